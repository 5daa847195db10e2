import { z } from "zod";
import { CAR_TYPES, isCarSold, type CarStatus } from "../domain/car.ts";
import { rowIdField } from "../domain/row-id.ts";
import { scopeOf, type StaffAccess } from "./staff-access.ts";
import { CAR_STATUS_LABELS } from "./stock-edit.ts";

/** What the console's stock list shows of a car's sale state. */
export const STOCK_STATES = ["for-sale", "reserved", "sold", "draft", "all"] as const;
type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS = {
  "for-sale": "For sale",
  reserved: "Reserved",
  sold: CAR_STATUS_LABELS.sold,
  draft: "Draft",
  all: "All",
} as const satisfies Record<StockState, string>;

/**
 * What the stock list says of one car's sale state: sold, reserved, or its status's label; a
 * draft (off the site) says so first.
 */
export function saleStateLabel(car: {
  status: string;
  isSold: boolean;
  isReserved: boolean;
  isDraft?: boolean;
}) {
  const label = isCarSold(car)
    ? STOCK_STATE_LABELS.sold
    : car.isReserved
      ? STOCK_STATE_LABELS.reserved
      : (CAR_STATUS_LABELS[car.status as CarStatus] ?? car.status);
  return car.isDraft ? `${STOCK_STATE_LABELS.draft} · ${label}` : label;
}

export const STOCK_PAGE_SIZE = 50;
const MAX_STOCK_QUERY_LENGTH = 100;

/**
 * The stock list's state as the URL holds it (`?q=&site=&state=&type=&page=`), so the search
 * form works without script and a filtered list can be shared. A value that cannot be read is
 * its default rather than an error: a hand-edited URL still shows a list.
 */
const stockListQuerySchema = z.object({
  q: z.string().trim().max(MAX_STOCK_QUERY_LENGTH).catch("").default(""),
  site: rowIdField().optional().catch(undefined),
  state: z.enum(STOCK_STATES).catch("for-sale").default("for-sale"),
  type: z.enum(CAR_TYPES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/** The query from a page's search params (each one's first value). */
export function parseStockListQuery(
  params: Record<string, string | string[] | undefined>,
): StockListQuery {
  const first = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  for (const [key, value] of Object.entries(first)) if (value === "") delete first[key];
  return stockListQuerySchema.parse(first);
}

/** The URL search string of a query, defaults left out. */
export function stockListSearch(query: Partial<StockListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.site !== undefined) params.set("site", String(query.site));
  if (query.state && query.state !== "for-sale") params.set("state", query.state);
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether the user manages any stock (a grant narrowed to a dealership manages its cars). */
export function mayManageSomeStock(access: StaffAccess): boolean {
  const scope = scopeOf(access, "manage-stock");
  return scope.kind === "all" || scope.grants.length > 0;
}
