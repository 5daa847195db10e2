import { describe, expect, it } from "vitest";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH } from "../garage/sign-in-code-length.ts";
import {
  isOutboxKind,
  leadChannelOf,
  leadOutboxKind,
  parseOutboxPayload,
} from "./outbox-payload.ts";

describe("outbox payloads", () => {
  it("parses what the lead transaction writes", () => {
    expect(
      parseOutboxPayload("lead.email", { to: " sales@dealer.test ", dealershipId: 3 }),
    ).toEqual({ ok: true, payload: { to: "sales@dealer.test", dealershipId: 3 } });
    expect(
      parseOutboxPayload("lead.webhook", { url: "https://crm.test/hook", dealershipId: 3 }),
    ).toEqual({ ok: true, payload: { url: "https://crm.test/hook", dealershipId: 3 } });
  });

  it("names the kind and every problem of a bad payload, in our words", () => {
    expect(parseOutboxPayload("lead.adf", { to: "", dealershipId: "3" })).toEqual({
      ok: false,
      error: "Bad lead.adf payload: to is empty; dealershipId is not a number.",
    });
    expect(parseOutboxPayload("lead.webhook", { url: "ftp://x.test/", dealershipId: 1 })).toEqual({
      ok: false,
      error: "Bad lead.webhook payload: url is not an http(s) URL.",
    });
    expect(parseOutboxPayload("lead.email", "to@x.test")).toEqual({
      ok: false,
      error: "Bad lead.email payload: the payload is not a JSON object.",
    });
    expect(parseOutboxPayload("lead.email", { to: "a@b.test" })).toMatchObject({ ok: false });
  });

  it("carries a sign-in code of either length the sign-in rules issue", () => {
    for (const length of [SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH]) {
      const payload = { to: "jo@example.com", code: "7".repeat(length), siteName: "Metro" };
      for (const kind of ["garage.sign-in-code", "console.sign-in-code"] as const) {
        expect(parseOutboxPayload(kind, payload)).toEqual({ ok: true, payload });
      }
    }
    expect(
      parseOutboxPayload("garage.sign-in-code", { to: "a@b.test", code: "1234567", siteName: "M" }),
    ).toMatchObject({ ok: false });
  });

  it("maps lead channels to kinds and back", () => {
    expect(leadOutboxKind("adf")).toBe("lead.adf");
    expect(leadChannelOf("lead.webhook")).toBe("webhook");
    expect(leadChannelOf("lead.sms")).toBeNull();
    expect(leadChannelOf("mail.sign-in-code")).toBeNull();
    expect(isOutboxKind("lead.email")).toBe(true);
    expect(isOutboxKind("lead.sms")).toBe(false);
    expect(isOutboxKind("toString")).toBe(false);
  });
});
