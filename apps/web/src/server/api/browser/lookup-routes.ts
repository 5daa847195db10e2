import "server-only";
import { z } from "zod";
import type { Site } from "@forecourt/core/site/site";
import { REGO_NOT_FOUND_MESSAGE, regoQuerySchema } from "@forecourt/core/forms/rego-lookup";
import { fieldContextFor } from "@forecourt/core/forms/form-site";
import { serialiseValues, validateForm } from "@forecourt/core/forms/form-definition";
import { carClarityForm } from "@forecourt/core/valuation/car-clarity-form";
import type { ValuationService } from "@forecourt/core/valuation/valuation-service";
import { createLead } from "@forecourt/db/repositories/leads/create-lead";
import { resolveLeadReferences } from "@forecourt/db/repositories/leads/resolve-lead-references";
import { LOCATION_FIELD } from "@forecourt/core/forms/definitions/contact-fields";
import { db } from "../../db.ts";
import { AppError, NO_ENDPOINT_MESSAGE } from "../../http/app-error.ts";
import type { BrowserInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { getFormSite } from "../../queries/forms.ts";
import { nevdisLookup, valuationProvider, vehicleLookup } from "../../rego/rego-provider.ts";
import type { VehicleLookup } from "@forecourt/core/valuation/vehicle-lookup";
import { NO_STORE } from "../../http/no-store.ts";
import { rowIdOf } from "@forecourt/core/domain/row-id";

const MAX_BODY_BYTES = 1_024;
const LOOKUP_UNAVAILABLE_MESSAGE =
  "The vehicle lookup is not available right now. Please enter your vehicle's details.";

/** A lookup a site has not switched on does not exist there (JSON 404, like any unknown path). */
function requireFlag(site: Site, isOn: boolean): void {
  if (!isOn) throw new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE);
  void site;
}

/** A provider failure is logged (no personal data) and answered in plain words. */
async function ask<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(
      `${name} lookup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AppError("UNAVAILABLE", LOOKUP_UNAVAILABLE_MESSAGE);
  }
}

/** A lookup's body, {rego, regoState} and what `schema` adds; a 400 when it is not one. */
async function readRegoQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return parseInput(
    schema,
    await readJson(request, { maxBytes: MAX_BODY_BYTES }),
    "Invalid registration",
  );
}

/**
 * A POST {rego, regoState} that answers with the vehicle `lookupOf` finds for the site (`name`
 * in the log when its provider fails), on sites where `isOn`.
 */
function postVehicleLookup(
  name: string,
  lookupOf: (site: Site) => VehicleLookup,
  isOn: (site: Site) => boolean = () => true,
) {
  return async ({ request, site }: BrowserInput): Promise<Response> => {
    requireFlag(site, isOn(site));
    const query = await readRegoQuery(request, regoQuerySchema);
    const result = await ask(name, () => lookupOf(site).lookup(query));
    if (!result.found) throw new AppError("NOT_FOUND", REGO_NOT_FOUND_MESSAGE);
    return Response.json({ vehicle: result.vehicle }, { headers: NO_STORE });
  };
}

/** POST /api/rego-lookup {rego, regoState}: make, model and year for the trade-in forms. */
export const postRegoLookup = postVehicleLookup("Rego", vehicleLookup);

/** POST /api/nevdis {rego, regoState}: the vehicle by registration (make, model, year, variant, VIN). */
export const postNevdis = postVehicleLookup(
  "NEVDIS",
  nevdisLookup,
  (site) => site.settings.features.nevdis,
);

const valuationQuerySchema = regoQuerySchema.extend({
  km: z
    .number({ error: "Give the odometer as a number of kilometres." })
    .int("Give the odometer as a whole number of kilometres.")
    .min(0, "The odometer cannot be negative.")
    .max(2_000_000, "That odometer reading is too high.")
    .optional(),
});

const VALUATION_NAMES: Record<ValuationService, string> = {
  autograb: "AutoGrab",
  redbook: "Redbook",
};

/**
 * POST /api/simple-autograb-lookup and /api/redbook-valuation {rego, regoState, km?}: the
 * vehicle and a trade-in range from the service, on sites that subscribe to it.
 */
export function postValuationLookup(service: ValuationService) {
  return async ({ request, site }: BrowserInput): Promise<Response> => {
    requireFlag(site, site.settings.features[service]);
    const query = await readRegoQuery(request, valuationQuerySchema);
    const result = await ask(VALUATION_NAMES[service], () =>
      valuationProvider(site, service).value(query),
    );
    if (!result.found) throw new AppError("NOT_FOUND", REGO_NOT_FOUND_MESSAGE);
    return Response.json(
      { vehicle: result.vehicle, valuation: result.valuation },
      { headers: NO_STORE },
    );
  };
}

const CAR_CLARITY_PROVIDER = "car-clarity";

/**
 * POST /api/carClarityCustomer {first_name, last_name, email, phone, car_id?}: records the
 * shopper for the site's car-clarity finance target, as a finance lead delivered through the
 * outbox. Only on sites whose finance provider is car-clarity.
 */
export async function postCarClarityCustomer({ request, site }: BrowserInput): Promise<Response> {
  requireFlag(site, site.settings.commerce.financeProvider === CAR_CLARITY_PROVIDER);
  const body = parseInput(
    z.record(z.string().max(100), z.unknown(), {
      error: "Send the shopper's details as an object.",
    }),
    await readJson(request, { maxBytes: 4_096 }),
  );
  const formSite = await getFormSite(site);
  const form = carClarityForm(formSite.options);
  const checked = validateForm(form, body, fieldContextFor(formSite));
  if (!checked.ok) {
    throw new AppError("INVALID_INPUT", "Please check your details; see errors.", checked.errors);
  }
  const answers = serialiseValues(form, body, formSite);
  const text = (key: string) =>
    typeof answers[key] === "string" ? (answers[key] as string) : null;
  const database = await db();
  const id = (key: string) => rowIdOf(answers[key]) ?? undefined;
  // The location the form asks (required where the site has more than one) and the car, looked
  // up within the site; the site's lead settings decide as for every lead (spec §7).
  const references = await resolveLeadReferences(database, site.id, {
    locationId: id(LOCATION_FIELD),
    carId: id("car_id"),
    fixedDealershipSlug: site.settings.leads.fixedDealershipSlug,
    usePrimaryLocation: site.settings.leads.usePrimaryLocation,
    primaryDealershipId: site.primaryDealershipId,
  });
  const { lead } = await createLead(database, {
    websiteId: site.id,
    lead: {
      ...references,
      category: "Finance",
      subcategory: "Car Clarity",
      isFormCompleted: true,
      stepNumber: null,
      skippedSteps: [],
      name: [text("first_name"), text("last_name")].filter(Boolean).join(" ") || null,
      firstName: text("first_name"),
      middleName: null,
      lastName: text("last_name"),
      email: text("email"),
      phone: text("phone"),
      postcode: text("postcode"),
      message: null,
      fields: {
        target: CAR_CLARITY_PROVIDER,
        ...(text("car_id") ? { car_id: text("car_id") } : {}),
      },
      url: null,
      userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      visitedPages: [],
      linkedQueryParams: {},
      hasFiles: false,
    },
  });
  return Response.json({ id: lead.id }, { status: 201, headers: NO_STORE });
}
