import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-action.ts";
import { auditSentence, type AuditSentenceEntry } from "./audit-sentence.ts";

const hilux = { name: "2021 Toyota HiLux SR5", stockNumber: "ME10012" };

/**
 * One entry of every kind, as its writer stores it, and the sentence the log shows. A kind added
 * to AUDIT_ACTIONS without a case here fails the first test.
 */
const CASES: Record<AuditAction, { entry: Omit<AuditSentenceEntry, "action">; sentence: string }> =
  {
    "staff.invited": {
      entry: {
        actorName: "Alex Admin",
        subject: "invitation:5c1f",
        before: null,
        after: { email: "sam@dealer.example", role: "sales", dealershipId: null },
      },
      sentence: "Alex Admin invited sam@dealer.example as sales.",
    },
    "staff.invitation-accepted": {
      entry: {
        actorName: "Sam Sales",
        subject: "invitation:5c1f",
        before: null,
        after: { email: "sam@dealer.example", role: "marketing", dealershipId: null },
      },
      sentence: "Sam Sales accepted the invitation to work as marketing.",
    },
    "staff.invitation-resent": {
      entry: {
        actorName: "Alex Admin",
        subject: "invitation:5c1f",
        before: { expiresAt: "2026-11-01T00:00:00.000Z" },
        after: { expiresAt: "2026-11-08T00:00:00.000Z" },
      },
      sentence: "Alex Admin sent an invitation again.",
    },
    "staff.invitation-revoked": {
      entry: {
        actorName: "Alex Admin",
        subject: "invitation:5c1f",
        before: { email: "kim@dealer.example", role: "sales" },
        after: null,
      },
      sentence: "Alex Admin withdrew the invitation of kim@dealer.example.",
    },
    "staff.grant-removed": {
      entry: {
        actorName: "Alex Admin",
        subject: "staff-grant:12",
        before: { staffUserId: "u-1", role: "dealer-admin", dealershipId: null, locationId: null },
        after: null,
        names: { person: "Kim Keys" },
      },
      sentence: "Alex Admin removed Kim Keys's access as dealer admin.",
    },
    "lead.status-changed": {
      entry: {
        actorName: "Sam Sales",
        subject: "lead:0b6f",
        before: { status: "new" },
        after: { status: "appointment", note: "Tuesday 10am" },
      },
      sentence: "Sam Sales moved a lead from new to appointment.",
    },
    "lead.assigned": {
      entry: {
        actorName: "Alex Admin",
        subject: "lead:0b6f",
        before: { assignedStaffUserId: null },
        after: { assignedStaffUserId: "u-2" },
        names: { person: "Sam Sales" },
      },
      sentence: "Alex Admin assigned a lead to Sam Sales.",
    },
    "lead.sold": {
      entry: {
        actorName: "Sam Sales",
        subject: "lead:0b6f",
        before: { status: "appointment", soldCarId: null, salePrice: null },
        after: { status: "sold", soldCarId: 7, salePrice: 35790 },
        names: { car: { name: "2019 Mazda CX-5 Maxx", stockNumber: "ME10007" } },
      },
      sentence: "Sam Sales marked the lead sold (ME10007, $35,790).",
    },
    "site.opened": {
      entry: {
        actorName: "Olive Operator",
        subject: "website:9",
        before: null,
        after: {
          slug: "wizard-motors",
          name: "Wizard Motors",
          dealerGroup: "Wizard Group",
          domains: [],
          dealerships: [],
        },
      },
      sentence: "Olive Operator opened the new site “Wizard Motors” for Wizard Group.",
    },
    "site.settings-changed": {
      entry: {
        actorName: "Alex Admin",
        subject: "website:9:settings",
        before: { branding: { colours: { primary: "#111111" } }, analytics: {} },
        after: { branding: { colours: { primary: "#222222" } }, analytics: {} },
      },
      sentence: "Alex Admin changed the site's settings (branding, analytics).",
    },
    "site.sending-domain-checked": {
      entry: {
        actorName: "Alex Admin",
        subject: "website:9:sending-domain",
        before: null,
        after: { domain: "northmotors.com.au", isVerified: true, problems: [] },
      },
      sentence:
        "Alex Admin checked the DNS of northmotors.com.au: shoppers' mail now comes from it.",
    },
    "site.location-changed": {
      entry: {
        actorName: "Alex Admin",
        subject: "location:3",
        before: { phone: "03 9000 0000" },
        after: { phone: "03 9000 0001" },
        names: { location: "Richmond" },
      },
      sentence: "Alex Admin changed the phone or opening hours of Richmond.",
    },
    "stock.car-created": {
      entry: {
        actorName: "Alex Admin",
        subject: "car:12",
        before: null,
        after: { make: "Toyota", is_draft: true },
        names: { car: hilux },
      },
      sentence: "Alex Admin added the car 2021 Toyota HiLux SR5 (ME10012).",
    },
    "stock.car-updated": {
      entry: {
        actorName: "Alex Admin",
        subject: "car:12",
        before: { price: 41990 },
        after: { price: 39990 },
        names: { car: hilux },
      },
      sentence: "Alex Admin changed the car 2021 Toyota HiLux SR5 (ME10012).",
    },
    "stock.car-published": {
      entry: {
        actorName: "Alex Admin",
        subject: "car:12",
        before: { is_draft: true },
        after: { is_draft: false },
        names: { car: hilux },
      },
      sentence: "Alex Admin published the car 2021 Toyota HiLux SR5 (ME10012).",
    },
    "stock.car-unpublished": {
      entry: {
        actorName: "Alex Admin",
        subject: "car:12",
        before: { is_draft: false },
        after: { is_draft: true },
        names: { car: hilux },
      },
      sentence: "Alex Admin took the car 2021 Toyota HiLux SR5 (ME10012) off the site as a draft.",
    },
    "stock.car-sold": {
      entry: {
        actorName: "Sam Sales",
        subject: "car:12",
        before: { status: "in_stock" },
        after: { status: "sold", leadId: "0b6f" },
        names: { car: hilux },
      },
      sentence: "Sam Sales sold the car 2021 Toyota HiLux SR5 (ME10012) with a lead.",
    },
    "stock.car-marked-sold": {
      entry: {
        actorName: "Alex Admin",
        subject: "car:12",
        before: { status: "in_stock" },
        after: { status: "sold" },
        names: { car: null },
      },
      sentence: "Alex Admin marked a car since removed sold.",
    },
    "stock.feed-confirmed": {
      entry: {
        actorName: "Alex Admin",
        subject: "feed-import:4",
        before: { status: "held" },
        after: { status: "applied", created: 3, updated: 10, sold: 1 },
      },
      sentence: "Alex Admin confirmed a held stock feed import (3 cars added, 10 changed, 1 sold).",
    },
    "stock.feed-discarded": {
      entry: {
        actorName: "Alex Admin",
        subject: "feed-import:4",
        before: { status: "held" },
        after: { status: "discarded" },
      },
      sentence: "Alex Admin discarded a held stock feed import.",
    },
    "reservation.cancelled": {
      entry: {
        actorName: "Alex Admin",
        subject: "reservation:R-7K2M",
        before: { status: "confirmed" },
        after: { status: "cancelled", refundRef: "re_1" },
      },
      sentence: "Alex Admin cancelled reservation R-7K2M and refunded its deposit.",
    },
    "reservation.held": {
      entry: {
        actorName: "Sam Sales",
        subject: "reservation:R-8Q4T",
        before: null,
        after: { carId: 12, buyer: "Pat Walker", expiresAt: "2026-12-01T05:00:00.000Z" },
      },
      sentence: "Sam Sales held a car for “Pat Walker” (reservation R-8Q4T).",
    },
    "reservation.hold-released": {
      entry: {
        actorName: "Sam Sales",
        subject: "reservation:R-8Q4T",
        before: { status: "confirmed", expiresAt: "2026-12-01T05:00:00.000Z" },
        after: { status: "released" },
      },
      sentence: "Sam Sales released the hold of reservation R-8Q4T.",
    },
    "reservation.handed-over": {
      entry: {
        actorName: "Sam Sales",
        subject: "reservation:R-7K2M",
        before: { handedOverAt: null },
        after: { handedOverAt: "2026-11-20T00:00:00.000Z" },
      },
      sentence: "Sam Sales handed over the car of reservation R-7K2M.",
    },
    "content.draft-saved": {
      entry: {
        actorName: "Mia Marketing",
        subject: "offer:3",
        before: null,
        after: { slug: "spring-sale", publishAt: null },
      },
      sentence: "Mia Marketing saved a draft of the offer “spring-sale”.",
    },
    "content.published": {
      entry: {
        actorName: "Mia Marketing",
        subject: "blog-post:8",
        before: null,
        after: { slug: "winter-tyres", version: 2 },
      },
      sentence: "Mia Marketing published the blog post “winter-tyres”.",
    },
    "content.unpublished": {
      entry: { actorName: "Mia Marketing", subject: "offer:3", before: null, after: {} },
      sentence: "Mia Marketing took the offer off the site as a draft.",
    },
    "content.deleted": {
      entry: {
        actorName: "Mia Marketing",
        subject: "blog-post:8",
        before: null,
        after: { slug: "winter-tyres", address: { kind: "gone" } },
      },
      sentence: "Mia Marketing deleted the blog post “winter-tyres” (kept 30 days to restore).",
    },
    "content.undeleted": {
      entry: {
        actorName: "Mia Marketing",
        subject: "page:4",
        before: null,
        after: { slug: "about-us" },
      },
      sentence: "Mia Marketing brought the page “about-us” back from the deleted items.",
    },
    "content.restored": {
      entry: {
        actorName: "Mia Marketing",
        subject: "page:2",
        before: null,
        after: { slug: "about", version: 5 },
      },
      sentence: "Mia Marketing restored an earlier version of the page “about”.",
    },
    "media.uploaded": {
      entry: {
        actorName: "Mia Marketing",
        subject: "media:9",
        before: null,
        after: { fileName: "showroom.jpg", altText: "Our showroom", byteSize: 1024 },
      },
      sentence: "Mia Marketing uploaded “showroom.jpg” to the media library.",
    },
    "media.changed": {
      entry: {
        actorName: "Mia Marketing",
        subject: "media:9",
        before: { altText: "" },
        after: { altText: "Our showroom at dusk" },
      },
      sentence: "Mia Marketing changed a media file's alt text to “Our showroom at dusk”.",
    },
    "media.deleted": {
      entry: {
        actorName: "Mia Marketing",
        subject: "media:9",
        before: { fileName: "showroom.jpg", altText: "Our showroom" },
        after: null,
      },
      sentence: "Mia Marketing deleted “showroom.jpg” from the media library.",
    },
    "search.page-saved": {
      entry: {
        actorName: "Mia Marketing",
        subject: "search-slug:4",
        before: null,
        after: { slug: "utes-under-30k", title: "Utes under $30k", filters: {} },
      },
      sentence: "Mia Marketing added the search page “Utes under $30k”.",
    },
    "search.page-deleted": {
      entry: {
        actorName: "Mia Marketing",
        subject: "search-slug:4",
        before: { slug: "utes-under-30k", title: "Utes under $30k", filters: {} },
        after: null,
      },
      sentence: "Mia Marketing deleted the search page “Utes under $30k”.",
    },
  };

