import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSentence } from "@forecourt/core/console/audit-sentence";
import type { DatabaseHandle } from "../../client.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import { createStaffUser } from "./create-staff-user.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { listAuditEntries } from "./list-audit-entries.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let admin: StaffMember;
let sam: StaffMember;
const now = new Date("2026-11-20T01:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "north" });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  admin = await createStaffUser(handle.db, {
    email: "alex@north.test",
    name: "Alex Admin",
    grants: [{ websiteId: north.id, role: "dealer-admin", dealershipId: null, locationId: null }],
  });
  sam = await createStaffUser(handle.db, {
    email: "sam@north.test",
    name: "Sam Sales",
    grants: [{ websiteId: north.id, role: "sales", dealershipId: null, locationId: null }],
  });
});

afterAll(async () => {
  await handle?.close();
});

describe("the audit log read back as sentences", () => {
  it("names the actor, the car (its own, or the one a lead was sold with) and the person", async () => {
    const hilux = await createTestCar(handle.db, north, {
      name: "2021 Toyota HiLux SR5",
      stockNumber: "ME10012",
    });
    const cx5 = await createTestCar(handle.db, north, {
      slug: "cx-5",
      name: "2019 Mazda CX-5 Maxx",
      stockNumber: "ME10007",
    });
    const elsewhere = await createTestCar(handle.db, south, { stockNumber: "SOUTH-1" });
    const entry = (options: Omit<Parameters<typeof appendAuditEntry>[1], "now" | "websiteId">) =>
      appendAuditEntry(handle.db, { websiteId: north.id, now, ...options });
    await entry({
      actor: admin,
      action: "stock.car-published",
      subject: `car:${hilux}`,
      before: { is_draft: true },
      after: { is_draft: false },
    });
    await entry({
      actor: sam,
      action: "lead.sold",
      subject: "lead:0b6f3c2e-8d1a-4f5e-9a7b-1c2d3e4f5a6b",
      before: { status: "new", soldCarId: null, salePrice: null },
      after: { status: "sold", soldCarId: cx5, salePrice: 35790 },
    });
    await entry({
      actor: admin,
      action: "lead.assigned",
      subject: "lead:0b6f3c2e-8d1a-4f5e-9a7b-1c2d3e4f5a6b",
      before: { assignedStaffUserId: null },
      after: { assignedStaffUserId: sam.id },
    });
    // Another site's car is never named on this site's entry.
    await entry({
      actor: { id: admin.id, email: "alex-old@north.test" },
      action: "stock.car-updated",
      subject: `car:${elsewhere}`,
      before: { price: 1 },
      after: { price: 2 },
    });

    const entries = await listAuditEntries(handle.db, { actor: admin, limit: 10 });
    expect(entries.map(auditSentence).sort()).toEqual([
      "Alex Admin assigned a lead to Sam Sales.",
      "Alex Admin changed a car since removed.",
      "Alex Admin published the car 2021 Toyota HiLux SR5 (ME10012).",
      "Sam Sales marked the lead sold (ME10007, $35,790).",
    ]);
  });
});
