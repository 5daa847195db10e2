import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { countRepliedLeads } from "@forecourt/db/repositories/leads/count-replied-leads";
import { getInboxLead } from "@forecourt/db/repositories/leads/get-inbox-lead";
import { listLeadConversation } from "@forecourt/db/repositories/leads/lead-conversation";
import { listInboxLeads } from "@forecourt/db/repositories/leads/list-inbox-leads";
import { queueLeadDigests } from "@forecourt/db/repositories/leads/queue-lead-digests";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { leadMessages, leadReminders, leads, outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createDealershipSales, createTwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { parseLeadInboxQuery } from "@forecourt/core/console/lead-inbox-query";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as mailRoute from "@/app/api/inbound/mail/route";
import * as smsRoute from "@/app/api/inbound/sms/route";
import { inboundMailRequest, inboundSmsRequest } from "../../testing/inbound-mail-post.ts";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import {
  mailHeader,
  startSmtpStandIn,
  type SmtpStandIn,
  standInTransport,
} from "../../testing/smtp-stand-in.ts";
import { startTwilioStandIn, type TwilioStandIn } from "../../testing/twilio-stand-in.ts";
import {
  conversationEmailChannel,
  conversationSmsChannel,
} from "../worker/channels/conversation-channels.ts";
import { leadDigestChannel } from "../worker/channels/lead-digest-channel.ts";
import { leadReplyChannel } from "../worker/channels/lead-reply-channel.ts";
import { createOutboxWorker, type OutboxWorker } from "../worker/outbox-worker.ts";
import {
  addLeadNote,
  addLeadReminder,
  logLeadCall,
  sendLeadEmail,
  sendLeadSms,
} from "./lead-conversation.ts";
import { leadReplyAddress } from "./reply-address.ts";

const MAIL_KEY = "mailgun-signing-key-for-tests";
const SID = "ACtest0000000000000000000000000000";
const TOKEN = "twilio-auth-token-for-tests";
const SITE_NUMBER = "+61400000001";
const SHOPPER_MOBILE = "+61412345678";
const MAIL_URL = "http://localhost:3000/api/inbound/mail";
const SMS_URL = "http://localhost:3000/api/inbound/sms";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let northSales: StaffMember;
let northAdmin: StaffMember;
let southAdmin: StaffMember;
let smtp: SmtpStandIn;
let twilio: TwilioStandIn;
let worker: OutboxWorker;
const mails: Buffer[] = [];
let key = 0;
const clientKey = () => `test-key-${++key}`;
const now = () => new Date();

async function newLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await handle.db
    .insert(leads)
    .values({
      websiteId: north.id,
      dealershipId: north.dealershipId,
      category: "General Enquiry",
      firstName: "Olivia",
      lastName: "Chen",
      email: "olivia@shop.test",
      phone: SHOPPER_MOBILE,
      ...values,
    })
    .returning();
  return row!;
}

const conversation = (leadId: string) =>
  listLeadConversation(handle.db, { websiteId: north.id, leadId });
const contactedAt = async (leadId: string) =>
  (await handle.db.select().from(leads).where(eq(leads.id, leadId)))[0]?.firstContactedAt ?? null;

beforeAll(async () => {
  smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(raw) });
  twilio = await startTwilioStandIn(SID, TOKEN);
  // Read by the env module on its first use in this file.
  vi.stubEnv("INBOUND_MAIL_SIGNING_KEY", MAIL_KEY);
  vi.stubEnv("INBOUND_MAIL_DOMAIN", "reply.forecourt.test");
  vi.stubEnv("TWILIO_API_URL", twilio.url);
  vi.stubEnv("TWILIO_ACCOUNT_SID", SID);
  vi.stubEnv("TWILIO_AUTH_TOKEN", TOKEN);
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, {
    slug: "north",
    settings: { leads: { smsFrom: SITE_NUMBER }, branding: { logoUrl: "/media/north-logo.png" } },
  });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  ({ northSales, northAdmin, southAdmin } = await createTwoSiteStaff(handle.db, north, south));
  useRouteTestDatabase(handle);
  worker = createOutboxWorker({
    database: async () => handle.db,
    mail: {
      transport: standInTransport(smtp.port),
      from: "Forecourt leads <leads@forecourt.test>",
    },
    sms: { apiUrl: twilio.url, accountSid: SID, authToken: TOKEN },
    channels: [conversationEmailChannel, conversationSmsChannel, leadDigestChannel],
    log: { info: () => {}, warn: () => {} },
  });
});

