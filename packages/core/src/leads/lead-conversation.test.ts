import { describe, expect, it } from "vitest";
import { parseFields } from "../validation/field-errors.ts";
import {
  callFormSchema,
  CALL_OUTCOME_MESSAGE,
  DEFAULT_REPLY_TEMPLATES,
  dueInstant,
  formatReplyAddress,
  isContactingCall,
  mergeTemplate,
  mergeValues,
  parseReplyAddress,
  replyText,
} from "./lead-conversation.ts";

const id = "0b6f3c2e-8d1a-4f5e-9a7b-1c2d3e4f5a6b";

describe("merge fields", () => {
  const values = mergeValues({
    lead: { name: null, firstName: "Olivia", lastName: "Chen" },
    car: "2021 Toyota Hilux SR5",
    salesperson: { name: "Sam Sales", email: "sam@dealer.test" },
    siteName: "Metro Motors",
  });

  it("fills each field, leaves an unknown one as typed", () => {
    expect(mergeTemplate("Hi {{firstName}}, the {{ car }} — {{salesperson}}", values)).toBe(
      "Hi Olivia, the 2021 Toyota Hilux SR5 — Sam Sales",
    );
    expect(mergeTemplate("{{name}} at {{siteName}} {{price}}", values)).toBe(
      "Olivia Chen at Metro Motors {{price}}",
    );
  });

  it("reads sensibly with no name, no car and a salesperson without a name", () => {
    const bare = mergeValues({
      lead: { name: null, firstName: null, lastName: null },
      car: null,
      salesperson: { name: null, email: "sam@dealer.test" },
      siteName: "Metro Motors",
    });
    expect(mergeTemplate(DEFAULT_REPLY_TEMPLATES[0]!.body, bare)).toContain("Hi there,");
    expect(mergeTemplate("{{car}} {{salesperson}}", bare)).toBe(
      "car you asked about sam@dealer.test",
    );
  });
});

describe("reply addresses", () => {
  it("round-trip on their domain, any case, and nowhere else", () => {
    const address = formatReplyAddress(id, "0123456789abcdef", "reply.example.com");
    expect(address).toBe(`lead-${id}-0123456789abcdef@reply.example.com`);
    expect(parseReplyAddress(address.toUpperCase(), "reply.example.com")).toEqual({
      leadId: id,
      tag: "0123456789abcdef",
    });
    expect(parseReplyAddress(address, "other.example.com")).toBeNull();
    expect(parseReplyAddress(`lead-${id}@reply.example.com`, "reply.example.com")).toBeNull();
    expect(parseReplyAddress("sales@reply.example.com", "reply.example.com")).toBeNull();
  });
});

describe("replyText", () => {
  it("keeps the shopper's words above the quoted mail", () => {
    const text =
      "Saturday at 10 works.\r\n\r\nOlivia\r\n\r\nOn Mon, 2 Mar 2026 at 12:00, Sam <x@y> wrote:\r\n> Hi Olivia,\r\n> When suits?\r\n";
    expect(replyText(text)).toBe("Saturday at 10 works.\n\nOlivia");
    expect(replyText("Thanks\n> quoted\n> more\n")).toBe("Thanks");
    expect(replyText("> only a quote")).toBe("> only a quote");
  });
});

describe("calls and due times", () => {
  it("counts a call as contact only when it reached the shopper or their voicemail", () => {
    expect(isContactingCall("spoke")).toBe(true);
    expect(isContactingCall("voicemail")).toBe(true);
    expect(isContactingCall("no-answer")).toBe(false);
    expect(isContactingCall("wrong-number")).toBe(false);
  });

  it("logs a call only with the outcome the salesperson chose: there is no default", () => {
    const call = { leadId: id, clientKey: "key-12345678", note: "" };
    for (const sent of [call, { ...call, outcome: "" }, { ...call, outcome: "answered" }]) {
      expect(parseFields(callFormSchema, sent)).toEqual({
        ok: false,
        errors: { outcome: CALL_OUTCOME_MESSAGE },
      });
    }
    expect(parseFields(callFormSchema, { ...call, outcome: "no-answer" })).toMatchObject({
      ok: true,
      data: { outcome: "no-answer" },
    });
  });

  it("reads a local due time at the browser's offset", () => {
    // Melbourne in summer is UTC+11: getTimezoneOffset() is -660.
    expect(dueInstant("2026-03-02T09:30", -660).toISOString()).toBe("2026-03-01T22:30:00.000Z");
    expect(dueInstant("2026-03-02T09:30", 0).toISOString()).toBe("2026-03-02T09:30:00.000Z");
  });
});
