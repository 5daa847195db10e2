import * as finance from "../finance.tsx";
import type { RouteTable } from "../site-path.tsx";

/** The finance group (core ROUTE_GROUPS). */
export const ROUTES = { finance } satisfies RouteTable;
