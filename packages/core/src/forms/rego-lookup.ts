import { z } from "zod";
import { REGO_MESSAGE, REQUIRED_MESSAGE } from "../validation/messages.ts";
import { normaliseRego, REGO_MAX_LENGTH, REGO_PATTERN } from "../validation/typed-fields.ts";

/** What a registration lookup tells a trade-in form (spec §7 trade-in rego lookup). */
export type RegoVehicle = { make: string; model: string; year: number };

type RegoLookupResult =
  { found: true; vehicle: RegoVehicle } | { found: false; reason: "not-found" };

/** Any source of registrations (a state registry, a data vendor, a local table). */
interface RegoLookupProvider {
  lookup(query: RegoQuery): Promise<RegoLookupResult>;
}

export const REGO_STATE_MESSAGE = "Please choose the state the vehicle is registered in.";
export const REGO_NOT_FOUND_MESSAGE =
  "We could not find that registration. Please enter your vehicle's details.";

/** Missing is the spec's required message; a value of another type is not missing. */
const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? REQUIRED_MESSAGE : message;

/** The §7 lookup payload: rego and regoState. */
export const regoQuerySchema = z.object({
  rego: z
    .string({ error: missingOr(REGO_MESSAGE) })
    .transform(normaliseRego)
    .pipe(
      z
        .string()
        .min(1, REQUIRED_MESSAGE)
        .max(REGO_MAX_LENGTH, REGO_MESSAGE)
        .regex(REGO_PATTERN, REGO_MESSAGE),
    ),
  regoState: z
    .string({ error: missingOr(REGO_STATE_MESSAGE) })
    .trim()
    .toUpperCase()
    .pipe(
      z
        .string()
        .min(1, REQUIRED_MESSAGE)
        .max(10, REGO_STATE_MESSAGE)
        .regex(/^[A-Z]+$/, REGO_STATE_MESSAGE),
    ),
});
export type RegoQuery = z.output<typeof regoQuerySchema>;

type RegoRecord = RegoVehicle & { rego: string; state: string };

/**
 * A provider over a fixed list of registrations, for development, tests and sites without a
 * registry contract. Same interface as a remote provider, so the form cannot tell.
 */
export function offlineRegoProvider(records: readonly RegoRecord[]): RegoLookupProvider {
  const byKey = new Map(
    records.map((r) => [`${r.state.toUpperCase()}:${normaliseRego(r.rego)}`, r] as const),
  );
  return {
    async lookup(query) {
      const record = byKey.get(`${query.regoState}:${normaliseRego(query.rego)}`);
      if (!record) return { found: false, reason: "not-found" };
      return {
        found: true,
        vehicle: { make: record.make, model: record.model, year: record.year },
      };
    },
  };
}
