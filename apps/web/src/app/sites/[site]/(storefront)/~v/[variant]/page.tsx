import Home from "../../page";

export { generateMetadata } from "../../page";

// Each variant's home page is rendered on first request and then served from the page cache,
// like the home page itself: the proxy rewrites "/" here by the visitor's variant cookie.
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

type VariantHomeProps = { params: Promise<{ site: string; variant: string }> };

/** The home page of one split-test variant (spec §6); see VARIANT_ROUTE_SEGMENT. */
export default function VariantHome({ params }: VariantHomeProps) {
  return <Home params={params} />;
}
