import { createPublicKey } from "node:crypto";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSentence } from "@forecourt/core/console/audit-sentence";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { leads, staffAuditLog } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createDealershipSales, createSiteAdmin } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { checkDkim } from "../../testing/dkim-check.ts";
import { startDnsStandIn, type DnsStandIn } from "../../testing/dns-stand-in.ts";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import {
  startSmtpStandIn,
  type SmtpStandIn,
  standInTransport,
} from "../../testing/smtp-stand-in.ts";
import { sendLeadEmail } from "../leads/lead-conversation.ts";
import { conversationEmailChannel } from "../worker/channels/conversation-channels.ts";
import { createOutboxWorker, type OutboxWorker } from "../worker/outbox-worker.ts";
import { checkSendingDomain, sendingDomainView } from "./sending-domain.ts";

const SPF_INCLUDE = "spf.mailer.test";

let handle: DatabaseHandle;
let site: LeadTestSite;
let admin: StaffMember;
let sales: StaffMember;
let dns: DnsStandIn;
let smtp: SmtpStandIn;
let worker: OutboxWorker;
const mails: Buffer[] = [];
let key = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  site = await createLeadTestSite(handle.db, { slug: "own-domain" });
  admin = await createSiteAdmin(handle.db, "admin@own-domain.test", site);
  sales = await createDealershipSales(handle.db, "sales@own-domain.test", site);
  dns = await startDnsStandIn();
  smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(raw) });
  worker = createOutboxWorker({
    database: async () => handle.db,
    mail: {
      transport: standInTransport(smtp.port),
      from: "Forecourt leads <leads@forecourt.test>",
    },
    channels: [conversationEmailChannel],
    log: { info: () => {}, warn: () => {} },
  });
});

afterAll(async () => {
  await worker?.stop();
  await handle?.close();
  await smtp?.close();
  await dns?.close();
});

/** An answer from the console to a new lead, sent; the raw message that arrived. */
async function answerSent(): Promise<string> {
  const [lead] = await handle.db
    .insert(leads)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      category: "General Enquiry",
      firstName: "Olivia",
      email: "olivia@shop.test",
    })
    .returning();
  const sent = await sendLeadEmail(handle.db, {
    actor: admin,
    leadId: lead!.id,
    clientKey: `own-domain-${++key}`,
    subject: "Your enquiry",
    body: "Hi Olivia,\n\nThe car is here.",
    now: new Date(),
  });
  expect(sent).toMatchObject({ ok: true });
  mails.length = 0;
  expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
  return mails[0]!.toString("utf8");
}

const check = (actor: StaffMember) =>
  checkSendingDomain(handle.db, {
    actor,
    websiteId: site.id,
    spfInclude: SPF_INCLUDE,
    dnsServers: [dns.server],
    now: new Date(),
    timeoutMs: 2_000,
  });

describe("the dealer's own sending domain", () => {
  it("is set through the settings, checked in DNS, and only then sends and signs as the dealer", async () => {
    // Set through the validated settings path: a bad address is refused and nothing stored.
    const set = (actor: StaffMember, mailFrom: string) =>
      updateSiteSettings(handle.db, {
        actor,
        websiteId: site.id,
        patch: { leads: { mailFrom } },
        now: new Date(),
      });
    expect(await set(admin, "not an address")).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: {
        "leads.mailFrom":
          "Enter an email address at your own domain, such as sales@yourdealership.com.au.",
      },
    });
    expect(await set(sales, "sales@northmotors.test")).toEqual({ ok: false, reason: "not-found" });
    expect(await set(admin, " Sales@NorthMotors.test ")).toEqual({ ok: true, isChanged: true });
    const stored = (await getSiteById(handle.db, site.id))!;
    expect(stored.settings.leads.mailFrom).toBe("sales@northmotors.test");

    // Until the domain is verified, mail goes from the platform's address, signed by nothing.
    const before = await answerSent();
    expect((await simpleParser(before)).from?.text).toBe(`"${stored.name}" <leads@forecourt.test>`);
    expect(before).not.toMatch(/^DKIM-Signature:/im);

    // The records to publish; the key made once, its private half never in the view.
    const view = (await sendingDomainView(handle.db, stored, SPF_INCLUDE))!;
    expect(view.records.map((record) => record.name)).toEqual([
      "forecourt._domainkey.northmotors.test",
      "northmotors.test",
      "_dmarc.northmotors.test",
    ]);
    expect(JSON.stringify(view)).not.toContain("PRIVATE KEY");
    const [dkimRecord, spf] = view.records;
    dns.records.txt[dkimRecord!.name] = [dkimRecord!.value];
    dns.records.txt[spf!.name] = [spf!.value];

    // A check with DMARC missing: not verified, said in the audit log; sales may not check.
    expect(await check(sales)).toEqual({ ok: false, reason: "not-found" });
    const missing = await check(admin);
    expect(missing.ok && missing.view.check).toMatchObject({
      verifiedAt: null,
      problems: ["No DMARC record at _dmarc.northmotors.test."],
    });
    expect((await simpleParser(await answerSent())).from?.value[0]?.address).toBe(
      "leads@forecourt.test",
    );

    dns.records.txt["_dmarc.northmotors.test"] = ["v=DMARC1; p=none"];
    const found = await check(admin);
    expect(found.ok && found.view.check?.verifiedAt).toBeInstanceOf(Date);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "site.sending-domain-checked"));
    expect(
      audit.map((entry) =>
        auditSentence({ ...entry, actorName: "Alex Admin", action: "site.sending-domain-checked" }),
      ),
    ).toEqual([
      "Alex Admin checked the DNS of northmotors.test: records still missing, so shoppers' mail comes from the platform's address.",
      "Alex Admin checked the DNS of northmotors.test: shoppers' mail now comes from it.",
    ]);

    // Now from the dealer's address under the site's name, signed for its domain with its key,
    // verified with the public key the DNS record publishes.
    const after = await answerSent();
    expect((await simpleParser(after)).from?.text).toBe(
      `"${stored.name}" <sales@northmotors.test>`,
    );
    const publicKey = createPublicKey({
      key: Buffer.from(/p=(\S+)$/.exec(dkimRecord!.value)![1]!, "base64"),
      format: "der",
      type: "spki",
    });
    const signed = checkDkim(after, publicKey);
    expect(signed?.tags).toMatchObject({ d: "northmotors.test", s: "forecourt" });
    expect(signed).toMatchObject({ isBodyHashed: true, isVerified: true });
  });
});
