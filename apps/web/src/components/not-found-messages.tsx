"use client";

import { AppLink } from "@/components/app-link";
import { Container } from "@/components/ui/section";

// The not-found fallbacks under the site layouts. Client components on purpose: every page's
// component payload carries its layouts' fallbacks, and as client components each is a reference
// rather than the message's markup. One module, so a page fetches one small script for both.

/** A page the site does not have (sites/[site]/(storefront)/not-found.tsx). */
export function SiteNotFound() {
  return (
    <Container width="message" className="py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">The page you asked for does not exist or has moved.</p>
      <p className="mt-6">
        <AppLink href="/" className="font-semibold underline">
          Go to the home page
        </AppLink>
      </p>
    </Container>
  );
}

/**
 * The same message as the fallback of a cached page's boundary (not-found-document.tsx), so a
 * 404 has it in the document before any script runs; globals.css shows it only after a 404.
 */
export function SiteNotFoundFallback() {
  return (
    <div className="not-found-fallback">
      <SiteNotFound />
    </div>
  );
}

/** A host or custom domain that names no site (sites/[site]/not-found.tsx). */
export function UnknownSite() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-700">There is no dealer site at this address.</p>
    </main>
  );
}
