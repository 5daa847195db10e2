import type { Site } from "@forecourt/core/domain/site";
import type { Location } from "@forecourt/core/domain/location";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { Container } from "../ui/section.tsx";
import { NavLinkItem } from "./nav-link-item.tsx";

type SiteFooterProps = {
  site: Site;
  /** The footer columns, with any links the settings place there. */
  groups: SiteSettings["navigation"]["footer"];
  locations: Location[];
};

export function SiteFooter({ site, groups, locations }: SiteFooterProps) {
  const primary = locations.find((location) => location.isPrimary) ?? locations[0];
  return (
    <footer className="mt-16 bg-slate-900 text-slate-100">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold">{site.name}</p>
          {primary ? <p className="mt-2 text-sm text-slate-300">{primary.address.full}</p> : null}
        </div>
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`footer-${slug(group.title)}`}>
            <h2 id={`footer-${slug(group.title)}`} className="footer-heading">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <NavLinkItem
                  key={`${link.label}-${link.href}`}
                  link={link}
                  className="footer-link"
                />
              ))}
            </ul>
          </section>
        ))}
      </Container>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-300">
        © {site.name}
      </p>
    </footer>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
