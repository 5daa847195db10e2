import { z } from "zod";
import {
  experimentSettingsSchema,
  MAX_SPLIT_TEST_VARIANTS,
} from "../analytics/analytics-settings.ts";
import type { ExperimentSettings } from "../analytics/analytics-settings.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";

/**
 * The console's split-test form (`/console/sites/{id}/split-test`): the test's name, up to four
 * variants each with its share of visitors and its home hero, and what to do (save, start, stop,
 * remove). It becomes a settings merge patch of `experiments.splitTest`, written by the
 * console's settings write path, so the settings schema the API and site files use checks it.
 */

const SPLIT_TEST_INTENTS = ["save", "start", "stop", "remove"] as const;
export const SPLIT_TEST_ROWS = MAX_SPLIT_TEST_VARIANTS;

export const consoleSplitTestPath = (websiteId: number) => `/console/sites/${websiteId}/split-test`;

const SPLIT_TEST_FORM_MESSAGES = {
  share: "A share is a whole percent from 1 to 99; leave every share empty for an even split.",
  intent: "Choose save, start, stop or remove.",
} as const;

type StoredTest = NonNullable<ExperimentSettings["splitTest"]>;

const rows = Array.from({ length: SPLIT_TEST_ROWS }, (_, row) => row);

/** The form's text for the stored test (empty fields without one). */
export function splitTestFormValues(test: StoredTest | undefined): Record<string, string> {
  const values: Record<string, string> = { name: test?.name ?? "" };
  for (const row of rows) {
    const variant = test?.variants[row] ?? "";
    values[`variants.${row}.name`] = variant;
    values[`variants.${row}.share`] =
      variant && test?.shares ? String(test.shares[variant] ?? "") : "";
    values[`variants.${row}.title`] = (variant && test?.homeHero[variant]?.title) || "";
    values[`variants.${row}.subtitle`] = (variant && test?.homeHero[variant]?.subtitle) || "";
  }
  return values;
}

type SplitTestPatchResult =
  { ok: true; patch: Record<string, unknown> } | { ok: false; errors: FieldErrors };

const intentSchema = z.enum(SPLIT_TEST_INTENTS, { error: SPLIT_TEST_FORM_MESSAGES.intent });

type ReadValue = (name: string) => string;

/** The variants' shares by name, when any row gives one; a bad share's message at its field. */
function variantShares(value: ReadValue, given: number[], errors: FieldErrors) {
  const hasShares = given.some((row) => value(`variants.${row}.share`) !== "");
  const shares: Record<string, number> = {};
  for (const row of given) {
    const text = value(`variants.${row}.share`);
    const share = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (hasShares && !(share >= 1 && share <= 99))
      errors[`variants.${row}.share`] = SPLIT_TEST_FORM_MESSAGES.share;
    else if (hasShares) shares[value(`variants.${row}.name`)] = share;
  }
  return { hasShares, shares };
}

/** Each variant's home hero title and subtitle, where the row gives either. */
function variantHeroes(value: ReadValue, given: number[]) {
  const homeHero: Record<string, { title?: string; subtitle?: string }> = {};
  for (const row of given) {
    const title = value(`variants.${row}.title`);
    const subtitle = value(`variants.${row}.subtitle`);
    if (title || subtitle) {
      homeHero[value(`variants.${row}.name`)] = {
        ...(title ? { title } : {}),
        ...(subtitle ? { subtitle } : {}),
      };
    }
  }
  return homeHero;
}

/**
 * The merge patch of a checked test: what the stored test had and the form no longer names is
 * removed (null).
 */
function splitTestPatch(
  test: { variants: string[]; homeHero: StoredTest["homeHero"] },
  shares: Record<string, number> | null,
  stored: StoredTest | undefined,
): Record<string, unknown> {
  const removed = Object.fromEntries(
    (stored?.variants ?? []).filter((v) => !test.variants.includes(v)).map((v) => [v, null]),
  );
  return {
    experiments: {
      splitTest: {
        ...test,
        shares: shares ? { ...removed, ...shares } : null,
        homeHero: {
          ...Object.fromEntries(Object.keys(stored?.homeHero ?? {}).map((v) => [v, null])),
          ...test.homeHero,
        },
      },
    },
  };
}

/**
 * The settings patch the form asks for, checked by the settings schema's split test (each
 * message at its form field): the whole test replaced (variants gone from the form lose their
 * shares and heroes), running when started, stopped when stopped, as it was when saved (a new
 * test starts stopped); removed with `remove`.
 */
export function splitTestPatchFromForm(
  values: Record<string, string>,
  stored: StoredTest | undefined,
): SplitTestPatchResult {
  const intent = intentSchema.safeParse(values.intent ?? "save");
  if (!intent.success) return { ok: false, errors: { form: SPLIT_TEST_FORM_MESSAGES.intent } };
  if (intent.data === "remove") return { ok: true, patch: { experiments: { splitTest: null } } };
  const value = (name: string) => (values[name] ?? "").trim();
  const given = rows.filter((row) => value(`variants.${row}.name`) !== "");
  const variants = given.map((row) => value(`variants.${row}.name`));
  const errors: FieldErrors = {};
  const { hasShares, shares } = variantShares(value, given, errors);
  const isRunning =
    intent.data === "start" ? true : intent.data === "stop" ? false : (stored?.isRunning ?? false);
  const test = {
    name: value("name"),
    variants,
    ...(hasShares ? { shares } : {}),
    isRunning,
    homeHero: variantHeroes(value, given),
  };
  // A share already refused is not refused again for the total.
  const toCheck = Object.keys(errors).length > 0 ? { ...test, shares: undefined } : test;
  const checked = parseFields(experimentSettingsSchema, { splitTest: toCheck }, (path) =>
    fieldOf(path, given),
  );
  if (!checked.ok)
    for (const [field, message] of Object.entries(checked.errors)) errors[field] ??= message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, patch: splitTestPatch(test, hasShares ? shares : null, stored) };
}

/** The form field of a settings issue's path (`splitTest.variants.1` is the second name given). */
function fieldOf(path: readonly PropertyKey[], given: number[]): string {
  const [, key, index] = path.map(String);
  if (key === "name") return "name";
  if (key === "variants") {
    const row = index === undefined ? undefined : given[Number(index)];
    return `variants.${row ?? given[0] ?? 0}.name`;
  }
  if (key === "shares") return `variants.${given[0] ?? 0}.share`;
  return "form";
}
