import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_CONVERSATION_WINDOW_MS } from "@forecourt/core/chat/chat-conversation";
import type { DatabaseHandle } from "@forecourt/db/client";
import { leads, outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "chat-site",
    settings: { chat: { provider: "text" } },
    dealership: { leadEmail: "sales@chat-site.test" },
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

/** A 'Text us' message as the chat widget sends it; `leadId` names its conversation. */
async function text(
  message: string,
  options: { leadId?: string; phone?: string; carId?: number } = {},
) {
  const lead = {
    category: "Text us",
    message,
    name: "Jo Citizen",
    phone: options.phone ?? "0412345678",
    ...(options.leadId ? { lead_id: options.leadId } : {}),
    ...(options.carId ? { car_id: options.carId } : {}),
  };
  const response = await callRoute(
    leadsRoute,
    "POST",
    siteRequest(site.slug, "/api/leads", {
      json: { lead },
    }),
  );
  return { status: response.status, body: (await response.json()) as { id: string } };
}

const emailsFor = (leadId: string) =>
  handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.aggregateId, leadId), eq(outbox.kind, "lead.email")));

describe("a 'Text us' conversation", () => {
  it("is one lead: follow-ups are added to it and the dealer is mailed once", async () => {
    const first = await text("Is the pop-top still available?");
    expect(first.status).toBe(201);
    const id = first.body.id;
    const second = await text("And the towing weight?", { leadId: id });
    expect(second).toEqual({ status: 200, body: { id } });
    // A retry of the same message is kept once.
    expect(await text("And the towing weight?", { leadId: id })).toEqual({
      status: 200,
      body: { id },
    });

    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.message).toBe("Is the pop-top still available?\nAnd the towing weight?");
    const messages = (lead!.fields as { chat_messages: { text: string }[] }).chat_messages;
    expect(messages.map((m) => m.text)).toEqual([
      "Is the pop-top still available?",
      "And the towing weight?",
    ]);
    expect(await emailsFor(id)).toHaveLength(1);
  });

  it("starts a new lead, and a new email, after the window or from another mobile", async () => {
    const first = await text("Still open today?");
    const id = first.body.id;
    const otherMobile = await text("Me too", { leadId: id, phone: "0412000111" });
    expect(otherMobile.status).toBe(201);
    expect(otherMobile.body.id).not.toBe(id);

    // The conversation's last message was longer ago than the window.
    const past = new Date(Date.now() - CHAT_CONVERSATION_WINDOW_MS - 60_000).toISOString();
    await handle.db
      .update(leads)
      .set({ fields: { chat_messages: [{ sent_at: past, text: "Still open today?" }] } })
      .where(eq(leads.id, id));
    const later = await text("Are you open tomorrow?", { leadId: id });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(id);
    expect(await emailsFor(later.body.id)).toHaveLength(1);
    const [kept] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(kept!.message).toBe("Still open today?");
  });

  it("started on a vehicle page, carries the car", async () => {
    const carId = await createTestCar(handle.db, site);
    const { body } = await text("Can I see it Saturday?", { carId });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, body.id));
    expect(lead!.carId).toBe(carId);
  });
});
