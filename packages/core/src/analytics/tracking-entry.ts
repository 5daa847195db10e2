import { TRACKED_CAMPAIGN_PARAMS, type CampaignParam } from "./campaign-params.ts";
import type { CollectorPayload } from "./collector-event.ts";
import { COLLECTOR_LIMITS } from "./collector-limits.ts";
import type { PageType } from "./page-types.ts";
import type { CatalogueEvent } from "./load-events.ts";

/** A value an event may carry: what the dataLayer and the collector both accept. */
type EventPropertyValue =
  string | number | boolean | null | (string | number)[] | Record<string, string | number>[];
export type EventProperties = Record<string, EventPropertyValue>;

/** Who and where: the part of every event the page does not choose. */
export type TrackingContext = {
  websiteSlug: string;
  url: string;
  anonId: string;
  sessionId: string;
  deviceId: string;
  campaign: Partial<Record<CampaignParam, string>>;
  /** The split test and the visitor's variant, when the site runs one (spec §6). */
  experiment?: { name: string; variant: string } | null;
  leadId?: string | null;
  /** The host that referred the visit when it is not the site's own (attribution). */
  referrer?: string | null;
};

/** A page with no §9 page type still sends a page view, without a catalogue id. */
const PLAIN_PAGE_VIEW = {
  event: "page_view",
  pageType: "Other",
  facebookEventName: "PageView",
  facebookCustomEvent: false,
} as const;

/**
 * The object pushed to `window.dataLayer`: the catalogue fields (so a tag manager needs no
 * lookup table), `event_id`, the page's own properties, and the visit's ids, campaign and
 * variant.
 */
export function dataLayerEntry(
  event: CatalogueEvent | null,
  properties: EventProperties,
  context: TrackingContext,
): Record<string, EventPropertyValue | undefined> {
  const catalogue = event
    ? {
        event: event.event,
        event_id: event.id,
        eventAction: event.eventAction,
        eventCategory: event.eventCategory,
        formName: event.formName,
        formStatus: event.formStatus,
        eventLabel: event.eventLabel,
        pageType: event.pageType,
        vehicleType: event.vehicleType,
        facebookEventName: event.facebookEventName,
        facebookCustomEvent: event.facebookCustomEvent,
      }
    : { ...PLAIN_PAGE_VIEW };
  return {
    ...catalogue,
    ...properties,
    ...visitFields(context),
  };
}

function visitFields(context: TrackingContext): EventProperties {
  const fields: EventProperties = {
    website_slug: context.websiteSlug,
    url: context.url,
    anon_id: context.anonId,
    session_id: context.sessionId,
    ...visitProperties(context),
  };
  if (context.leadId) fields.lead_id = context.leadId;
  return fields;
}

/** The device, campaign and variant: top-level in the dataLayer, event_properties for the collector. */
function visitProperties(context: TrackingContext): EventProperties {
  const fields: EventProperties = { device_id: context.deviceId };
  for (const key of TRACKED_CAMPAIGN_PARAMS) {
    const value = context.campaign[key];
    if (value) fields[key] = value;
  }
  if (context.referrer) fields.referrer = context.referrer;
  if (context.experiment) {
    fields.experiment = context.experiment.name;
    fields.variant = context.experiment.variant;
  }
  return fields;
}

/** The collector body (spec §7) for the same event. */
export function collectorPayloadFor(
  event: CatalogueEvent | null,
  properties: EventProperties,
  context: TrackingContext,
  errorMessage?: string,
): CollectorPayload {
  const eventProperties: EventProperties = {
    ...properties,
    page_type: event ? event.pageType : PLAIN_PAGE_VIEW.pageType,
    ...visitProperties(context),
  };
  if (event) eventProperties.event_id = event.id;
  return collectorBody(
    event?.event ?? PLAIN_PAGE_VIEW.event,
    eventProperties,
    context,
    errorMessage,
  );
}

/**
 * The collector's category for a lead form whose submit failed (the server refused it, or the
 * network did not carry it): recorded with its `error_message`, never a catalogue event, so no
 * page view or conversion reaches the tags or the pixel.
 */
export const FORM_SUBMIT_FAILED_CATEGORY = "form_submit_failed";

/** The form a failed submit was on, and the step when the form has several. */
export type FailedForm = { formId: string; formName: string; stepNumber: number };

/**
 * The collector body (spec §7) of a lead form's failed submit: the form, the step and the
 * visit in its properties, the shopper-facing message in `error_message` (cut to what the
 * collector keeps).
 */
export function formFailurePayloadFor(
  form: FailedForm,
  errorMessage: string,
  context: TrackingContext,
): CollectorPayload {
  const eventProperties: EventProperties = {
    form_id: form.formId,
    form_name: form.formName,
    step_number: form.stepNumber,
    ...visitProperties(context),
  };
  return collectorBody(
    FORM_SUBMIT_FAILED_CATEGORY,
    eventProperties,
    context,
    errorMessage.slice(0, COLLECTOR_LIMITS.url),
  );
}

function collectorBody(
  category: string,
  eventProperties: EventProperties,
  context: TrackingContext,
  errorMessage: string | undefined,
): CollectorPayload {
  return {
    event: {
      website_slug: context.websiteSlug,
      url: context.url,
      category,
      lead_id: context.leadId ?? null,
      anon_id: context.anonId,
      session_id: context.sessionId,
      error_message: errorMessage ?? null,
      event_properties: eventProperties,
    },
  };
}

/** The campaign parameters of a query (the current page's, or the visit's first page's). */
export function campaignFrom(
  ...queries: (Record<string, string> | URLSearchParams | undefined)[]
): Partial<Record<CampaignParam, string>> {
  const campaign: Partial<Record<CampaignParam, string>> = {};
  for (const query of queries) {
    if (!query) continue;
    for (const key of TRACKED_CAMPAIGN_PARAMS) {
      if (campaign[key]) continue;
      const value = query instanceof URLSearchParams ? query.get(key) : query[key];
      if (value) campaign[key] = value.slice(0, 200);
    }
  }
  return campaign;
}

export type { PageType };