afterAll(async () => {
  await worker?.stop();
  await handle?.close();
  await smtp?.close();
  await twilio?.close();
  vi.unstubAllEnvs();
});

describe("an email to the shopper", () => {
  it("is sent once, from the site, with the lead's reply address, and answers the lead", async () => {
    const carId = await createTestCar(handle.db, north);
    const lead = await newLead({ carId });
    const form = {
      actor: northSales,
      leadId: lead.id,
      clientKey: clientKey(),
      subject: "Your enquiry about the {{car}}",
      body: "Hi {{firstName}},\n\nThe {{car}} is here.\n\n{{salesperson}}",
      now: now(),
    };
    expect(await sendLeadEmail(handle.db, form)).toEqual({ ok: true, isRepeat: false });
    // The same form again (a double click, a retry) stores and sends nothing more.
    expect(await sendLeadEmail(handle.db, form)).toEqual({ ok: true, isRepeat: true });
    const rows = await handle.db.select().from(outbox).where(eq(outbox.kind, "conversation.email"));
    expect(rows).toHaveLength(1);
    expect(await contactedAt(lead.id)).toEqual(form.now);

    mails.length = 0;
    expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
    expect(await worker.drainOnce()).toMatchObject({ delivered: 0 });
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.toString("utf8");
    expect(mailHeader(raw, "To")).toBe("olivia@shop.test");
    expect(mailHeader(raw, "From")).toBe("north site <leads@forecourt.test>");
    expect(mailHeader(raw, "Subject")).toBe("Your enquiry about the 2020 Toyota Hilux SR5");
    const replyTo = mailHeader(raw, "Reply-To");
    expect(replyTo).toMatch(new RegExp(`^lead-${lead.id}-[0-9a-f]{16}@reply\\.forecourt\\.test$`));
    expect(raw).toContain("Hi Olivia,");
    // HTML with its plain-text alternative, both from one template: the site's logo, the words,
    // the signature.
    const parsed = await simpleParser(mails[0]!);
    expect(parsed.text).toContain("Hi Olivia,\n\nThe 2020 Toyota Hilux SR5 is here.");
    expect(parsed.text?.trimEnd()).toMatch(/\n-- \n(.+\n)?north site\nnorth\.\S+$/);
    expect(parsed.html).toMatch(
      /<img src="https?:\/\/north\.[^"/]+\/media\/north-logo\.png" alt="north site"/,
    );
    expect(parsed.html).toContain(
      '<p style="margin:0 0 1em">The 2020 Toyota Hilux SR5 is here.</p>',
    );

    // The shopper answers from their mail client; the provider posts the MIME to the webhook.
    const answer = {
      from: "Olivia Chen <olivia@shop.test>",
      to: replyTo,
      subject: "Re: Your enquiry about the 2020 Toyota Hilux SR5",
      text: "Saturday at 10 works for me.\n\nOn Mon, 2 Mar 2026, north site wrote:\n> Hi Olivia,\n",
      html: "<p>Saturday at 10 works for me.</p>",
      messageId: "<answer-1@shop.test>",
    };
    const posted = await callRoute(
      mailRoute,
      "POST",
      await inboundMailRequest(MAIL_URL, answer, MAIL_KEY),
    );
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ status: "threaded", leadId: lead.id });
    // The provider retrying the same mail stores it once.
    const again = await callRoute(
      mailRoute,
      "POST",
      await inboundMailRequest(MAIL_URL, answer, MAIL_KEY),
    );
    expect(await again.json()).toEqual({ status: "repeat", leadId: lead.id });

    const { messages } = await conversation(lead.id);
    expect(messages.map((m) => [m.kind, m.direction, m.body])).toEqual([
      ["email", "out", "Hi Olivia,\n\nThe 2020 Toyota Hilux SR5 is here.\n\nsales@north.test"],
      ["email", "in", "Saturday at 10 works for me."],
    ]);
    expect(messages[0]?.delivery).toBe("delivered");
    expect(messages[1]).toMatchObject({ address: "olivia@shop.test", subject: answer.subject });

    // The next answer threads in the shopper's mail program: it replies to the shopper's mail
    // and names the whole conversation under the shopper's enquiry, which the first replied to.
    const enquiry = `<lead.${lead.id}@forecourt.test>`;
    const first = await simpleParser(mails[0]!);
    expect(first.messageId).toMatch(/^<conversation\.email\.[0-9a-f-]+@forecourt\.test>$/);
    expect(first.inReplyTo).toBe(enquiry);
    expect(first.references).toBe(enquiry);
    expect(
      await sendLeadEmail(handle.db, {
        ...form,
        clientKey: clientKey(),
        subject: "Re: Your enquiry about the {{car}}",
        body: "Saturday at 10 it is.",
        now: now(),
      }),
    ).toEqual({ ok: true, isRepeat: false });
    mails.length = 0;
    expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
    const second = await simpleParser(mails[0]!);
    expect(second.inReplyTo).toBe(answer.messageId);
    expect(second.references).toEqual([enquiry, first.messageId, answer.messageId]);
    expect(second.messageId).not.toBe(first.messageId);
  });

  it("is refused for another dealer's lead and a shopper with no email, storing nothing", async () => {
    const lead = await newLead();
    const noEmail = await newLead({ email: null });
    const form = { subject: "Hi", body: "Hello", now: now() };
    expect(
      await sendLeadEmail(handle.db, {
        ...form,
        actor: southAdmin,
        leadId: lead.id,
        clientKey: clientKey(),
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await sendLeadEmail(handle.db, {
        ...form,
        actor: northSales,
        leadId: noEmail.id,
        clientKey: clientKey(),
      }),
    ).toEqual({ ok: false, reason: "no-email" });
    expect((await conversation(lead.id)).messages).toEqual([]);
    expect((await conversation(noEmail.id)).messages).toEqual([]);
    expect(await contactedAt(lead.id)).toBeNull();
  });
});

