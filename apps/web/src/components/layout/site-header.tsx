import Image from "next/image";
import Link from "next/link";
import type { ResolvedNavLink } from "@forecourt/core/site/links";
import type { Site } from "@forecourt/core/domain/site";
import { brandTheme } from "@forecourt/core/site/brand-colours";
import { Container } from "../ui/section.tsx";
import { NavLinkItem } from "./nav-link-item.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { garageHref } from "@forecourt/core/garage/garage-path";
import { FavouritesCount } from "../garage/favourites-count.tsx";
import { GarageAccount } from "../garage/garage-account.tsx";

type SiteHeaderProps = { site: Site; navigation: ResolvedNavLink[] };

export function SiteHeader({ site, navigation }: SiteHeaderProps) {
  const { branding, header } = site.settings;
  const { hasLogoPlate } = brandTheme(branding.colours, branding.logoInk);
  const hasAccount = site.settings.auth.isEnabled && site.settings.garage.isEnabled;
  return (
    <header className="bg-header text-header-foreground shadow-sm">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Container className="flex flex-wrap items-center justify-between gap-4 py-3">
        <Link
          href="/"
          className={
            hasLogoPlate
              ? "flex items-center gap-3 rounded-md bg-white px-2 py-1"
              : "flex items-center gap-3"
          }
          data-logo-plate={hasLogoPlate || undefined}
        >
          {branding.logoUrl ? (
            <Image
              src={branding.logoUrl}
              alt={`${site.name} home`}
              width={180}
              height={60}
              priority
              className="h-12 w-auto"
            />
          ) : (
            <span className="text-xl font-bold">{site.name}</span>
          )}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {navigation.map((item) =>
              item.children.length > 0 ? (
                <NavDropdown key={item.label} item={item} trigger={header.dropdownTrigger} />
              ) : (
                <NavLinkItem key={item.label} link={item} className="nav-link" />
              ),
            )}
            {hasAccount ? (
              <li>
                <GarageAccount favouritesKey={site.settings.storage.favouritesKey} />
              </li>
            ) : null}
            <li>
              <FavouritesCount
                storageKey={site.settings.storage.favouritesKey}
                href={garageHref(site.settings)}
              />
            </li>
          </ul>
        </nav>
        {/* Below lg: the saved count stays in the bar, the rest is behind the menu button. */}
        <div className="flex items-center gap-1 lg:hidden">
          <FavouritesCount
            storageKey={site.settings.storage.favouritesKey}
            href={garageHref(site.settings)}
            testId="favourites-count-compact"
          />
          <MobileMenu
            navigation={navigation}
            siteName={site.name}
            account={
              hasAccount ? (
                <GarageAccount favouritesKey={site.settings.storage.favouritesKey} />
              ) : null
            }
          />
        </div>
      </Container>
    </header>
  );
}
