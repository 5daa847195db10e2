import { describe, expect, it } from "vitest";
import type { Database } from "@forecourt/db/client";
import { consoleInvitationChannel } from "./console-invitation-channel.ts";
import type { ChannelDeps, MailTransport } from "./outbox-channel.ts";
import { MAIL_HELD_NOTE } from "./send-lead-mail.ts";
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

  it("writes an invitation to the log while there is no SMTP server, with where to sign in", async () => {
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
    expect(logged.join("\n")).toContain(
      "Subject: You are invited to the Metro Pre-Owned dealer console",
    );
    expect(logged.join("\n")).toContain(
      "Sign in at http://localhost:3000/console/sign-in with this address (bob@dealer.test)",
    );
    expect(logged.join("\n")).toContain("open for 7 days");
  });
});
