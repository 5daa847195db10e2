import type { VehicleImageKind } from "../images/vehicle-kinds.ts";
import { slugify } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";

type DemoModel = {
  slug: string;
  name: string;
  kind: VehicleImageKind;
  body: string;
  fuel: string | null;
  position: number;
  make: string;
  model: string;
  badges: string[];
};

/** The site's model range: each make and model of its catalogue once, in catalogue order. */
export function modelsOf(site: DemoSite): DemoModel[] {
  const seen = new Map<string, DemoModel>();
  site.catalogue.forEach((entry) => {
    const name = `${entry.make} ${entry.model}`;
    const slug = slugify(name);
    if (!seen.has(slug))
      seen.set(slug, {
        slug,
        name,
        kind: entry.kind,
        body: entry.body,
        fuel: entry.fuel,
        position: seen.size,
        make: entry.make,
        model: entry.model,
        badges: entry.badges,
      });
  });
  return [...seen.values()];
}
