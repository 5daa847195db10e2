import { describe, expect, it } from "vitest";
import type { Database } from "@forecourt/db/client";
import { consoleOrigin } from "../../site-url.ts";
import { leadOverdueChannel } from "./lead-overdue-channel.ts";
import type { MailTransport } from "./outbox-channel.ts";

type Sent = Parameters<MailTransport["sendMail"]>[0];

describe("overdue lead mail", () => {
  it("tells the assignee which lead waited past which target, and where to open it", async () => {
    const sent: Sent[] = [];
    const send = await leadOverdueChannel.prepare(
      {
        id: 1,
        websiteId: 3,
        kind: "console.lead-overdue",
        aggregateId: "lead-1",
        attempts: 1,
        payload: {
          to: "sam@dealer.test",
          siteName: "Metro Pre-Owned",
          leadName: "Ann Shopper",
          category: "Test Drive",
          targetMinutes: 120,
          leadUrl: "http://localhost:3000/console/leads/lead-1",
        },
      },
      {
        db: {} as Database,
        mail: {
          transport: { sendMail: async (message: Sent) => void sent.push(message) },
          from: "Forecourt <no-reply@forecourt.test>",
        },
        fetch,
        webhookTimeoutMs: 1_000,
        log: { info: () => {}, warn: () => {} },
      },
    );
    expect(await send()).toEqual({ status: "delivered" });
    expect(sent[0]).toMatchObject({
      to: "sam@dealer.test",
      subject: "Overdue lead on Metro Pre-Owned: Ann Shopper (Test Drive)",
    });
    expect(String(sent[0]?.text)).toContain("response target of 120 minutes");
    expect(String(sent[0]?.text)).toContain("http://localhost:3000/console/leads/lead-1");
  });

  it("links to the platform host, with its port on localhost", () => {
    expect(consoleOrigin("localhost", "4300")).toBe("http://localhost:4300");
    expect(consoleOrigin("forecourt.example", "3000")).toBe("https://forecourt.example");
  });
});
