import type * as ReactModule from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";
import type { SiteAnalyticsProps } from "./site-analytics.tsx";

/**
 * SiteAnalytics as React runs it on the shopper's page, in the node test environment: its hooks
 * are stood in for by a renderer of one component that runs an effect when its dependencies
 * change (cleanups are not run: the page is never left) and reads the consent store as the
 * browser does after hydration. The real consent store (consent.ts) is used, over a stand-in
 * window with localStorage. What it starts is recorded: real visitors' speed
 * (measureWebVitalsLater) and the tags, whose loaders are stood in for.
 */

const hooks = vi.hoisted(() => ({ deps: [] as (readonly unknown[] | undefined)[], index: 0 }));
const started = vi.hoisted(() => ({ measuring: [] as unknown[][], tags: 0 }));

vi.mock("react", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactModule>()),
  useEffect: (effect: () => unknown, deps?: readonly unknown[]) => {
    const index = hooks.index++;
    const before = hooks.deps[index];
    const isChanged = !deps || !before || deps.some((value, n) => !Object.is(value, before[n]));
    if (!isChanged) return;
    hooks.deps[index] = deps;
    effect();
  },
  useSyncExternalStore: (_subscribe: unknown, getSnapshot: () => unknown) => getSnapshot(),
}));
vi.mock("next/navigation", () => ({ usePathname: () => "/" }));
vi.mock("../ui/on-demand.ts", () => ({ useLoadedAfterHydration: () => ({ Loaded: null }) }));
vi.mock("./track-event.ts", () => ({
  configureTracking: () => {},
  trackEvent: () => {},
  trackPageView: () => {},
}));
vi.mock("./load-tags.ts", () => ({
  loadTagsAfterInteraction: () => {
    started.tags += 1;
    return () => {};
  },
}));
vi.mock("./measure-web-vitals.ts", () => ({
  measureWebVitalsLater: (...args: unknown[]) => {
    started.measuring.push(args);
    return () => {};
  },
}));

const props = (isConsentRequired: boolean): SiteAnalyticsProps => ({
  tracking: { websiteSlug: "north", isCollectorEnabled: true, splitTest: null },
  pages: defaultSiteSettings(),
  // No third-party tags: speed is measured whether or not the site has any.
  tags: { tags: [], googleAnalyticsId: null, facebookPixelId: null, manufacturerHook: null },
  isConsentRequired,
  rumSampleRate: 0.25,
});

let storage: Map<string, string>;

/** A fresh page: SiteAnalytics and the consent store as first loaded, and a render function. */
async function freshPage() {
  vi.resetModules();
  hooks.deps = [];
  const { SiteAnalytics } = await import("./site-analytics.tsx");
  const { storeConsent } = await import("./consent.ts");
  const render = (input: SiteAnalyticsProps) => {
    hooks.index = 0;
    return SiteAnalytics(input);
  };
  return { render, storeConsent };
}

beforeEach(() => {
  started.measuring = [];
  started.tags = 0;
  storage = new Map();
  const page = Object.assign(new EventTarget(), {
    location: { pathname: "/cars/2024-toyota-corolla" },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  });
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", new EventTarget());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("real visitors' speed where the site requires consent", () => {
  it("starts no measuring before the shopper accepts, and starts it once after", async () => {
    const { render, storeConsent } = await freshPage();
    const site = props(true);
    render(site);
    render(site);
    expect(started.measuring).toEqual([]);

    storeConsent("granted");
    render(site);
    expect(started.measuring).toEqual([
      [
        { tracking: site.tracking, pages: site.pages, sampleRate: 0.25 },
        "/cars/2024-toyota-corolla",
      ],
    ]);
    render(site);
    expect(started.measuring).toHaveLength(1);
  });

  it("starts none when the shopper declines", async () => {
    const { render, storeConsent } = await freshPage();
    const site = props(true);
    render(site);
    storeConsent("denied");
    render(site);
    render(site);
    expect(started.measuring).toEqual([]);
  });

  it("starts at once on a later page when the shopper accepted before", async () => {
    storage.set("forecourt:tag-consent", "granted");
    const { render } = await freshPage();
    render(props(true));
    expect(started.measuring).toHaveLength(1);
  });
});

describe("real visitors' speed where the site does not require consent", () => {
  it("starts measuring on the first render, with no answer from the shopper", async () => {
    const { render } = await freshPage();
    render(props(false));
    expect(started.measuring).toHaveLength(1);
    expect(started.measuring[0]?.[0]).toMatchObject({ sampleRate: 0.25 });
    // The site has no tags, so none load; speed does not wait for them.
    expect(started.tags).toBe(0);
  });
});
