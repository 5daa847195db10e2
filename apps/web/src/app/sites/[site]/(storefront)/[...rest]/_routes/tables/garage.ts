import * as garage from "../garage.tsx";
import type { RouteTable } from "../site-path.tsx";

/** The garage group (core ROUTE_GROUPS). */
export const ROUTES = { garage } satisfies RouteTable;
