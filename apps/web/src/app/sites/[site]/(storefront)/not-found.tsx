"use client";

import { AppLink } from "@/components/app-link";
import { Container } from "@/components/ui/section";

/**
 * A client component on purpose: every page's component payload carries the layout's not-found
 * fallback, and as a client component that is a reference instead of the message's markup.
 */
export default function SiteNotFound() {
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
