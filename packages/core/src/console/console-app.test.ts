import { describe, expect, it } from "vitest";
import {
  CONSOLE_OFFLINE_PATH,
  CONSOLE_SHELL_PATHS,
  consoleManifest,
  consoleRequestPolicy,
} from "./console-app.ts";

const ORIGIN = "http://localhost:3000";
const policy = (path: string, mode = "cors", method = "GET", origin = ORIGIN) =>
  consoleRequestPolicy({ url: `${origin}${path}`, mode, method }, ORIGIN, CONSOLE_SHELL_PATHS);

describe("consoleRequestPolicy", () => {
  it("sends a page to the network only, whichever page it is", () => {
    expect(policy("/console", "navigate")).toBe("navigate");
    expect(policy("/console/leads/abc", "navigate")).toBe("navigate");
    expect(policy(CONSOLE_OFFLINE_PATH, "navigate")).toBe("navigate");
  });

  it("keeps built assets and the shell's own files", () => {
    expect(policy("/_next/static/chunks/app.js", "no-cors")).toBe("shell");
    expect(policy("/console/icon-192.png", "no-cors")).toBe("shell");
    expect(policy(CONSOLE_OFFLINE_PATH)).toBe("shell");
  });

  it("never keeps data: an API answer, a page's data fetch, a posted form, another origin", () => {
    expect(policy("/api/console/push-subscriptions")).toBe("network");
    expect(policy("/console/leads?_rsc=1")).toBe("network");
    expect(policy("/console/icon-192.png?x=1")).toBe("network");
    expect(policy("/console/leads", "same-origin", "POST")).toBe("network");
    expect(policy("/_next/static/a.js", "cors", "GET", "https://cdn.example")).toBe("network");
  });

  it("can run from its own source, as the worker runs it", () => {
    const copy = new Function(
      `return (${consoleRequestPolicy.toString()})`,
    )() as typeof consoleRequestPolicy;
    const asset = { url: `${ORIGIN}/_next/static/x.css`, mode: "no-cors", method: "GET" };
    expect(copy(asset, ORIGIN, CONSOLE_SHELL_PATHS)).toBe("shell");
  });
});

describe("consoleManifest", () => {
  it("starts at the console, scoped to it, standalone, with a maskable icon and both sizes", () => {
    const manifest = consoleManifest();
    expect(manifest).toMatchObject({
      name: "Forecourt console",
      start_url: "/console",
      scope: "/console",
      display: "standalone",
    });
    const sizes = manifest.icons.filter((i) => i.purpose === "any").map((i) => i.sizes);
    expect(sizes).toEqual(["192x192", "512x512"]);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