describe("the inbound mail webhook", () => {
  const mail = (to: string) => ({
    from: "someone@shop.test",
    to,
    subject: "Hello",
    text: "Is it still there?",
  });

  it("refuses unsigned, wrongly signed and stale posts with a 401, storing nothing", async () => {
    const lead = await newLead();
    const to = `lead-${lead.id}-0000000000000000@reply.forecourt.test`;
    for (const request of [
      await inboundMailRequest(MAIL_URL, mail(to), null),
      await inboundMailRequest(MAIL_URL, mail(to), "another-key"),
      await inboundMailRequest(MAIL_URL, mail(to), MAIL_KEY, {
        timestamp: Math.floor(Date.now() / 1000) - 3_600,
      }),
    ]) {
      const response = await callRoute(mailRoute, "POST", request);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "The request's signature is missing or does not match.",
      });
    }
    expect((await conversation(lead.id)).messages).toEqual([]);
  });

  it("answers a body it cannot read with a 4xx, and mail to no lead's address stores nothing", async () => {
    const lead = await newLead();
    const json = new Request(MAIL_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect((await callRoute(mailRoute, "POST", json)).status).toBe(415);
    const signedEmpty = await inboundMailRequest(MAIL_URL, mail("x@y.test"), MAIL_KEY);
    const form = await signedEmpty.formData();
    form.delete("body-mime");
    const empty = await callRoute(
      mailRoute,
      "POST",
      new Request(MAIL_URL, { method: "POST", body: form }),
    );
    expect(empty.status).toBe(422);
    // A forged tag on a real lead's id is no lead's address.
    const forged = `lead-${lead.id}-0123456789abcdef@reply.forecourt.test`;
    const response = await callRoute(
      mailRoute,
      "POST",
      await inboundMailRequest(MAIL_URL, mail(forged), MAIL_KEY),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "no-lead" });
    expect((await conversation(lead.id)).messages).toEqual([]);
    expect((await callRoute(mailRoute, "GET", new Request(MAIL_URL))).status).toBe(405);
  });
});

