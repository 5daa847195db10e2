import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";
import { windowTimers } from "../../testing/window-timers.ts";
import type { WebVitalsConfig } from "./measure-web-vitals.ts";

/**
 * The measuring code runs in the node test environment against a small stand-in for the page:
 * a window and a document that are EventTargets (the window with the fake timers) and a
 * navigator whose sendBeacon records what it is given. The `web-vitals` library is replaced by
 * one that counts how often it is loaded and keeps the callbacks it is given, so a test reports
 * the page's metrics itself. The module remembers that it has started, so each test imports it
 * afresh.
 */

type Reporter = (metric: { name: string; value: number }) => void;

const library = vi.hoisted(() => ({
  loads: 0,
  reporters: new Map<string, Reporter>(),
}));

vi.mock("web-vitals", () => {
  library.loads += 1;
  const on = (name: string) => (report: Reporter) => void library.reporters.set(name, report);
  return { onLCP: on("LCP"), onINP: on("INP"), onCLS: on("CLS"), onTTFB: on("TTFB") };
});

const PAGES = defaultSiteSettings();
const PATH = "/cars/2024-toyota-corolla";
const config = (sampleRate: number, isCollectorEnabled = true): WebVitalsConfig => ({
  tracking: { websiteSlug: "north", isCollectorEnabled, splitTest: null },
  pages: PAGES,
  sampleRate,
});

let page: EventTarget & Record<string, unknown>;
let doc: EventTarget & { visibilityState: string; referrer: string; cookie: string };
let beacons: { path: string; body: Blob }[];

async function freshModule() {
  vi.resetModules();
  return import("./measure-web-vitals.ts");
}

beforeEach(() => {
  vi.useFakeTimers();
  library.loads = 0;
  library.reporters.clear();
  beacons = [];
  page = Object.assign(new EventTarget() as EventTarget & Record<string, unknown>, windowTimers());
  doc = Object.assign(new EventTarget(), { visibilityState: "visible", referrer: "", cookie: "" });
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("location", new URL(`https://north.test${PATH}`));
  vi.stubGlobal("navigator", {
    sendBeacon: (path: string, body: Blob) => beacons.push({ path, body }) > 0,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settled = () => vi.dynamicImportSettled();

/** Everything a page does that would start or flush measuring: touched, measured, then left. */
async function useThenLeave() {
  for (const type of ["scroll", "click", "touchstart", "keydown", "pointerdown"]) {
    page.dispatchEvent(new Event(type));
  }
  vi.advanceTimersByTime(60_000);
  await settled();
  // Were the library loaded, it would have these to report by now.
  for (const [name, report] of library.reporters) report({ name, value: 100 });
  doc.visibilityState = "hidden";
  doc.dispatchEvent(new Event("visibilitychange"));
  page.dispatchEvent(new Event("pagehide"));
}

describe("real visitors' speed is sampled", () => {
  it("sends nothing and never loads web-vitals on a page load outside the sample", async () => {
    const { measureWebVitalsLater } = await freshModule();
    // A draw at the rate is outside it (isSampled: draw < rate).
    measureWebVitalsLater(config(0.1), PATH, 0.1);
    await useThenLeave();
    expect(library.loads).toBe(0);
    expect(beacons).toEqual([]);
  });

  it("sends nothing on a site whose rate is 0, whatever the draw", async () => {
    const { measureWebVitalsLater } = await freshModule();
    measureWebVitalsLater(config(0), PATH, 0);
    await useThenLeave();
    expect(library.loads).toBe(0);
    expect(beacons).toEqual([]);
  });

  it("sends nothing without the collector, even at a rate of 1", async () => {
    const { measureWebVitalsLater } = await freshModule();
    measureWebVitalsLater(config(1, false), PATH, 0);
    await useThenLeave();
    expect(library.loads).toBe(0);
    expect(beacons).toEqual([]);
  });
});

describe("a sampled page load", () => {
  it("loads web-vitals at the first interaction, not while the page sits untouched", async () => {
    const { measureWebVitalsLater } = await freshModule();
    measureWebVitalsLater(config(0.1), PATH, 0.0999);
    vi.advanceTimersByTime(10 * 60_000);
    await settled();
    expect(library.loads).toBe(0);
    expect(library.reporters.size).toBe(0);

    page.dispatchEvent(new Event("pointerdown"));
    // A second interaction while the code is on its way starts nothing more.
    page.dispatchEvent(new Event("keydown"));
    await settled();
    expect(library.loads).toBe(1);
    expect([...library.reporters.keys()].sort()).toEqual(["CLS", "INP", "LCP", "TTFB"]);
  });

  it("sends its vitals as one beacon to the collector when the page is hidden, not before", async () => {
    const { measureWebVitalsLater } = await freshModule();
    measureWebVitalsLater(config(0.5), PATH, 0.2);
    page.dispatchEvent(new Event("scroll"));
    await settled();
    const report = (name: string, value: number) => library.reporters.get(name)!({ name, value });
    report("TTFB", 310);
    report("LCP", 2100);
    report("CLS", 0.02);
    // CLS grows: the later value replaces the earlier one.
    report("CLS", 0.05);
    vi.advanceTimersByTime(60_000);
    page.dispatchEvent(new Event("click"));
    await settled();
    expect(beacons).toEqual([]);

    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(beacons.map((beacon) => beacon.path)).toEqual(["/api/events"]);
    const sent = JSON.parse(await beacons[0]!.body.text());
    expect(sent.event.category).toBe("web_vitals");
    expect(sent.event.event_properties.page_type).toBe("vehicle");
    expect(sent.event.event_properties.metrics).toEqual([
      { name: "TTFB", value: 310 },
      { name: "LCP", value: 2100 },
      { name: "CLS", value: 0.05 },
    ]);
    // Leaving after that sends nothing new.
    page.dispatchEvent(new Event("pagehide"));
    expect(beacons).toHaveLength(1);
  });

  it("loads nothing when the cleanup ran first (the page went away)", async () => {
    const { measureWebVitalsLater } = await freshModule();
    const cleanup = measureWebVitalsLater(config(1), PATH, 0);
    cleanup();
    await useThenLeave();
    expect(library.loads).toBe(0);
    expect(beacons).toEqual([]);
  });
});
