import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Database } from "@forecourt/db/client";
import { consoleInvitationChannel } from "./console-invitation-channel.ts";
import type { ChannelDeps, MailTransport } from "./outbox-channel.ts";
import { leadDigestChannel } from "./lead-digest-channel.ts";
import { MAIL_HELD_NOTE, sendLeadMail } from "./send-lead-mail.ts";
import { consoleSignInCodeChannel } from "./sign-in-code-channel.ts";

type Sent = Parameters<MailTransport["sendMail"]>[0];

function deps(sent: Sent[] | null, logged: string[] = []): ChannelDeps {
  return {
    // Console mail reads nothing from the database.
    db: {} as Database,
    mail: sent
      ? {
          transport: { sendMail: async (message: Sent) => void sent.push(message) },
          from: "Forecourt <no-reply@forecourt.test>",
        }
      : null,
    fetch,
    webhookTimeoutMs: 1_000,
    log: { info: (message) => void logged.push(message), warn: () => {} },
  };
}

describe("console mail channels", () => {
  it("mails a staff user's code naming the console, with no site", async () => {
    const sent: Sent[] = [];
    const send = await consoleSignInCodeChannel.prepare(
      {
        id: 1,
        websiteId: null,
        kind: "console.sign-in-code",
        aggregateId: "code-1",
        attempts: 1,
        payload: { to: "ann@dealer.test", code: "012345", siteName: "Forecourt dealer console" },
      },
      deps(sent),
    );
    expect(await send()).toEqual({ status: "delivered" });
    expect(sent[0]).toMatchObject({
      to: "ann@dealer.test",
      subject: "012345 is your Forecourt dealer console sign-in code",
    });
  });

  it("holds an invitation while there is no SMTP server, logging its id and nobody's address", async () => {
    const logged: string[] = [];
    const send = await consoleInvitationChannel.prepare(
      {
        id: 2,
        websiteId: 7,
        kind: "console.invitation",
        aggregateId: "invitation-1",
        attempts: 1,
        payload: {
          to: "bob@dealer.test",
          siteName: "Metro Pre-Owned",
          invitedBy: "admin@dealer.test",
          signInUrl: "http://localhost:3000/console/sign-in",
        },
      },
      deps(null, logged),
    );
    expect(await send()).toEqual({ status: "held", note: MAIL_HELD_NOTE });
    expect(logged).toEqual([
      "[outbox] SMTP_URL is not set; console invitation invitation-1 held in the outbox.",
    ]);
  });

  it("holds a lead's mail without SMTP and logs the lead's id, never its name, email or phone", async () => {
    const logged: string[] = [];
    const outcome = await sendLeadMail(
      "email",
      "3f9c2a10-0000-4000-8000-000000000001",
      "lead.email.3f9c2a10-0000-4000-8000-000000000001",
      {
        to: "Metro Sales <sales@metro.test>",
        subject: "New enquiry from Rosa Delgado",
        text: "Name: Rosa Delgado\nEmail: rosa@example.com\nPhone: 0412 345 678",
      },
      deps(null, logged),
    );
    expect(outcome).toEqual({ status: "held", note: MAIL_HELD_NOTE });
    expect(logged).toEqual([
      "[outbox] SMTP_URL is not set; email for lead 3f9c2a10-0000-4000-8000-000000000001 held in the outbox.",
    ]);
    const line = logged.join("\n");
    for (const personal of ["Rosa", "Delgado", "@", "0412", "Metro Sales"]) {
      expect(line).not.toContain(personal);
    }
  });

  it("holds a dealer's lead digest by its row id: its key carries their address", async () => {
    const logged: string[] = [];
    const send = await leadDigestChannel.prepare(
      {
        id: 41,
        websiteId: null,
        kind: "console.lead-digest",
        aggregateId: "sales@metro.test@2026-11-27T08:00:00.000Z",
        attempts: 1,
        payload: { to: "sales@metro.test", items: [] },
      },
      deps(null, logged),
    );
    expect(await send()).toEqual({ status: "held", note: MAIL_HELD_NOTE });
    expect(logged).toEqual([
      "[outbox] SMTP_URL is not set; lead digest (outbox row 41) held in the outbox.",
    ]);
  });

  it("without SMTP on the embedded demo, writes a held sign-in code's mail to the data folder and logs only the file", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "held-mail-"));
    try {
      const logged: string[] = [];
      const heldDeps = {
        ...deps(null, logged),
        heldMail: { folder, from: "Forecourt <no-reply@forecourt.test>" },
      };
      const send = await consoleSignInCodeChannel.prepare(
        {
          id: 5,
          websiteId: null,
          kind: "console.sign-in-code",
          aggregateId: "code-5",
          attempts: 1,
          payload: {
            to: "ann@dealer.test",
            code: "01234567",
            siteName: "Forecourt dealer console",
          },
        },
        heldDeps,
      );
      expect(await send()).toEqual({ status: "held", note: MAIL_HELD_NOTE });
      const [file] = await readdir(folder);
      expect(file).toMatch(/^[\d-]+T[\d-]+Z-[a-p]{12}\.eml$/);
      const eml = await readFile(path.join(folder, file!), "utf8");
      expect(eml).toContain("Subject: 01234567 is your Forecourt dealer console sign-in code");
      expect(eml).toContain("To: ann@dealer.test");
      expect((await stat(path.join(folder, file!))).mode & 0o777).toBe(0o600);
      expect(logged).toEqual([
        `[outbox] SMTP_URL is not set; sign-in code code-5 held in the outbox. A copy: ${path.join(folder, file!)}`,
      ]);
      expect(logged.join("\n")).not.toMatch(/01234567|ann@/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
