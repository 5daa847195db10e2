import { z } from "zod";

/** Lookups a site switches on (docs/decisions/0024: flags of integrations never built are gone). */
export const FEATURE_FLAGS = ["autograb", "redbook", "nevdis"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The lookups the site subscribes to (settings `features`). */
export const featureSettingsSchema = z
  .object(
    Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
      (typeof FEATURE_FLAGS)[number],
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  .prefault({});
export type FeatureSettings = z.output<typeof featureSettingsSchema>;

/**
 * Spec §7: "a staging host is used when a staging flag is set". While on, every call the
 * site makes to a data vendor's API (the trade-in lookups: AutoGrab, NEVDIS, Redbook) goes to
 * that vendor's staging host, never its production one: for a site under test, whose
 * lookups must not be billed or counted as real.
 */
export const integrationSettingsSchema = z
  .object({
    useStagingHost: z.boolean().default(false),
  })
  .prefault({});
