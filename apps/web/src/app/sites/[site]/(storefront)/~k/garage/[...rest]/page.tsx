import { cachedSitePath } from "../../../[...rest]/_routes/site-path.tsx";
import { ROUTES } from "../../../[...rest]/_routes/tables/garage.ts";

/** The garage group's paths without a query string, cached (core ROUTE_GROUPS). */
export const dynamicParams = true;

const route = cachedSitePath(ROUTES);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
