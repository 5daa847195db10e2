import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { loopback } from "./loopback.ts";

type DemoSite = (typeof DEMO_SITES)[number];

/** The demo sites a `--sites` option names (comma-separated slugs), or an error naming the rest. */
export function demoSitesOption(value: string): DemoSite[] {
  return value.split(",").map((slug) => {
    const site = DEMO_SITES.find((s) => s.slug === slug.trim());
    if (!site) {
      throw new Error(
        `--sites: unknown demo site "${slug}" (known: ${DEMO_SITES.map((s) => s.slug).join(", ")})`,
      );
    }
    return site;
  });
}

/** A demo site's default search page: `{paths.search}/{search.defaultSlug}`. */
export function defaultSearchPath(site: DemoSite): string {
  return `${site.settings.paths?.search ?? "/search"}/${site.settings.search?.defaultSlug ?? "new-used-and-demo-cars"}`;
}

/** A site's vehicle page: the first car linked from its home page, or null when none is. */
export async function firstVehiclePath(port: number, site: DemoSite): Promise<string | null> {
  const base = site.settings.paths?.vehicleBase ?? "/cars";
  const home = await loopback(port, {
    host: `${site.slug}.localhost:${port}`,
    path: "/",
    timeoutMs: 60_000,
  });
  const match = new RegExp(`href="(${base}/[A-Za-z0-9_-]+)"`).exec(home.body);
  return match?.[1] ?? null;
}
