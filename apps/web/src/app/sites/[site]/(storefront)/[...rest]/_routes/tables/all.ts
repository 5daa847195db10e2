import * as blog from "../blog.tsx";
import * as cms from "../cms.tsx";
import * as finance from "../finance.tsx";
import * as garage from "../garage.tsx";
import * as search from "../search.tsx";
import type { RouteTable } from "../site-path.tsx";
import * as tradeIn from "../trade-in.tsx";
import * as vehicleCheckout from "../vehicle-checkout.tsx";
import * as vehicle from "../vehicle.tsx";

/**
 * Every kind: for the routes that serve a path whose kind the proxy could not tell. Each route
 * folder imports one table of this folder only, since its client chunks follow its imports.
 */
export const ROUTES: Required<RouteTable> = {
  vehicle,
  "vehicle-checkout": vehicleCheckout,
  "trade-in": tradeIn,
  search,
  blog,
  finance,
  garage,
  cms,
};
