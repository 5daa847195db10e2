"use client";

/**
 * A host or custom domain that names no site. A client component on purpose, as the storefront's
 * (./(storefront)/not-found.tsx): every page's component payload carries this fallback, and as a
 * client component that is a reference instead of the message's markup.
 */
export default function UnknownSite() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-700">There is no dealer site at this address.</p>
    </main>
  );
}
