import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentInput } from "@forecourt/core/content/content-input";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import type { DatabaseHandle } from "../../client.ts";
import { media } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listOffers } from "../content/list-offers.ts";
import { publishContent } from "../content/write-content.ts";
import { listLibraryAltTexts, mediaUrlOf } from "./media-library.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
const NOW = new Date("2026-11-29T04:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "alts" });
  other = await createLeadTestSite(handle.db, { slug: "alts-other" });
  await handle.db.insert(media).values([
    {
      id: `library/${site.id}/red.png`,
      contentType: "image/png",
      websiteId: site.id,
      altText: "Red hatch at the door",
    },
    {
      id: `library/${other.id}/blue.png`,
      contentType: "image/png",
      websiteId: other.id,
      altText: "Blue ute",
    },
  ]);
});

afterAll(async () => {
  await handle?.close();
});

async function offer(slug: string, imageUrl: string) {
  const parsed = parseContentInput("offer", slug, { title: slug, image_url: imageUrl });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  await publishContent(handle.db, {
    websiteId: site.id,
    kind: "offer",
    target: {},
    slug,
    input: parsed.input,
  });
}

describe("library images keep their alt text on the site", () => {
  it("an offer's library image is described by the library; another site's file or an outside URL is not", async () => {
    await offer("red-deal", mediaUrlOf(`library/${site.id}/red.png`));
    await offer("borrowed", mediaUrlOf(`library/${other.id}/blue.png`));
    await offer("outside", "https://cdn.example.com/red.png");
    const shown = await listOffers(
      handle.db,
      stockScopeFor(site.id, siteSettingsSchema.parse({}), NOW),
      NOW,
    );
    expect(Object.fromEntries(shown.map((o) => [o.slug, o.imageAlt]))).toEqual({
      "red-deal": "Red hatch at the door",
      borrowed: "",
      outside: "",
    });
  });

  it("reads the descriptions of the URLs asked for, by URL", async () => {
    const alts = await listLibraryAltTexts(handle.db, site.id, [
      mediaUrlOf(`library/${site.id}/red.png`),
      null,
      "https://cdn.example.com/x.png",
    ]);
    expect([...alts]).toEqual([[`/media/library/${site.id}/red.png`, "Red hatch at the door"]]);
  });
});
