"use client";

import { AppLink } from "@/components/app-link";
import type { ResolvedNavLink } from "@forecourt/core/site/links";
import { OptimisedImage } from "../ui/optimised-image.tsx";
import { Container } from "../ui/section.tsx";
import { NavLinkItem } from "./nav-link-item.tsx";
import { LazyMobileMenu } from "./lazy-mobile-menu.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { FavouritesCount } from "../garage/favourites-count.tsx";
import { HeaderAccount } from "../garage/header-account.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

type SiteHeaderProps = {
  siteName: string;
  logoUrl: string | null;
  /** The logo sits on a light plate where it would not read on the header colour. */
  hasLogoPlate: boolean;
  dropdownTrigger: "hover" | "click";
  navigation: ResolvedNavLink[];
  favouritesKey: string;
  /** The recently viewed list, which signing out empties. */
  viewsKey: string;
  /** My Garage's saved cars, where the site has a garage. */
  garageHref: string | null;
  /** Sign-in and My Garage in the header (both enabled). */
  hasAccount: boolean;
};

/** The site's logo (or its name) linking home, on a white plate where the logo needs one. */
function HeaderLogo({
  siteName,
  logoUrl,
  hasLogoPlate,
}: Pick<SiteHeaderProps, "siteName" | "logoUrl" | "hasLogoPlate">) {
  return (
    <AppLink
      href="/"
      className={
        hasLogoPlate
          ? "flex items-center gap-3 rounded-md bg-white px-2 py-1"
          : "flex items-center gap-3"
      }
      data-logo-plate={hasLogoPlate || undefined}
    >
      {logoUrl ? (
        <OptimisedImage
          src={logoUrl}
          alt={`${siteName} home`}
          width={180}
          height={60}
          priority
          className="h-12 w-auto"
        />
      ) : (
        <span className="text-xl font-bold">{siteName}</span>
      )}
    </AppLink>
  );
}

/** From lg: the menu, the account and the saved count in one row. */
function MainNav(props: SiteHeaderProps) {
  const { navigation, dropdownTrigger, hasAccount, favouritesKey, viewsKey, garageHref } = props;
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex flex-wrap items-center gap-1">
        {navigation.map((item) =>
          item.children ? (
            <NavDropdown key={item.label} item={item} trigger={dropdownTrigger} />
          ) : (
            <NavLinkItem key={item.label} link={item} className="nav-link" />
          ),
        )}
        {hasAccount ? (
          <li>
            <HeaderAccount favouritesKey={favouritesKey} viewsKey={viewsKey} />
          </li>
        ) : null}
        <li>
          <FavouritesCount storageKey={favouritesKey} href={garageHref} />
        </li>
      </ul>
    </nav>
  );
}

/** Below lg: sign-in and the saved count in the bar, the rest behind the menu. */
function CompactBar(props: SiteHeaderProps) {
  const { navigation, siteName, hasAccount, favouritesKey, viewsKey, garageHref } = props;
  return (
    <div className="flex items-center lg:hidden">
      {hasAccount ? (
        <HeaderAccount
          favouritesKey={favouritesKey}
          viewsKey={viewsKey}
          compact
          accountHref={garageHref}
        />
      ) : null}
      <FavouritesCount
        storageKey={favouritesKey}
        href={garageHref}
        testId="favourites-count-compact"
        compact
      />
      <LazyMobileMenu
        navigation={navigation}
        siteName={siteName}
        account={
          hasAccount ? <HeaderAccount favouritesKey={favouritesKey} viewsKey={viewsKey} /> : null
        }
      />
    </div>
  );
}

/**
 * The site's header, drawn on the client from these values so that the page's component payload
 * carries the menu once as data rather than as markup (the server renders the same HTML).
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { siteName, logoUrl, hasLogoPlate } = props;
  return (
    <HydrateApart>
      <header className="bg-header text-header-foreground shadow-sm">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Container className="flex flex-wrap items-center justify-between gap-x-2 gap-y-4 py-3 lg:gap-x-4">
          <HeaderLogo siteName={siteName} logoUrl={logoUrl} hasLogoPlate={hasLogoPlate} />
          <MainNav {...props} />
          {/* Below lg: sign-in and the saved count stay in the bar, the rest is behind the menu. */}
          <CompactBar {...props} />
        </Container>
      </header>
    </HydrateApart>
  );
}
