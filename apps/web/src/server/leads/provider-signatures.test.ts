import { describe, expect, it } from "vitest";
import {
  isValidMailgunSignature,
  isValidTwilioSignature,
  mailgunSignature,
  twilioSignature,
} from "./provider-signatures.ts";

describe("Twilio's request signature", () => {
  // The worked example of Twilio's webhook security documentation.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+14158675310"],
    ["Digits", "1234"],
    ["From", "+14158675310"],
    ["To", "+18005551212"],
  ];

  it("is the documented value, whatever order the parameters come in", () => {
    expect(twilioSignature("12345", url, params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(twilioSignature("12345", url, [...params].reverse())).toBe(
      "GvWf1cFY/Q7PnoempGyD5oXAezc=",
    );
  });

  it("fails for another token, URL, value or a missing signature", () => {
    const good = "GvWf1cFY/Q7PnoempGyD5oXAezc=";
    expect(isValidTwilioSignature("12345", url, params, good)).toBe(true);
    expect(isValidTwilioSignature("12346", url, params, good)).toBe(false);
    expect(isValidTwilioSignature("12345", url.replace("https", "http"), params, good)).toBe(false);
    expect(
      isValidTwilioSignature("12345", url, [...params.slice(1), ["CallSid", "CA0"]], good),
    ).toBe(false);
    expect(isValidTwilioSignature("12345", url, params, "")).toBe(false);
  });
});

describe("Mailgun's webhook signature", () => {
  const now = new Date("2026-03-02T12:00:00Z");
  const timestamp = String(now.getTime() / 1000);
  const token = "a".repeat(50);

  it("holds for the key, timestamp and token it was made with, within 15 minutes", () => {
    const signature = mailgunSignature("key-1", timestamp, token);
    expect(isValidMailgunSignature("key-1", { timestamp, token, signature }, now)).toBe(true);
    const later = new Date(now.getTime() + 14 * 60_000);
    expect(isValidMailgunSignature("key-1", { timestamp, token, signature }, later)).toBe(true);
  });

  it("fails for another key or token, a stale or odd timestamp, or no signature", () => {
    const signature = mailgunSignature("key-1", timestamp, token);
    expect(isValidMailgunSignature("key-2", { timestamp, token, signature }, now)).toBe(false);
    expect(
      isValidMailgunSignature("key-1", { timestamp, token: `${token}b`, signature }, now),
    ).toBe(false);
    const stale = new Date(now.getTime() + 16 * 60_000);
    expect(isValidMailgunSignature("key-1", { timestamp, token, signature }, stale)).toBe(false);
    expect(
      isValidMailgunSignature("key-1", { timestamp: `${timestamp}.5`, token, signature }, now),
    ).toBe(false);
    expect(isValidMailgunSignature("key-1", { timestamp, token, signature: "" }, now)).toBe(false);
  });
});
