"use client";

import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { Container } from "../ui/section.tsx";
import { NavLinkItem } from "./nav-link-item.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

type SiteFooterProps = {
  siteName: string;
  /** The dealer group the site belongs to (settings `dealershipGroup`), named under the site. */
  dealershipGroup?: string | null;
  /** The primary location's address, where the site has one. */
  address: string | null;
  /** The footer columns, with any links the settings place there. */
  groups: SiteSettings["navigation"]["footer"];
};

/** The site's footer, drawn on the client from these values (the server renders the same HTML). */
export function SiteFooter({ siteName, dealershipGroup, address, groups }: SiteFooterProps) {
  return (
    <HydrateApart>
      <footer className="mt-16 bg-slate-900 text-slate-100">
        <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-lg font-semibold">{siteName}</p>
            {dealershipGroup ? (
              <p className="text-sm text-slate-300">Part of {dealershipGroup}</p>
            ) : null}
            {address ? <p className="mt-2 text-sm text-slate-300">{address}</p> : null}
          </div>
          {groups.map((group) => (
            <section key={group.title} aria-labelledby={`footer-${slug(group.title)}`}>
              <h2 id={`footer-${slug(group.title)}`} className="footer-heading">
                {group.title}
              </h2>
              <ul className="footer-links mt-3 space-y-2">
                {group.links.map((link) => (
                  <NavLinkItem key={`${link.label}-${link.href}`} link={link} />
                ))}
              </ul>
            </section>
          ))}
        </Container>
        <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-300">
          © {siteName}
        </p>
      </footer>
    </HydrateApart>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
