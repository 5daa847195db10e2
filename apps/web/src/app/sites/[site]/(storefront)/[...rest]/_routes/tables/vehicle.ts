import type { RouteTable } from "../site-path.tsx";
import * as vehicle from "../vehicle.tsx";

/** The vehicle group (core ROUTE_GROUPS): vehicle pages. */
export const ROUTES = { vehicle } satisfies RouteTable;
