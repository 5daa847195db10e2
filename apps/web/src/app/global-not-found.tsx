import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Requests no route matches, on any host. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">404</p>
          <h1 className="text-3xl font-bold">Page not found</h1>
          <p className="text-slate-700">The page you asked for does not exist or has moved.</p>
          <p>
            <AppLink className="font-semibold text-blue-800 underline" href="/">
              Go to the home page
            </AppLink>
          </p>
        </main>
      </body>
    </html>
  );
}
