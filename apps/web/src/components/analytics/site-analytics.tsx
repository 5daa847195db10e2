"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import type { PageTypeSettings } from "@forecourt/core/site/page-type";
import { clickActionFor } from "@forecourt/core/analytics/third-party-tags";
import { useLoadedAfterHydration } from "../ui/on-demand.ts";
import { useConsent } from "./consent.ts";
import { loadTagsAfterInteraction } from "./load-tags.ts";
import type { TagLoaderConfig } from "./tag-window.ts";
import { measureWebVitalsLater } from "./measure-web-vitals.ts";
import { tagGate } from "./tag-gate.ts";
import { configureTracking, trackEvent, trackPageView } from "./track-event.ts";
import type { TrackingConfig } from "./tracking-config.ts";

const loadConsentBanner = () =>
  import("./consent-banner.tsx").then((module) => module.ConsentBanner);

export type SiteAnalyticsProps = {
  tracking: TrackingConfig;
  pages: PageTypeSettings;
  tags: TagLoaderConfig;
  /** Tags wait for the shopper's Accept (settings `analytics.requireConsent`). */
  isConsentRequired: boolean;
  /** Settings `analytics.rumSampleRate`: the share of page loads whose web vitals are sent. */
  rumSampleRate: number;
};

/**
 * Measurement of every storefront page: configures the tracking API for the site, fires the
 * page view by page type on each page (also after client-side navigation), records calls,
 * directions and history-report clicks from the page's markup, and loads the site's
 * third-party tags after the first interaction (with consent where the site asks for it).
 * Vehicle pages fire their own view (the car says whether it is new or used).
 */
export function SiteAnalytics({
  tracking,
  pages,
  tags,
  isConsentRequired,
  rumSampleRate,
}: SiteAnalyticsProps) {
  const pathname = usePathname();
  // During render, not in an effect: child pages' effects run first and may already track.
  configureTracking(tracking);
  const hasTags = tags.tags.length > 0 || tags.manufacturerHook !== null;
  const consent = useConsent();
  const gate = tagGate(hasTags, isConsentRequired, consent);
  // Real visitors' speed waits for consent like the tags, but not for the site to have tags.
  const mayMeasure = tagGate(true, isConsentRequired, consent).mayLoad;

  useEffect(() => trackPageView(pages, pathname), [pathname, pages]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = (event.target as Element | null)?.closest?.("a, button");
      if (!element) return;
      const action = clickActionFor({
        href: element.getAttribute("href"),
        action: element.getAttribute("data-action"),
      });
      if (action)
        trackEvent({ type: action }, { properties: { link_url: element.getAttribute("href") } });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  const { mayLoad } = gate;
  useEffect(() => {
    if (!mayLoad) return;
    return loadTagsAfterInteraction(tags);
  }, [mayLoad, tags]);

  useEffect(() => {
    if (!mayMeasure) return;
    // The page as it loaded: its LCP and TTFB are that document's.
    return measureWebVitalsLater(
      { tracking, pages, sampleRate: rumSampleRate },
      window.location.pathname,
    );
    // Once per page load: a later navigation or settings object does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mayMeasure]);

  // The banner's code comes only to a shopper it asks (a site that requires consent, no answer).
  const isAsking = !gate.mayLoad && gate.reason === "asking-consent";
  const { Loaded: ConsentBanner } = useLoadedAfterHydration(loadConsentBanner, isAsking);
  return ConsentBanner && isAsking ? <ConsentBanner /> : null;
}
