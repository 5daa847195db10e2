import * as search from "../search.tsx";
import type { RouteTable } from "../site-path.tsx";

/** The search group (core ROUTE_GROUPS). */
export const ROUTES = { search } satisfies RouteTable;
