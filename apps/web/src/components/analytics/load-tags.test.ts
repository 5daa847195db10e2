import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MANUFACTURER_POLL_MS,
  TAG_IDLE_MS,
  thirdPartyTags,
} from "@forecourt/core/analytics/third-party-tags";
import type { TagLoaderConfig } from "./tag-window.ts";
import { windowTimers } from "../../testing/window-timers.ts";

/**
 * The loader runs in the node test environment against a small stand-in for the page: a window
 * that is an EventTarget with the (fake) timers, and a document head that records the scripts
 * appended to it. The module remembers that it has loaded, so each test imports it afresh. The
 * code that injects the tags is fetched when the moment comes (a dynamic import): `settled`
 * waits for it, as the browser waits for its chunk.
 */

type FakeScript = { async: boolean; src: string; dataset: Record<string, string> };

let scripts: FakeScript[];
let page: EventTarget & Record<string, unknown>;

const CONFIG: TagLoaderConfig = {
  tags: thirdPartyTags({
    googleTagManagerId: "GTM-TEST1",
    googleAnalyticsId: "G-TEST1",
    facebookPixelId: "123",
    collectorEnabled: true,
    requireConsent: false,
    rumSampleRate: 0,
    pageTypes: {},
  }),
  googleAnalyticsId: "G-TEST1",
  facebookPixelId: "123",
  manufacturerHook: null,
};

async function freshLoader() {
  vi.resetModules();
  return import("./load-tags.ts");
}

