import { withFinanceLinks } from "@forecourt/core/site/finance-links";
import { runningSplitTest } from "@forecourt/core/analytics/split-test";
import { thirdPartyTags } from "@forecourt/core/analytics/third-party-tags";
import { whatsappHref } from "@forecourt/core/chat/whatsapp";
import { resolveNavigation } from "@forecourt/core/site/links";
import { brandTheme } from "@forecourt/core/site/brand-colours";
import { garageHref } from "@forecourt/core/garage/garage-path";
import { SiteChat } from "@/components/chat/site-chat";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VisitTracker } from "@/components/forms/visit-tracker";
import { SiteAnalytics } from "@/components/analytics/site-analytics";
import { getContactFormSite } from "@/server/queries/forms";
import { getLocations, getRangeModels } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";

type StorefrontLayoutProps = { children: React.ReactNode; params: Promise<{ site: string }> };

/** What the site's analytics, consent question and tags are told of its settings. */
function analyticsOf(site: Awaited<ReturnType<typeof requireSite>>) {
  const { analytics } = site.settings;
  return {
    tracking: {
      websiteSlug: site.slug,
      isCollectorEnabled: analytics.collectorEnabled,
      splitTest: runningSplitTest(site.settings.experiments.splitTest),
    },
    pages: {
      paths: site.settings.paths,
      analytics: { pageTypes: analytics.pageTypes },
    },
    tags: {
      tags: thirdPartyTags(analytics),
      googleAnalyticsId: analytics.googleAnalyticsId ?? null,
      facebookPixelId: analytics.facebookPixelId ?? null,
      manufacturerHook: analytics.manufacturerTag ?? null,
    },
    isConsentRequired: analytics.requireConsent,
    rumSampleRate: analytics.rumSampleRate,
  };
}

/** Header and footer of a known site; an unknown site ends at the parent's 404. */
export default async function StorefrontLayout({ children, params }: StorefrontLayoutProps) {
  const site = await requireSite((await params).site);
  const [models, locations] = await Promise.all([getRangeModels(site.id), getLocations(site.id)]);
  const menus = withFinanceLinks(site.settings);
  const navigation = resolveNavigation(menus.header, { models });
  const { chat, branding } = site.settings;
  const primaryLocation = locations.find((location) => location.isPrimary) ?? locations[0];
  // The chat's form needs the site's lead settings and locations, not its stock.
  const chatSite = chat.provider === "none" ? null : await getContactFormSite(site);
  return (
    <>
      {/* First, so the cookie question (the only thing it shows) is first in the tab order. */}
      <SiteAnalytics {...analyticsOf(site)} />
      <SiteHeader
        siteName={site.name}
        logoUrl={branding.logoUrl ?? null}
        hasLogoPlate={brandTheme(branding.colours, branding.logoInk).hasLogoPlate}
        dropdownTrigger={site.settings.header.dropdownTrigger}
        navigation={navigation}
        favouritesKey={site.settings.storage.favouritesKey}
        viewsKey={site.settings.storage.viewsKey}
        garageHref={garageHref(site.settings)}
        hasAccount={site.settings.auth.isEnabled && site.settings.garage.isEnabled}
      />
      <main id="main">{children}</main>
      <SiteFooter
        siteName={site.name}
        dealershipGroup={site.settings.dealershipGroup ?? null}
        address={primaryLocation?.address.full ?? null}
        groups={menus.footer}
      />
      <VisitTracker />
      {chatSite && chat.provider !== "none" ? (
        <SiteChat
          provider={chat.provider}
          greeting={chat.greeting}
          whatsappHref={whatsappHref(chat.whatsappNumber)}
          scriptUrl={chat.scriptUrl ?? null}
          launcherSelector={chat.launcherSelector ?? null}
          site={chatSite}
        />
      ) : null}
    </>
  );
}
