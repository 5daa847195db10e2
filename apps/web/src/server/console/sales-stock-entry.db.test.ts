import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSOLE_NEW_CAR_PATH, CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import type { DatabaseHandle } from "@forecourt/db/client";
import { websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { answerVinDecode, VIN_DECODE_FORBIDDEN_MESSAGE } from "./answer-vin-decode.ts";
import { stockMenuLinkOf } from "./queries/car-form.ts";

// Sales on a site that lets them list cars: the console's menu leads them to "Add a car" and
// the car form's VIN decode answers them; on a site that does not, neither.
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let staff: TwoSiteStaff;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "entry-north" });
  const south = await createLeadTestSite(handle.db, { slug: "entry-south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
});

afterAll(() => handle?.close());

const decode = (vin: string) =>
  answerVinDecode(staff.northSales, new Request(`http://localhost/console/stock/vin?vin=${vin}`));

describe("sales and stock entry", () => {
  it("are kept out where the site does not let sales list cars", async () => {
    expect(await stockMenuLinkOf(staff.northSales)).toBeNull();
    await expect(decode("1HGCM82633A004352")).rejects.toThrow(VIN_DECODE_FORBIDDEN_MESSAGE);
    expect(await stockMenuLinkOf(staff.northAdmin)).toEqual({
      href: CONSOLE_STOCK_PATH,
      label: "Stock",
    });
  });

  it("are led to Add a car and decode a VIN where the site lets them", async () => {
    await handle.db
      .update(websites)
      .set({ settings: { stock: { salesMayListCars: true } } })
      .where(eq(websites.id, north.id));
    expect(await stockMenuLinkOf(staff.northSales)).toEqual({
      href: CONSOLE_NEW_CAR_PATH,
      label: "Add a car",
    });
    const answer = await decode("1HGCM82633A004352");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      ok: true,
      fields: { make: expect.stringMatching(/honda/i), year: 2003 },
    });
  }, 120_000);
});