beforeEach(() => {
  vi.useFakeTimers();
  scripts = [];
  page = Object.assign(new EventTarget() as EventTarget & Record<string, unknown>, windowTimers());
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", {
    createElement: (): FakeScript => ({ async: false, src: "", dataset: {} }),
    head: { append: (script: FakeScript) => scripts.push(script) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const sources = () => scripts.map((script) => script.src);
const settled = () => vi.dynamicImportSettled();

describe("third-party tags load late", () => {
  it("loads nothing before the first interaction or the idle time", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    loadTagsAfterInteraction(CONFIG);
    vi.advanceTimersByTime(TAG_IDLE_MS - 1);
    await settled();
    expect(scripts).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it("loads every configured tag after 3 s idle", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    loadTagsAfterInteraction(CONFIG);
    vi.advanceTimersByTime(TAG_IDLE_MS);
    await settled();
    expect(sources()).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST1",
      "https://www.googletagmanager.com/gtag/js?id=G-TEST1",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(scripts.every((script) => script.async)).toBe(true);
  });

  for (const type of ["scroll", "click", "touchstart", "keydown"]) {
    it(`loads at once on the first ${type}, and only once`, async () => {
      const { loadTagsAfterInteraction } = await freshLoader();
      loadTagsAfterInteraction(CONFIG);
      page.dispatchEvent(new Event(type));
      // A second interaction while the code is on its way fetches it no second time.
      page.dispatchEvent(new Event("click"));
      await settled();
      expect(scripts).toHaveLength(3);
      // Later interactions, the idle timer and a second set-up add nothing.
      page.dispatchEvent(new Event(type));
      page.dispatchEvent(new Event("click"));
      vi.advanceTimersByTime(TAG_IDLE_MS * 2);
      loadTagsAfterInteraction(CONFIG);
      page.dispatchEvent(new Event("scroll"));
      await settled();
      expect(scripts).toHaveLength(3);
    });
  }

  it("loads nothing when the cleanup ran first (the page went away)", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    const cleanup = loadTagsAfterInteraction(CONFIG);
    cleanup();
    page.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(TAG_IDLE_MS);
    await settled();
    expect(scripts).toEqual([]);
  });

  it("sets nothing up for a site with no tags", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    loadTagsAfterInteraction({
      tags: [],
      googleAnalyticsId: null,
      facebookPixelId: null,
      manufacturerHook: null,
    });
    page.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(TAG_IDLE_MS);
    await settled();
    expect(scripts).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it("queues GTM's start, gtag's config and the pixel's init when it loads", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    loadTagsAfterInteraction(CONFIG);
    page.dispatchEvent(new Event("keydown"));
    await settled();
    const dataLayer = page.dataLayer as unknown[];
    expect(dataLayer[0]).toMatchObject({ event: "gtm.js" });
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toContain(
      "config",
    );
    expect((page.fbq as { queue: unknown[] }).queue).toEqual([["init", "123"]]);
  });
});

describe("our events reach the tags", () => {
  const entry = (event: string) => ({
    event,
    website_slug: "demo",
    facebookEventName: "Lead",
    value: 1,
  });

  it("only once they are on the page, the earlier ones first", async () => {
    const { forwardToTags, loadTagsAfterInteraction } = await freshLoader();
    const dataLayer: unknown[] = [entry("page_view")];
    page.dataLayer = dataLayer;
    loadTagsAfterInteraction(CONFIG);
    // Recorded before the tags came: nothing is on the page to take it yet.
    forwardToTags(entry("search"));
    expect(page.gtag).toBeUndefined();
    page.dispatchEvent(new Event("scroll"));
    await settled();
    forwardToTags(entry("generate_lead"));
    const gtagEvents = dataLayer
      .map((item) => Array.from(item as ArrayLike<unknown>))
      .filter((args) => args[0] === "event")
      .map((args) => args[1]);
    expect(gtagEvents).toEqual(["page_view", "generate_lead"]);
    expect((page.fbq as { queue: unknown[][] }).queue.map((args) => args[0])).toEqual([
      "init",
      "track",
      "track",
    ]);
  });

  it("sends Meta no visitor, session, device or lead id, and the tag manager all of them", async () => {
    const { forwardToTags, loadTagsAfterInteraction } = await freshLoader();
    const dataLayer: unknown[] = [];
    page.dataLayer = dataLayer;
    loadTagsAfterInteraction(CONFIG);
    page.dispatchEvent(new Event("scroll"));
    await settled();
    const ids = { anon_id: "a1", session_id: "s1", device_id: "d1", lead_id: "l1" };
    forwardToTags({ ...entry("generate_lead"), ...ids });
    const [, name, params] = (page.fbq as { queue: unknown[][] }).queue.at(-1)!;
    expect(name).toBe("Lead");
    expect(params).toEqual({ website_slug: "demo", value: 1 });
    const gtag = dataLayer.map((item) => Array.from(item as ArrayLike<unknown>)).at(-1)!;
    expect(gtag[2]).toMatchObject(ids);
  });
});

describe("the manufacturer's page-bottom hook", () => {
  const withHook: TagLoaderConfig = { ...CONFIG, tags: [], manufacturerHook: "pageBottom" };

  it("is polled for every 300 ms, called once, then no longer polled", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    const hook = vi.fn();
    loadTagsAfterInteraction(withHook);
    page.dispatchEvent(new Event("scroll"));
    await settled();
    vi.advanceTimersByTime(MANUFACTURER_POLL_MS * 3);
    expect(hook).not.toHaveBeenCalled();
    // The manufacturer's script defines the hook; the next poll, no sooner, calls it.
    page.pageBottom = hook;
    vi.advanceTimersByTime(MANUFACTURER_POLL_MS - 1);
    expect(hook).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hook).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MANUFACTURER_POLL_MS * 20);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is not looked for before the tags load", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    const hook = vi.fn();
    page.pageBottom = hook;
    loadTagsAfterInteraction(withHook);
    vi.advanceTimersByTime(TAG_IDLE_MS - 1);
    await settled();
    expect(hook).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settled();
    vi.advanceTimersByTime(MANUFACTURER_POLL_MS);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it("is given up after a bounded number of polls when it never appears", async () => {
    const { loadTagsAfterInteraction } = await freshLoader();
    loadTagsAfterInteraction(withHook);
    page.dispatchEvent(new Event("click"));
    await settled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(MANUFACTURER_POLL_MS * 100);
    expect(vi.getTimerCount()).toBe(0);
  });
});
