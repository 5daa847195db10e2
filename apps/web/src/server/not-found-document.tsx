import { notFound } from "next/navigation";
import { Suspense } from "react";
import { SiteNotFoundFallback } from "@/components/not-found-messages";
import { isNotFoundError } from "./not-found-error.ts";

/**
 * A cached page the site does not have. `notFound()` outside any boundary makes Next answer the
 * 404 with an empty error document that only its scripts fill in (vercel/next.js#62228). Thrown
 * inside a boundary before the document starts, the page's render answers 404 with the
 * boundary's fallback, the site's 404 message, in the document under the site's header (and
 * Next's not-found boundary shows the same message once the scripts run). Only for pages served
 * from the page cache: a page rendered per request has its document under way before the 404 is
 * known, so there the answer would be a 200.
 */
function NotFoundInDocument() {
  return (
    <Suspense fallback={<SiteNotFoundFallback />}>
      <NotFoundHere />
    </Suspense>
  );
}

function NotFoundHere(): React.ReactNode {
  notFound();
}

/**
 * What `render` returns, or the 404 document where it calls `notFound()` before returning (what
 * it renders below is not covered: a page reads what it shows, and decides, before that).
 */
export async function renderedOrNotFound(
  render: () => Promise<React.ReactNode>,
): Promise<React.ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    return <NotFoundInDocument />;
  }
}

/** A cached page whose `notFound()` answers with the 404 document (`renderedOrNotFound`). */
export function withNotFoundInDocument<Props>(
  page: (props: Props) => Promise<React.ReactNode>,
): (props: Props) => Promise<React.ReactNode> {
  return function PageOrNotFound(props: Props) {
    return renderedOrNotFound(() => page(props));
  };
}
