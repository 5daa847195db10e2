/**
 * A lead's extra answers (its `fields`) as the console shows them: each under a label a dealer
 * reads rather than the form's field name, a date sent in parts as one date, and the finance
 * form's preferred dealership reconciled with the dealership the lead went to. Pure.
 */

import { CAR_STATUS_LABELS } from "../console/stock-edit.ts";

/** Labels for field names whose words do not follow from the name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  vehiclePriceBudget: "Vehicle price budget",
  preferredDealership: "Preferred dealership",
  loan_term: "Loan term",
  annual_income: "Annual income",
  employment_status: "Employment status",
  birth_date: "Date of birth",
  opt_in: "Happy to hear about offers",
  opt_in_changed: "Changed the offers box from the form's default",
  where_heard: "Where they heard of us",
  terms: "Accepted the terms",
  car_type: "Car type",
  vin: "VIN",
  rego: "Registration",
  kms: "Odometer (km)",
};

/**
 * Answers a form sends to say where the lead came from, which the lead's own record already
 * says in words (the site it came to, the car it is about: named with its stock number in the
 * dealer's email and shown in the console's vehicle section), so they are not listed again.
 */
const RECORDED_ELSEWHERE: ReadonlySet<string> = new Set(["website_slug", "car_id"]);

/** Values stored as codes, in the words the console shows them with ("in_stock" is "In stock"). */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  vehicle_status: CAR_STATUS_LABELS,
};

/** The finance form's answer naming a dealership, by its slug. */
const PREFERRED_DEALERSHIP_FIELD = "preferredDealership";

const DATE_PART = /^(.+)_(day|month|year)$/;

/** "vehiclePriceBudget" / "trade_in_make" -> "Vehicle price budget" / "Trade in make". */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

const shown = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(shown).join(", ");
  return JSON.stringify(value);
};

type LeadAnswer = { name: string; label: string; value: string };

type LeadAnswerContext = {
  /** The dealership the lead went to, by slug (null: the site's own). */
  dealershipSlug: string | null;
  /** Every dealership's name by slug, to name a preferred dealership. */
  dealershipNames: ReadonlyMap<string, string>;
};

/** A date sent as three answers: `{base}_day`, `{base}_month` and `{base}_year` all there. */
const isDateParts = (fields: Readonly<Record<string, unknown>>, base: string) =>
  (["day", "month", "year"] as const).every((part) =>
    ["string", "number"].includes(typeof fields[`${base}_${part}`]),
  );

/**
 * The answers to show, in the order they were given: labelled, a date's day, month and year as
 * one "YYYY-MM-DD" (a lone `trade_in_year` stays itself), and the preferred dealership named
 * and said once: left out when it is the dealership the lead went to, else shown as the
 * shopper's preference beside that one.
 */
export function leadAnswers(
  fields: Readonly<Record<string, unknown>>,
  context: LeadAnswerContext,
): LeadAnswer[] {
  const answers: LeadAnswer[] = [];
  const dateParts = new Map<string, Partial<Record<"day" | "month" | "year", string>>>();
  for (const [name, value] of Object.entries(fields)) {
    if (RECORDED_ELSEWHERE.has(name)) continue;
    const part = DATE_PART.exec(name);
    if (part && isDateParts(fields, part[1]!)) {
      const base = part[1]!;
      if (!dateParts.has(base)) {
        dateParts.set(base, {});
        answers.push({ name: base, label: fieldLabel(base), value: "" });
      }
      dateParts.get(base)![part[2] as "day" | "month" | "year"] = String(value);
      continue;
    }
    if (name === PREFERRED_DEALERSHIP_FIELD && typeof value === "string") {
      if (value === context.dealershipSlug) continue;
      const preferred = context.dealershipNames.get(value) ?? value;
      const sentTo = context.dealershipSlug
        ? (context.dealershipNames.get(context.dealershipSlug) ?? context.dealershipSlug)
        : null;
      answers.push({
        name,
        label: fieldLabel(name),
        value: sentTo ? `${preferred} (the lead went to ${sentTo})` : preferred,
      });
      continue;
    }
    const worded = typeof value === "string" ? VALUE_WORDS[name]?.[value] : undefined;
    answers.push({ name, label: fieldLabel(name), value: worded ?? shown(value) });
  }
  return answers.map((answer) => {
    const parts = dateParts.get(answer.name);
    if (!parts) return answer;
    const { year = "", month = "", day = "" } = parts;
    return {
      ...answer,
      value: `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`,
    };
  });
}
