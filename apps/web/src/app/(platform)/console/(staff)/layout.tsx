import type { Metadata, Viewport } from "next";
import {
  CONSOLE_ICONS,
  CONSOLE_MANIFEST_PATH,
  CONSOLE_THEME_COLOUR,
} from "@forecourt/core/console/console-app";
import {
  CONSOLE_ACCOUNT_PATH,
  CONSOLE_AUDIT_PATH,
  CONSOLE_INSIGHT_PATH,
  CONSOLE_LEADS_PATH,
  CONSOLE_NEW_SITE_PATH,
  CONSOLE_PATH,
  CONSOLE_RESERVATIONS_PATH,
  CONSOLE_SITES_PATH,
  CONSOLE_USERS_PATH,
} from "@forecourt/core/console/console-paths";
import { mayAnywhere, maySomewhere } from "@forecourt/core/console/staff-access";
import { ConsoleServiceWorker } from "@/components/console/layout/console-service-worker";
import { PhoneFold } from "@/components/console/kit/phone-fold";
import { Button } from "@/components/ui/button";
import { requireStaff } from "@/server/console/console-session";
import { stockMenuLinkOf } from "@/server/console/queries/car-form";
import { repliedLeadCountOf } from "@/server/console/queries/leads";
import { signOutAction } from "@/server/console/sign-out-action";
import "./console.css";

export const metadata: Metadata = {
  title: { default: "Dealer console", template: "%s | Dealer console" },
  robots: { index: false },
  // The console installs as its own app; the storefront links no manifest.
  manifest: CONSOLE_MANIFEST_PATH,
  icons: { apple: CONSOLE_ICONS[0].src },
};

export const viewport: Viewport = { themeColor: CONSOLE_THEME_COLOUR };

/**
 * Every signed-in console page: its navigation (admin pages for admins only), the count of the
 * user's leads whose shopper wrote back unanswered (a link to them), and sign-out.
 */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const isAdmin = mayAnywhere(staff, "manage-users");
  const mayReadLeads = maySomewhere(staff, "read-leads");
  const [repliedCount, stockLink] = await Promise.all([
    mayReadLeads ? repliedLeadCountOf(staff) : 0,
    stockMenuLinkOf(staff),
  ]);
  const links = [
    { href: CONSOLE_PATH, label: "Sites" },
    ...(staff.isPlatformOperator ? [{ href: CONSOLE_NEW_SITE_PATH, label: "New site" }] : []),
    ...(mayReadLeads ? [{ href: CONSOLE_LEADS_PATH, label: "Leads" }] : []),
    ...(mayAnywhere(staff, "read-insight")
      ? [{ href: CONSOLE_INSIGHT_PATH, label: "Insight" }]
      : []),
    ...(stockLink ? [stockLink] : []),
    ...(maySomewhere(staff, "hold-cars")
      ? [{ href: CONSOLE_RESERVATIONS_PATH, label: "Reservations" }]
      : []),
    ...(isAdmin
      ? [
          { href: CONSOLE_USERS_PATH, label: "Users" },
          { href: CONSOLE_AUDIT_PATH, label: "Audit log" },
        ]
      : []),
    { href: CONSOLE_ACCOUNT_PATH, label: "Account" },
  ];
  return (
    <div className="console-shell">
      <ConsoleServiceWorker />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 p-4">
          <p className="font-semibold">Dealer console</p>
          {repliedCount > 0 ? (
            <a
              href={`${CONSOLE_LEADS_PATH}?replied=1`}
              className="tap-target rounded-full bg-blue-800 px-3 py-1 text-sm font-semibold text-white underline-offset-2 hover:underline sm:order-last"
            >
              {repliedCount} {repliedCount === 1 ? "reply" : "replies"} to answer
            </a>
          ) : null}
          {/* On a phone the menu folds behind one button, so a screen's own content comes first. */}
          <PhoneFold summary="Menu" className="w-full sm:w-auto sm:flex-1">
            <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2 sm:mt-0">
              <nav aria-label="Console">
                <ul className="flex flex-wrap gap-x-4">
                  {links.map((link) => (
                    <li key={link.href}>
                      <a
                        className="text-blue-800 underline-offset-2 hover:underline"
                        href={link.href}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {staff.isPlatformOperator ? <SiteSwitcher /> : null}
              <form action={signOutAction} className="flex items-center gap-3 sm:ml-auto">
                <span className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                  {staff.email}
                </span>
                <Button type="submit" variant="outline" size="sm">
                  Sign out
                </Button>
              </form>
            </div>
          </PhoneFold>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl p-4 sm:p-6">
        {children}
      </main>
    </div>
  );
}

/** The operator's site switcher: a GET form, so it works without script and the query is the URL. */
function SiteSwitcher() {
  return (
    <form role="search" action={CONSOLE_SITES_PATH} method="get" className="flex gap-2">
      <label htmlFor="site-switch" className="sr-only">
        Switch site
      </label>
      <input
        id="site-switch"
        name="q"
        type="search"
        placeholder="Switch site: name, web address or domain"
        className="field-input w-56 max-w-full px-2 py-1 text-sm"
      />
      <Button type="submit" variant="outline" size="sm">
        Find
      </Button>
    </form>
  );
}
