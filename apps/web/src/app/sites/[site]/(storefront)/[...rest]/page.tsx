import { cachedSitePath } from "./_routes/site-path.tsx";
import { ROUTES } from "./_routes/tables/all.ts";

/**
 * Settings-driven paths without a query string whose kind the proxy could not tell (their
 * site's settings unread, or no kind matches: a 404). Paths of a known kind are rewritten to
 * their group's route under ../~k (core storefrontRoutePath); with a query string, to ../~q.
 */
export const dynamicParams = true;

const route = cachedSitePath(ROUTES);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
