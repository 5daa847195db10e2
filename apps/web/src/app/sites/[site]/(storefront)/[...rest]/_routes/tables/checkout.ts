import type { RouteTable } from "../site-path.tsx";
import * as tradeIn from "../trade-in.tsx";
import * as vehicleCheckout from "../vehicle-checkout.tsx";

/** The checkout group (core ROUTE_GROUPS): a car's checkout and buy-online, and the trade-in. */
export const ROUTES = {
  "vehicle-checkout": vehicleCheckout,
  "trade-in": tradeIn,
} satisfies RouteTable;