describe("a text to the shopper", () => {
  it("goes through the provider's API from the site's number, and the answer threads by phone", async () => {
    const lead = await newLead({ phone: SHOPPER_MOBILE });
    const form = { actor: northSales, leadId: lead.id, clientKey: clientKey(), now: now() };
    expect(
      await sendLeadSms(handle.db, { ...form, body: "Hi {{firstName}}, call me back?" }),
    ).toEqual({
      ok: true,
      isRepeat: false,
    });
    expect(
      await sendLeadSms(handle.db, { ...form, body: "Hi {{firstName}}, call me back?" }),
    ).toEqual({
      ok: true,
      isRepeat: true,
    });
    twilio.failNext(503);
    expect(await worker.drainOnce()).toMatchObject({ delivered: 0, failed: 1 });
    // Retried after its back-off: due it now.
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.kind, "conversation.sms"));
    expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
    expect(twilio.taken).toEqual([
      expect.objectContaining({
        username: SID,
        password: TOKEN,
        to: SHOPPER_MOBILE,
        from: SITE_NUMBER,
        body: "Hi Olivia, call me back?",
      }),
    ]);
    expect(await contactedAt(lead.id)).toEqual(form.now);

    const sms = {
      from: SHOPPER_MOBILE,
      to: SITE_NUMBER,
      body: "Yes, after 5",
      messageSid: "SM0123456789abcdef",
    };
    const response = await callRoute(smsRoute, "POST", inboundSmsRequest(SMS_URL, sms, TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/xml");
    await callRoute(smsRoute, "POST", inboundSmsRequest(SMS_URL, sms, TOKEN));
    const { messages } = await conversation(lead.id);
    expect(messages.map((m) => [m.kind, m.direction, m.body])).toEqual([
      ["sms", "out", "Hi Olivia, call me back?"],
      ["sms", "in", "Yes, after 5"],
    ]);
  });

  it("refuses a badly signed or malformed webhook, and a site with no number", async () => {
    const lead = await newLead({ phone: "+61498765432" });
    const sms = { from: "+61498765432", to: SITE_NUMBER, body: "Hello" };
    const forged = await callRoute(
      smsRoute,
      "POST",
      inboundSmsRequest(SMS_URL, sms, "wrong-token"),
    );
    expect(forged.status).toBe(401);
    const odd = await callRoute(
      smsRoute,
      "POST",
      inboundSmsRequest(SMS_URL, { ...sms, from: "not a number" }, TOKEN),
    );
    expect(odd.status).toBe(422);
    expect((await conversation(lead.id)).messages).toEqual([]);
    const southLead = await handle.db
      .insert(leads)
      .values({ websiteId: south.id, category: "General Enquiry", phone: SHOPPER_MOBILE })
      .returning();
    const refused = await sendLeadSms(handle.db, {
      actor: southAdmin,
      leadId: southLead[0]!.id,
      clientKey: clientKey(),
      body: "Hi",
      now: now(),
    });
    expect(refused).toEqual({ ok: false, reason: "no-sms" });
  });
});

