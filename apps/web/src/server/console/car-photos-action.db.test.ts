import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { replaceCarImages } from "@forecourt/db/repositories/stock/replace-car-images";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { staffAuditLog, websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { DESCRIBE_PHOTOS } from "@forecourt/core/console/stock-edit";
import { CAR_PHOTO_MESSAGES } from "@forecourt/core/stock/car-photo";
import { phonePhoto } from "../../testing/phone-photo.ts";
import { mediaStore } from "../media/media-store.ts";
import { PAGE_BODY_LIMIT_BYTES } from "../http/page-body-limit.ts";
import { answerCarPhotos } from "./answer-car-photos.ts";
import { carPhotosAction } from "./car-photos-action.ts";
import { IDLE } from "./form-state.ts";
import { CAR_NOT_YOURS_MESSAGE } from "./write-staff-car.ts";

// The console's photo form on the database: order, the main photo and each photo's description.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let staff: TwoSiteStaff;
let carId: number;

const PHOTOS = ["a", "b", "c"].map((name) => `/media/images/${name.repeat(64)}.jpg`);

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "photos-north" });
  south = await createLeadTestSite(handle.db, { slug: "photos-south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
  carId = await createTestCar(handle.db, north);
  await replaceCarImages(
    handle.db,
    north.id,
    carId,
    PHOTOS.map((url, index) => ({
      url,
      thumbUrl: url.replace(".jpg", "-thumb.webp"),
      width: 1600,
      height: 1200,
      alt: `2020 Toyota Hilux SR5, photo ${index + 1}`,
      sourceUrl: null,
      sourceHash: null,
      sourceEtag: null,
      sourceLastModified: null,
    })),
  );
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

function post(actor: StaffMember, photo: string, alts?: string[]) {
  signedIn.staff = actor;
  const form = new FormData();
  form.set("carId", String(carId));
  form.set("photo", photo);
  for (const alt of alts ?? []) form.append("alt", alt);
  return carPhotosAction(IDLE, form);
}

/** A phone photo (or `bytes`) posted to the car's photos endpoint by `actor`. */
async function upload(actor: StaffMember, bytes?: Uint8Array, headers?: Record<string, string>) {
  const form = new FormData();
  form.append(
    "photo",
    new File([new Uint8Array(bytes ?? (await phonePhoto()))], "IMG_0001.JPG", {
      type: "image/jpeg",
    }),
  );
  const request = new Request(`http://localhost/console/stock/${carId}/photos`, {
    method: "POST",
    body: form,
    headers,
  });
  return answerCarPhotos(handle.db, mediaStore(handle.db), {
    staff: actor,
    request,
    carIdText: String(carId),
  });
}

const stored = async () =>
  (await getCarById(handle.db, { websiteId: north.id, id: carId }))?.car.images ?? [];

describe("the console's photo form", () => {
  it("makes a photo the main one, moves a dragged one, and the car's main image follows", async () => {
    expect(await post(staff.northAdmin, "main:2")).toMatchObject({
      status: "done",
      message: "Main photo chosen: it shows first on the site.",
    });
    expect((await stored()).map((image) => image.url)).toEqual([PHOTOS[2], PHOTOS[0], PHOTOS[1]]);
    const car = await getCarById(handle.db, { websiteId: north.id, id: carId });
    expect(car?.car.primaryImageUrl).toBe(PHOTOS[2]);

    expect(await post(staff.northAdmin, "move:0:2")).toMatchObject({
      status: "done",
      message: "Photo moved to position 3 of 3.",
    });
    expect((await stored()).map((image) => image.url)).toEqual(PHOTOS);
    // The descriptions went with their photos.
    expect((await stored()).map((image) => image.alt)[2]).toBe("2020 Toyota Hilux SR5, photo 3");
    // Each change of order is in the audit log, the order before and after.
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `car:${carId}`));
    expect(audit.map((entry) => entry.action)).toEqual(["stock.car-updated", "stock.car-updated"]);
    expect(JSON.stringify(audit[1]?.after)).toContain(PHOTOS[0]);
  });

  it("saves each photo's description, audited, and refuses one too long or for a stale page", async () => {
    const alts = [
      "Front three-quarter, in the yard",
      "  Side   on ",
      "2020 Toyota Hilux SR5, photo 3",
    ];
    expect(await post(staff.northAdmin, DESCRIBE_PHOTOS, alts)).toMatchObject({
      status: "done",
      message: "2 descriptions saved.",
    });
    expect((await stored()).map((image) => image.alt)).toEqual([
      "Front three-quarter, in the yard",
      "Side on",
      "2020 Toyota Hilux SR5, photo 3",
    ]);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `car:${carId}`));
    expect(audit.some((entry) => JSON.stringify(entry.after).includes("Side on"))).toBe(true);

    expect(await post(staff.northAdmin, DESCRIBE_PHOTOS, ["x".repeat(201), "", ""])).toMatchObject({
      status: "error",
      message: "Photo 1's description is too long: at most 200 characters.",
    });
    expect(await post(staff.northAdmin, DESCRIBE_PHOTOS, ["only one"])).toMatchObject({
      status: "error",
    });
    expect((await stored())[0]?.alt).toBe("Front three-quarter, in the yard");
  });

  it("lets sales add, order and describe their dealership's car's photos where the site lets them list cars", async () => {
    expect(await post(staff.northSales, "main:1")).toMatchObject({
      status: "error",
      message: CAR_NOT_YOURS_MESSAGE,
    });
    await expect(upload(staff.northSales)).rejects.toThrow(CAR_NOT_YOURS_MESSAGE);
    await handle.db
      .update(websites)
      .set({ settings: { stock: { salesMayListCars: true } } })
      .where(eq(websites.id, north.id));
    expect(await post(staff.northSales, "main:1")).toMatchObject({ status: "done" });
    expect(await post(staff.northSales, "main:1")).toMatchObject({ status: "done" });
    expect((await stored()).map((image) => image.url)).toEqual(PHOTOS);
    const added = await upload(staff.northSales);
    expect(added.status).toBe(201);
    expect(await stored()).toHaveLength(PHOTOS.length + 1);
  });

  it("refuses another dealer's admin", async () => {
    expect(await post(staff.southAdmin, DESCRIBE_PHOTOS, ["Mine now", "", ""])).toMatchObject({
      status: "error",
      message: CAR_NOT_YOURS_MESSAGE,
    });
    expect(await post(staff.southAdmin, "main:1")).toMatchObject({
      status: "error",
      message: CAR_NOT_YOURS_MESSAGE,
    });
    expect((await stored())[0]?.alt).toBe("Front three-quarter, in the yard");
  });
});

describe("the car photos endpoint", () => {
  it("takes a 12 MB, 12 MP phone photo", async () => {
    const taken = await phonePhoto(4000, 3000);
    // A phone's JPEG of the yard is 12 MB; this one's flat colours are padded to it.
    const twelveMegabytes = Buffer.concat([taken, Buffer.alloc(12 * 1024 * 1024 - taken.length)]);
    const before = (await stored()).length;
    const answer = await upload(staff.northAdmin, twelveMegabytes);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ added: [{ name: "IMG_0001.JPG" }], failures: [] });
    expect(await stored()).toHaveLength(before + 1);
  });

  it("refuses a body over the limit by its length, before reading it, as too large (413)", async () => {
    const before = (await stored()).length;
    await expect(
      upload(staff.northAdmin, undefined, {
        "content-length": String(PAGE_BODY_LIMIT_BYTES + 1),
      }),
    ).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: CAR_PHOTO_MESSAGES.uploadTooLarge,
    });
    expect(await stored()).toHaveLength(before);
  });
});
