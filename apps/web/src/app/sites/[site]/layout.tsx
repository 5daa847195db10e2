import { brandTheme } from "@forecourt/core/site/brand-colours";
import { focusRing } from "@forecourt/core/site/focus-ring";
import type { Metadata, Viewport } from "next";
import { getSite } from "@/server/queries/site";
import { shareImageUrl, TWITTER_CARD } from "@/server/share-image";
import { siteOrigin } from "@/server/site-url";
import "../../globals.css";

type SiteRootLayoutProps = { children: React.ReactNode; params: Promise<{ site: string }> };

// Pages are rendered on first request and then served from cache until their tags change.
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function generateMetadata({ params }: SiteRootLayoutProps): Promise<Metadata> {
  const site = await getSite((await params).site);
  if (!site) return { title: "Page not found", robots: { index: false } };
  const { branding } = site.settings;
  const banner = shareImageUrl(branding.bannerUrl, site.name);
  return {
    // Relative canonical and share-image URLs resolve against the site's own origin.
    metadataBase: siteOrigin(site),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: branding.tagline ?? `${site.name}: browse stock, enquire and book a test drive.`,
    icons: branding.faviconUrl ? { icon: branding.faviconUrl } : undefined,
    openGraph: {
      siteName: site.name,
      type: "website",
      images: banner ? [banner] : undefined,
    },
    twitter: TWITTER_CARD,
  };
}

export async function generateViewport({ params }: SiteRootLayoutProps): Promise<Viewport> {
  const site = await getSite((await params).site);
  return { themeColor: site?.settings.branding.colours.header ?? "#ffffff" };
}

/**
 * The document of every site page: language and brand colours. An unknown site still gets a
 * document here, so its 404 (./not-found.tsx) renders as a page rather than an error.
 */
export default async function SiteRootLayout({ children, params }: SiteRootLayoutProps) {
  const site = await getSite((await params).site);
  // Every foreground is checked against its background; a failing one is replaced (core).
  const colours = site ? brandTheme(site.settings.branding.colours) : undefined;
  // Two bands that keep 3:1 on whatever the focused control sits on (core).
  const ring = colours ? focusRing(colours.accent) : undefined;
  const theme =
    colours && ring
      ? ({
          "--brand-primary": colours.primary,
          "--brand-primary-foreground": colours.primaryForeground,
          "--brand-primary-hover": colours.primaryHover,
          "--brand-accent": colours.accent,
          "--brand-accent-foreground": colours.accentForeground,
          "--brand-header": colours.header,
          "--brand-header-foreground": colours.headerForeground,
          "--focus-ring": ring.outer,
          "--focus-ring-inner": ring.inner,
        } as React.CSSProperties)
      : undefined;
  return (
    <html lang={site?.settings.locale ?? "en"} style={theme}>
      <body data-site={site?.slug} data-template={site?.settings.template}>
        {children}
      </body>
    </html>
  );
}
