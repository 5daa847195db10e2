import { MANUFACTURER_BODIES } from "@forecourt/core/domain/model";
import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { modelsOf } from "./demo-models.ts";
import { mediaUrl, modelMediaId } from "./media-ids.ts";

/** The site's model range, one entry per make and model in its catalogue, with its picture. */
export async function seedRangeModels(db: Database, site: DemoSite, websiteId: number) {
  await db.insert(schema.rangeModels).values(
    modelsOf(site).map((m) => ({
      websiteId,
      slug: m.slug,
      name: m.name,
      description: `The ${m.name}: ${m.body.toLowerCase()} built for Australian conditions. Explore layouts, specifications and stock.`,
      manufacturerName: m.make,
      bodies: [manufacturerBody(m.body) ?? m.body],
      // A caravan or camper with an Outback variant is built for off-grid touring too.
      manufacturerBody2:
        manufacturerBody(m.body) && m.body !== "Off-Grid" && m.badges.includes("Outback")
          ? "OFF-GRID"
          : null,
      // Its accessories are the maker's own (spec §4's manufacturer 11 for the RV site's make).
      aftermarketManufacturerId: manufacturerBody(m.body) ? RV_ACCESSORIES_MANUFACTURER_ID : null,
      bodyStyles: [m.body],
      fuels: m.fuel ? [m.fuel] : [],
      variant: null,
      imageUrl: mediaUrl(modelMediaId(site.slug, m.slug)),
      imageThumbUrl: mediaUrl(modelMediaId(site.slug, m.slug)),
      isNew: m.position % 4 === 0,
      accessoriesCount: (m.position * 7) % 23,
      position: m.position,
    })),
  );
}

const RV_ACCESSORIES_MANUFACTURER_ID = 11;

function manufacturerBody(body: string): string | undefined {
  return MANUFACTURER_BODIES.find((b) => b.toLowerCase() === body.toLowerCase());
}
