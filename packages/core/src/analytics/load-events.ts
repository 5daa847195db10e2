import { PAGE_TYPES, type PageType, type PageViewType } from "./page-types.ts";

/**
 * The events of the §9 catalogue a page fires as it loads, with nothing done by the shopper: its
 * view (page views 1-13; a vehicle page's is 3 or 4) and a search page's search (29). With the
 * builder of every catalogue entry, apart from the rest of the catalogue (event-catalogue.ts),
 * whose 47 other events wait for something the shopper does: only this part comes with a page's
 * measurement code.
 */

/** §9 page views 1-13, by page type. */
export const PAGE_VIEW_IDS: Record<PageType, number> = {
  Home: 1,
  "Vehicle Inventory Listing": 2,
  "New Vehicle Details": 3,
  "Used Vehicle Details": 4,
  "Special Offers": 5,
  Fleet: 6,
  Service: 7,
  "Parts and Accessories": 8,
  Finance: 9,
  Insurance: 10,
  "Ownership Information": 11,
  Contact: 12,
  About: 13,
};

export type VehicleType = "New" | "Used";
export type EventNameSource = "ga4-recommended" | "custom";

export type CatalogueEvent = {
  id: number;
  /** The dataLayer / GA4 event name. */
  event: string;
  eventAction: string;
  eventCategory: string;
  formName: string | null;
  formStatus: "Submitted" | "Step Completed" | null;
  eventLabel: string;
  pageType: PageType | null;
  vehicleType: VehicleType | null;
  facebookEventName: string;
  facebookCustomEvent: boolean;
  eventNameSource: EventNameSource;
  /** "spec": §9 names this id's meaning; "assigned": §9 gives only its group. */
  basis: "spec" | "assigned";
};

export type CatalogueEventBody = Omit<CatalogueEvent, "id">;

// Meta standard event names; anything else is sent as a custom event.
const META_STANDARD = new Set([
  "PageView",
  "ViewContent",
  "Search",
  "Lead",
  "Contact",
  "Schedule",
  "SubmitApplication",
  "CompleteRegistration",
  "AddToWishlist",
  "FindLocation",
  "InitiateCheckout",
  "Purchase",
]);
const GA4_RECOMMENDED = new Set([
  "page_view",
  "view_item",
  "search",
  "generate_lead",
  "sign_up",
  "login",
  "add_to_wishlist",
  "begin_checkout",
  "purchase",
]);

export function catalogueEntry(
  fields: Pick<CatalogueEventBody, "event" | "eventAction" | "eventCategory" | "eventLabel"> &
    Partial<
      Pick<CatalogueEventBody, "formName" | "formStatus" | "pageType" | "vehicleType" | "basis">
    > & {
      facebook: string;
    },
): CatalogueEventBody {
  return {
    event: fields.event,
    eventAction: fields.eventAction,
    eventCategory: fields.eventCategory,
    formName: fields.formName ?? null,
    formStatus: fields.formStatus ?? null,
    eventLabel: fields.eventLabel,
    pageType: fields.pageType ?? null,
    vehicleType: fields.vehicleType ?? null,
    facebookEventName: fields.facebook,
    facebookCustomEvent: !META_STANDARD.has(fields.facebook),
    eventNameSource: GA4_RECOMMENDED.has(fields.event) ? "ga4-recommended" : "custom",
    basis: fields.basis ?? "assigned",
  };
}

function pageView(pageType: PageType): CatalogueEventBody {
  const vehicleType =
    pageType === "New Vehicle Details"
      ? "New"
      : pageType === "Used Vehicle Details"
        ? "Used"
        : null;
  return catalogueEntry({
    event: vehicleType ? "view_item" : "page_view",
    eventAction: "Page View",
    eventCategory: "Page View",
    eventLabel: pageType,
    pageType,
    vehicleType: vehicleType ?? undefined,
    facebook: vehicleType ? "ViewContent" : "PageView",
    basis: "spec",
  });
}

/**
 * Only "used" counts as used stock: demo cars are enquired about, test-driven and measured as new
 * (the events' ids, and the enquiry's vehicle category in forms/definitions/enquiry-forms.ts). Kept
 * here, beside the views that need it, so the recording code that comes with a page view carries
 * no more than this of the stock rules.
 */
export const isUsed = (carType: string | null | undefined) =>
  carType?.trim().toLowerCase() === "used";

/** A view: of a page by its type, or of a vehicle page (new or used by its car). */
type ViewAction =
  | { type: "page-view"; pageType: PageViewType }
  | { type: "vehicle-view"; carType?: string | null; tag?: string | null };
/** What a page fires as it loads: its view, or on a search page the search. */
export type LoadAction = ViewAction | { type: "search" };

const VIEW_EVENTS = new Map(
  PAGE_TYPES.map((pageType) => [pageType, { id: PAGE_VIEW_IDS[pageType], ...pageView(pageType) }]),
);

/** §9 29: the search a search page shows, fired as it loads. */
export const SEARCH_EVENT: CatalogueEvent = {
  id: 29,
  ...catalogueEntry({
    event: "search",
    eventAction: "Search",
    eventCategory: "Search",
    eventLabel: "Search",
    pageType: "Vehicle Inventory Listing",
    facebook: "Search",
    basis: "spec",
  }),
};

/** A page type's view event, 1-13. */
export function pageViewEvent(pageType: PageType): CatalogueEvent {
  return VIEW_EVENTS.get(pageType)!;
}

/**
 * The catalogue entry of what a page fires as it loads: a vehicle page is "Used Vehicle Details"
 * for a used car, else "New Vehicle Details".
 */
export function loadEventFor(action: LoadAction): CatalogueEvent {
  if (action.type === "search") return SEARCH_EVENT;
  return pageViewEvent(
    action.type === "page-view"
      ? action.pageType
      : isUsed(action.carType)
        ? "Used Vehicle Details"
        : "New Vehicle Details",
  );
}

/** Whether `action` is one a page fires as it loads (else it needs the whole catalogue). */
export const isLoadAction = (action: { type: string }): action is LoadAction =>
  action.type === "page-view" || action.type === "vehicle-view" || action.type === "search";
