import { PAGE_TYPES, type PageType, type PageViewType } from "./page-types.ts";

/**
 * The views of the §9 catalogue (page views 1-13, a vehicle page's view 3 or 4) and the builder
 * of every catalogue entry, apart from the rest of the catalogue (event-catalogue.ts): a page
 * records its view on every load, while the other 48 events wait for something the shopper does,
 * so only this part comes with the page's measurement code.
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

export type CatalogueEntry = Omit<CatalogueEvent, "id">;

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
  fields: Pick<CatalogueEntry, "event" | "eventAction" | "eventCategory" | "eventLabel"> &
    Partial<
      Pick<CatalogueEntry, "formName" | "formStatus" | "pageType" | "vehicleType" | "basis">
    > & {
      facebook: string;
    },
): CatalogueEntry {
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

function pageView(pageType: PageType): CatalogueEntry {
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

/** Only "used" counts as used stock: demo cars are enquired about and test-driven as new. */
export const isUsed = (carType: string | null | undefined) =>
  carType?.trim().toLowerCase() === "used";

/** A view: of a page by its type, or of a vehicle page (new or used by its car). */
export type ViewAction =
  | { type: "page-view"; pageType: PageViewType }
  | { type: "vehicle-view"; carType?: string | null; tag?: string | null };

const VIEW_EVENTS = new Map(
  PAGE_TYPES.map((pageType) => [pageType, { id: PAGE_VIEW_IDS[pageType], ...pageView(pageType) }]),
);

/** A page type's view event, 1-13. */
export function pageViewEvent(pageType: PageType): CatalogueEvent {
  return VIEW_EVENTS.get(pageType)!;
}

/** The catalogue entry of a view: a vehicle page is "Used Vehicle Details" for a used car. */
export function viewEventFor(view: ViewAction): CatalogueEvent {
  return pageViewEvent(
    view.type === "page-view"
      ? view.pageType
      : isUsed(view.carType)
        ? "Used Vehicle Details"
        : "New Vehicle Details",
  );
}
