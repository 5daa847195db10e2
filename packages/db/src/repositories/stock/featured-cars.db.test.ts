import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import type { StockScope } from "@forecourt/core/search/search-result";
import { parseCarUpdate } from "@forecourt/core/stock/car-update";
import type { DatabaseHandle } from "../../client.ts";
import { cars, staffAuditLog } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "../staff/create-staff-user.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { updateStaffCar } from "../staff/update-staff-car.ts";
import { createCar } from "./create-car.ts";
import { listHomeCars } from "./list-home-cars.ts";
import { updateCar } from "./update-car.ts";

/**
 * The dealer's "featured" flag: written by the car API and by the console's quick edit (the
 * same repository, audited), and read by the home page's featured row, which shows featured
 * cars first and fills the rest with the site's ranking as before.
 */

let handle: DatabaseHandle;
let site: LeadTestSite;
let admin: StaffMember;
/** Ranked 3, 2, 1: the featured row's order before anything is featured. */
let ranked: number[];

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "featured" });
  admin = await createStaffUser(handle.db, {
    email: "admin@featured.test",
    grants: [{ websiteId: site.id, role: "dealer-admin", dealershipId: null, locationId: null }],
  });
  const first = await createTestCar(handle.db, site);
  ranked = [first];
  for (const n of [2, 3]) {
    const [row] = await handle.db
      .insert(cars)
      .values({
        websiteId: site.id,
        dealershipId: site.dealershipId,
        slug: `cx-5-${n}`,
        name: "2021 Mazda CX-5",
        make: "Mazda",
        model: "CX-5",
        year: 2021,
        carType: "used",
        stockNumber: `F-${n}`,
      })
      .returning({ id: cars.id });
    ranked.push(row!.id);
  }
  for (const [index, id] of ranked.entries()) {
    await handle.db
      .update(cars)
      .set({ rank: 3 - index })
      .where(eq(cars.id, id));
  }
});

afterAll(async () => {
  await handle?.close();
});

const scope = (): StockScope => ({
  websiteId: site.id,
  includeSoldCarsDays: 0,
  excludedLocationIds: [],
  excludeFordNewAndDemo: false,
  now: new Date(),
});
const homeRow = async () =>
  (await listHomeCars(handle.db, { scope: scope(), limit: 10, kind: "featured" })).map(
    (car) => car.id,
  );

describe("featured cars", () => {
  it("are written by the car API, read back as featured, and refused when not a flag", async () => {
    const last = ranked[2]!;
    const set = await updateCar(handle.db, {
      websiteId: site.id,
      key: String(last),
      update: { featured: true },
    });
    expect(set.ok && set.isChanged && set.detail.car.isFeatured).toBe(true);
    expect(await homeRow()).toEqual([last, ranked[0], ranked[1]]);
    const cleared = await updateCar(handle.db, {
      websiteId: site.id,
      key: String(last),
      update: { featured: false },
    });
    expect(cleared.ok && cleared.detail.car.isFeatured).toBe(false);
    expect(await homeRow()).toEqual(ranked);

    const refused = parseCarUpdate({ featured: "yes" });
    expect(refused).toEqual({ ok: false, errors: { featured: "featured must be true or false." } });
    // A new car is not featured unless it says so.
    const made = await createCar(handle.db, {
      websiteId: site.id,
      input: {
        make: "Kia",
        model: "Sportage",
        year: 2022,
        car_type: "used",
        stocknum: "F-4",
        dealership: site.dealershipSlug,
        featured: true,
      },
    });
    expect(made.ok && made.detail.car.isFeatured).toBe(true);
    if (made.ok) await handle.db.delete(cars).where(eq(cars.id, made.detail.car.id));
  });

  it("are set and unset by the console's quick edit, each change audited before and after", async () => {
    const middle = ranked[1]!;
    const form = { price: "", status: "in_stock", tag: "" };
    const marked = await updateStaffCar(handle.db, {
      actor: admin,
      carId: middle,
      update: quickEditUpdate({ ...form, featured: "on" }),
    });
    expect(marked.ok && marked.isChanged).toBe(true);
    // Featured first, then the site's ranking fills the row as before.
    expect(await homeRow()).toEqual([middle, ranked[0], ranked[2]]);

    const unmarked = await updateStaffCar(handle.db, {
      actor: admin,
      carId: middle,
      update: quickEditUpdate(form),
    });
    expect(unmarked.ok && unmarked.isChanged).toBe(true);
    expect(await homeRow()).toEqual(ranked);

    const entries = (await handle.db.select().from(staffAuditLog)).filter(
      (row) => row.subject === `car:${middle}`,
    );
    expect(entries.map((row) => [row.before, row.after])).toEqual(
      expect.arrayContaining([
        [
          expect.objectContaining({ isFeatured: false }),
          expect.objectContaining({ isFeatured: true }),
        ],
        [
          expect.objectContaining({ isFeatured: true }),
          expect.objectContaining({ isFeatured: false }),
        ],
      ]),
    );
    expect(entries.every((row) => row.actorEmail === "admin@featured.test")).toBe(true);
  });
});
