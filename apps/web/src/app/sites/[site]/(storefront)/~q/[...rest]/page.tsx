import { querySitePath } from "../../[...rest]/_routes/site-path.tsx";
import { ROUTES } from "../../[...rest]/_routes/tables/all.ts";

/**
 * Settings-driven paths with a query string whose kind the proxy could not tell: rendered per
 * request from cached data (see ../../[...rest]).
 */
export const dynamic = "force-dynamic";

const route = querySitePath(ROUTES);
export const generateMetadata = route.generateMetadata;
export default route.Page;