describe("auditSentence", () => {
  it("has a case for every kind of entry the console records", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
  });

  it.each(Object.keys(AUDIT_ACTIONS) as AuditAction[])("words %s as a sentence", (action) => {
    const { entry, sentence } = CASES[action];
    const said = auditSentence({ ...entry, action });
    expect(said).toBe(sentence);
    // Never the stored shape: no braces, quotes of keys, or "subject:id" pairs.
    expect(said).not.toMatch(/[{}[\]]|"|\b[a-z-]+:\w/);
  });

  it("says where shoppers' mail comes from when the sending address changes or a check fails", () => {
    const entry = { actorName: "Alex Admin", subject: "website:9:settings" };
    expect(
      auditSentence({
        ...entry,
        action: "site.settings-changed",
        before: { leads: { responseTargetMinutes: 60 } },
        after: { leads: { responseTargetMinutes: 60, mailFrom: "sales@northmotors.com.au" } },
      }),
    ).toBe(
      "Alex Admin changed the site's settings (leads), sending shoppers' mail from sales@northmotors.com.au once its DNS is checked.",
    );
    expect(
      auditSentence({
        ...entry,
        action: "site.sending-domain-checked",
        before: null,
        after: { domain: "northmotors.com.au", isVerified: false, problems: ["No DMARC record"] },
      }),
    ).toBe(
      "Alex Admin checked the DNS of northmotors.com.au: records still missing, so shoppers' mail comes from the platform's address.",
    );
  });

  it("keeps to words when the details it would name are missing", () => {
    expect(
      auditSentence({
        actorName: "sam@dealer.example",
        action: "lead.sold",
        subject: "lead:0b6f",
        before: null,
        after: { status: "sold", soldCarId: null, salePrice: null },
      }),
    ).toBe("sam@dealer.example marked the lead sold.");
    expect(
      auditSentence({
        actorName: "Alex Admin",
        action: "lead.assigned",
        subject: "lead:0b6f",
        before: { assignedStaffUserId: "u-2" },
        after: { assignedStaffUserId: null },
      }),
    ).toBe("Alex Admin left a lead unassigned.");
  });
});