describe("calls, notes and reminders", () => {
  it("logs a call in one step; only one that reached the shopper answers the lead", async () => {
    const lead = await newLead();
    const call = { actor: northSales, leadId: lead.id, now: now() };
    await logLeadCall(handle.db, {
      ...call,
      clientKey: clientKey(),
      outcome: "no-answer",
      note: "",
    });
    expect(await contactedAt(lead.id)).toBeNull();
    const noted = new Date(call.now.getTime() + 30_000);
    await addLeadNote(handle.db, {
      ...call,
      now: noted,
      clientKey: clientKey(),
      body: "Prefers mornings",
    });
    expect(await contactedAt(lead.id)).toBeNull();
    const spoke = new Date(call.now.getTime() + 60_000);
    await logLeadCall(handle.db, {
      ...call,
      now: spoke,
      clientKey: clientKey(),
      outcome: "spoke",
      note: "Booked Saturday",
    });
    expect(await contactedAt(lead.id)).toEqual(spoke);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.status).toBe("new");
    expect((await conversation(lead.id)).messages.map((m) => [m.kind, m.outcome, m.body])).toEqual([
      ["call", "no-answer", ""],
      ["note", null, "Prefers mornings"],
      ["call", "spoke", "Booked Saturday"],
    ]);
  });

  it("sends overdue leads and due reminders as one digest per person per run", async () => {
    const runAt = new Date();
    const hoursAgo = (n: number) => new Date(runAt.getTime() - n * 3_600_000);
    // Waited 3 hours past north's default 2-hour target, assigned to the salesperson.
    const overdue = await newLead({
      createdAt: hoursAgo(3),
      assignedStaffUserId: northSales.id,
      firstName: "Ivy",
    });
    // Contacted: never overdue.
    await newLead({
      createdAt: hoursAgo(3),
      assignedStaffUserId: northSales.id,
      firstContactedAt: hoursAgo(2),
    });
    const followed = await newLead({ firstName: "Jack", firstContactedAt: hoursAgo(1) });
    expect(
      await addLeadReminder(handle.db, {
        actor: northSales,
        leadId: followed.id,
        dueAt: hoursAgo(0.5),
        assigneeId: northSales.id,
        note: "Send the finance figures",
        now: hoursAgo(1),
      }),
    ).toEqual({ ok: true, isRepeat: false });
    // Not yet due.
    await addLeadReminder(handle.db, {
      actor: northSales,
      leadId: followed.id,
      dueAt: new Date(runAt.getTime() + 3_600_000),
      assigneeId: null,
      note: "Later",
      now: hoursAgo(1),
    });
    expect(
      await addLeadReminder(handle.db, {
        actor: northSales,
        leadId: followed.id,
        dueAt: runAt,
        assigneeId: southAdmin.id,
        note: "Not theirs",
        now: runAt,
      }),
    ).toEqual({ ok: false, reason: "unknown-assignee" });
    expect(
      await addLeadReminder(handle.db, {
        actor: northSales,
        leadId: followed.id,
        dueAt: hoursAgo(2),
        assigneeId: null,
        note: "Already past",
        now: hoursAgo(1),
      }),
    ).toEqual({ ok: false, reason: "due-passed" });

    await queueLeadDigests(handle.db, { now: runAt, consoleOrigin: "http://localhost:3000" });
    const digests = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "console.lead-digest")));
    const forSales = digests.filter(
      (row) => (row.payload as { to: string }).to === "sales@north.test",
    );
    expect(forSales).toHaveLength(1);
    expect(forSales[0]?.payload).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({
          kind: "overdue",
          leadName: "Ivy Chen",
          leadUrl: `http://localhost:3000/console/leads/${overdue.id}`,
        }),
        expect.objectContaining({
          kind: "reminder",
          leadName: "Jack Chen",
          note: "Send the finance figures",
        }),
      ]),
    });
    expect((forSales[0]?.payload as { items: unknown[] }).items).toHaveLength(2);
    mails.length = 0;
    await worker.drainOnce();
    const toSales = mails.filter(
      (raw) => mailHeader(raw.toString("utf8"), "To") === "sales@north.test",
    );
    expect(toSales).toHaveLength(1);
    expect(mailHeader(toSales[0]!.toString("utf8"), "Subject")).toBe(
      "Leads to answer: 1 overdue lead, 1 reminder due",
    );
    // Told once: the next run has nothing for them.
    const next = new Date(runAt.getTime() + 60_000);
    expect(
      await queueLeadDigests(handle.db, { now: next, consoleOrigin: "http://localhost:3000" }),
    ).toBe(0);
    const [reminder] = await handle.db
      .select()
      .from(leadReminders)
      .where(eq(leadReminders.note, "Send the finance figures"));
    expect(reminder?.notifiedAt).toEqual(runAt);
    expect(
      await handle.db.select().from(leadMessages).where(eq(leadMessages.leadId, followed.id)),
    ).toEqual([]);
  });
});

