import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAR_PHOTO_MAX_BYTES } from "@forecourt/core/stock/car-photo";
import type { DatabaseHandle } from "@forecourt/db/client";
import { databaseMediaStore } from "@forecourt/db/media/database-media-store";
import { getCarImageSources } from "@forecourt/db/repositories/stock/get-car-image-sources";
import { staffAuditLog } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { phonePhoto } from "../../testing/phone-photo.ts";
import { addCarPhotos } from "./add-car-photos.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let staff: TwoSiteStaff;
let carId: number;
const now = new Date("2026-03-02T12:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "photo-north" });
  const south = await createLeadTestSite(handle.db, { slug: "photo-south" });
  staff = await createTwoSiteStaff(handle.db, site, south);
  carId = await createTestCar(handle.db, site, {
    year: 2021,
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
  });
});

afterAll(async () => {
  await handle.close();
});

describe("photos from a phone added to a car", () => {
  it("stores each upright without GPS, with alt text from the car; a photo over the limit is named and the others kept", async () => {
    const store = databaseMediaStore(handle.db);
    const result = await addCarPhotos(handle.db, store, {
      websiteId: site.id,
      carId,
      actor: staff.northAdmin,
      photos: [
        { name: "IMG_0001.JPG", bytes: await phonePhoto(400, 200) },
        { name: "IMG_0002.JPG", bytes: Buffer.alloc(CAR_PHOTO_MAX_BYTES + 1) },
        { name: "IMG_0003.JPG", bytes: await phonePhoto(600, 300) },
      ],
      now,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.failures).toEqual([
      { name: "IMG_0002.JPG", message: "IMG_0002.JPG is too large: a photo may be at most 20 MB." },
    ]);
    expect(result.added.map((photo) => photo.alt)).toEqual([
      "2021 Toyota HiLux SR5, front three-quarter",
      "2021 Toyota HiLux SR5, side",
    ]);

    // Audited once for the upload, naming the photos added.
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `car:${carId}`));
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([
      [
        "stock.car-updated",
        staff.northAdmin.email,
        { photos: 2, added: result.added.map((photo) => photo.url) },
      ],
    ]);

    const images = (await getCarImageSources(handle.db, site.id, carId))!;
    expect(images.map((image) => [image.width, image.height, image.alt])).toEqual([
      [200, 400, "2021 Toyota HiLux SR5, front three-quarter"],
      [300, 600, "2021 Toyota HiLux SR5, side"],
    ]);
    for (const image of images) {
      const stored = await store.get(image.url.slice("/media/".length));
      expect(stored?.contentType).toBe("image/jpeg");
      const metadata = await sharp(stored!.bytes).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width!);
      expect(metadata.exif).toBeUndefined();
      expect(await exifr.gps(stored!.bytes)).toBeUndefined();
    }
  });

  it("finds no car of another site", async () => {
    const result = await addCarPhotos(handle.db, databaseMediaStore(handle.db), {
      websiteId: site.id + 1_000,
      carId,
      actor: staff.northAdmin,
      photos: [{ name: "a.jpg", bytes: await phonePhoto() }],
      now,
    });
    expect(result).toEqual({ ok: false, reason: "car-not-found" });
  });
});
