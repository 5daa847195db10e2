import { querySitePath } from "../../../../[...rest]/_routes/site-path.tsx";
import { ROUTES } from "../../../../[...rest]/_routes/tables/vehicle.ts";

/** The vehicle group's paths with a query string, rendered per request (core ROUTE_GROUPS). */
export const dynamic = "force-dynamic";

const route = querySitePath(ROUTES);
export const generateMetadata = route.generateMetadata;
export default route.Page;
