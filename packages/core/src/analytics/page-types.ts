/**
 * The §9 page types, apart from the event catalogue (event-catalogue.ts) so that a page can tell
 * its type without loading every event's definition.
 */
export const PAGE_TYPES = [
  "Home",
  "Vehicle Inventory Listing",
  "New Vehicle Details",
  "Used Vehicle Details",
  "Special Offers",
  "Fleet",
  "Service",
  "Parts and Accessories",
  "Finance",
  "Insurance",
  "Ownership Information",
  "Contact",
  "About",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
/** Page types a page view names directly; a vehicle page's type comes from its car. */
export type PageViewType = Exclude<PageType, "New Vehicle Details" | "Used Vehicle Details">;
export const PAGE_VIEW_TYPES = PAGE_TYPES.filter(
  (type): type is PageViewType => !type.endsWith("Vehicle Details"),
) as [PageViewType, ...PageViewType[]];