describe("a shopper's reply", () => {
  const inbox = (actor: StaffMember, values: Record<string, string> = {}) => {
    const parsed = parseLeadInboxQuery((name) => values[name] ?? null);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return listInboxLeads(handle.db, { actor, query: parsed.query });
  };
  const inboxRow = async (actor: StaffMember, leadId: string) =>
    (await inbox(actor)).leads.find((lead) => lead.id === leadId);
  const replyNotices = async () =>
    (await handle.db.select().from(outbox).where(eq(outbox.kind, "console.lead-reply"))).map(
      (row) => row.payload as { to: string; firstName: string; leadUrl: string },
    );
  const noticesFor = async (leadId: string) =>
    (await replyNotices()).filter((notice) => notice.leadUrl.endsWith(`/${leadId}`));
  const reply = async (leadId: string, messageId: string) =>
    callRoute(
      mailRoute,
      "POST",
      await inboundMailRequest(
        MAIL_URL,
        {
          from: "Priya Shah <priya@shop.test>",
          to: await leadReplyAddress(handle.db, leadId),
          subject: "Re: Your enquiry",
          text: "Can I see it on Saturday?\n\n> Hi Priya,\n",
          messageId,
        },
        MAIL_KEY,
      ),
    );

  it("makes the lead unread for everyone, tells the dealership's sales once, and waits first in the inbox", async () => {
    await createDealershipSales(handle.db, "sales2@north.test", north);
    const lead = await newLead({ firstName: "Priya", lastName: "Shah", email: "priya@shop.test" });
    for (const actor of [northSales, northAdmin]) {
      await getInboxLead(handle.db, { actor, leadId: lead.id, now: now() });
      expect(await inboxRow(actor, lead.id)).toMatchObject({ isReadByMe: true, isReplied: false });
    }
    const repliedBefore = await countRepliedLeads(handle.db, { actor: northSales });
    // A newer lead nobody replied to: newest first would put it above the replied one.
    const newer = await newLead({ firstName: "Noah", createdAt: new Date(Date.now() + 60_000) });

    const posted = await reply(lead.id, "<priya-1@shop.test>");
    expect(await posted.json()).toEqual({ status: "threaded", leadId: lead.id });
    // The provider retrying the same mail tells nobody again.
    await reply(lead.id, "<priya-1@shop.test>");

    for (const actor of [northSales, northAdmin]) {
      expect(await inboxRow(actor, lead.id)).toMatchObject({ isReadByMe: false, isReplied: true });
    }
    // Nobody has the lead: each salesperson of its dealership is told, once.
    const notices = await noticesFor(lead.id);
    expect(notices.map((notice) => notice.to).sort()).toEqual([
      "sales2@north.test",
      "sales@north.test",
    ]);
    expect(notices[0]).toMatchObject({
      firstName: "Priya",
      via: "email",
      siteName: "north site",
      leadUrl: `http://localhost:3000/console/leads/${lead.id}`,
    });

    // The header's count and the Replied filter find it; the default order puts it first.
    expect(await countRepliedLeads(handle.db, { actor: northSales })).toBe(repliedBefore + 1);
    const replied = (await inbox(northSales, { replied: "1" })).leads;
    expect(replied.map((row) => row.id)).toContain(lead.id);
    expect(replied.map((row) => row.id)).not.toContain(newer.id);
    expect(replied.every((row) => row.isReplied)).toBe(true);
    const ids = (await inbox(northSales)).leads.map((row) => row.id);
    expect(ids.indexOf(lead.id)).toBeLessThan(ids.indexOf(newer.id));
    // Another dealer's staff see nothing of it.
    expect(await countRepliedLeads(handle.db, { actor: southAdmin })).toBe(0);

    // A call that did not reach the shopper leaves the reply waiting; one that did answers it.
    const call = { actor: northSales, leadId: lead.id, note: "", now: now() };
    await logLeadCall(handle.db, { ...call, outcome: "no-answer", clientKey: clientKey() });
    expect(await inboxRow(northSales, lead.id)).toMatchObject({ isReplied: true });
    await logLeadCall(handle.db, { ...call, outcome: "spoke", clientKey: clientKey() });
    expect(await inboxRow(northSales, lead.id)).toMatchObject({ isReplied: false });
    expect(await countRepliedLeads(handle.db, { actor: northSales })).toBe(repliedBefore);

    // The mail says who and when in the site's zone, with the link, and nothing more of them.
    const replyWorker = createOutboxWorker({
      database: async () => handle.db,
      mail: {
        transport: standInTransport(smtp.port),
        from: "Forecourt leads <leads@forecourt.test>",
      },
      channels: [leadReplyChannel],
      log: { info: () => {}, warn: () => {} },
    });
    mails.length = 0;
    await replyWorker.drainOnce();
    await replyWorker.stop();
    const toSecond = mails
      .map((raw) => raw.toString("utf8"))
      .filter((raw) => mailHeader(raw, "To") === "sales2@north.test");
    expect(toSecond).toHaveLength(1);
    expect(mailHeader(toSecond[0]!, "Subject")).toBe("Priya replied to your lead on north site");
    const { text } = await simpleParser(toSecond[0]!);
    expect(text).toContain(`http://localhost:3000/console/leads/${lead.id}`);
    // The time in the site's zone (north has the default, Australia/Sydney), named.
    expect(text).toMatch(/at \d{1,2} \w{3} \d{4}, \d{2}:\d{2} AE[DS]T\./);
    expect(text).not.toMatch(/Shah|priya@shop\.test|Saturday/);
  });

  it("pages through replied leads first, then the rest, each lead once", async () => {
    const parsed = parseLeadInboxQuery(() => null);
    if (!parsed.ok) throw new Error("empty query refused");
    const all = (
      await listInboxLeads(handle.db, { actor: northSales, query: { ...parsed.query, limit: 200 } })
    ).leads;
    expect(all.some((lead) => lead.isReplied)).toBe(true);
    const paged: { id: string; isReplied: boolean }[] = [];
    let cursor = null as (typeof parsed.query)["cursor"];
    do {
      const page = await listInboxLeads(handle.db, {
        actor: northSales,
        query: { ...parsed.query, limit: 2, cursor },
      });
      paged.push(...page.leads);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((lead) => lead.id)).toEqual(all.map((lead) => lead.id));
    const firstUnreplied = paged.findIndex((lead) => !lead.isReplied);
    expect(paged.slice(firstUnreplied).some((lead) => lead.isReplied)).toBe(false);
  });

  it("tells only the assignee when someone has the lead, by text too", async () => {
    const phone = "+61455501234";
    const lead = await newLead({
      firstName: "Priya",
      phone,
      assignedStaffUserId: northAdmin.id,
    });
    await getInboxLead(handle.db, { actor: northSales, leadId: lead.id, now: now() });
    const sms = {
      from: phone,
      to: SITE_NUMBER,
      body: "Still there?",
      messageSid: "SM11112222333344445555",
    };
    await callRoute(smsRoute, "POST", inboundSmsRequest(SMS_URL, sms, TOKEN));
    await callRoute(smsRoute, "POST", inboundSmsRequest(SMS_URL, sms, TOKEN));
    expect(await noticesFor(lead.id)).toEqual([
      expect.objectContaining({ to: "admin@north.test", via: "sms", firstName: "Priya" }),
    ]);
    expect(await inboxRow(northSales, lead.id)).toMatchObject({
      isReadByMe: false,
      isReplied: true,
    });
  });
});
