import { describe, expect, it } from "vitest";
import {
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignature,
} from "./webhook.ts";

describe("webhook signature", () => {
  const now = Date.UTC(2026, 10, 1);
  const body = '{"lead":{"id":"1"}}';

  it("is HMAC-SHA256 of timestamp.body, hex", () => {
    // Known value: printf '1761955200.{"lead":{"id":"1"}}' | openssl dgst -sha256 -hmac secret
    expect(webhookSignature("secret", 1761955200, body)).toBe(
      "ae70f732c838d289cd6702ff064403c46fe6563b48ec664452f639a61bb89ddd",
    );
    expect(webhookSignature("secret", 1761955200, body)).not.toBe(
      webhookSignature("secret", 1761955201, body),
    );
  });

  it("verifies what it signs and nothing else", () => {
    const header = signWebhook("secret", body, now)[WEBHOOK_SIGNATURE_HEADER];
    expect(verifyWebhook("secret", body, header, now)).toEqual({ isValid: true });
    expect(verifyWebhook("secret", body.replace("1", "2"), header, now).isValid).toBe(false);
    expect(verifyWebhook("other", body, header, now)).toEqual({
      isValid: false,
      reason: "mismatch",
    });
    expect(verifyWebhook("secret", body, header, now + 301_000)).toEqual({
      isValid: false,
      reason: "expired",
    });
    expect(verifyWebhook("secret", body, null, now)).toEqual({ isValid: false, reason: "missing" });
    expect(verifyWebhook("secret", body, "v1=abc", now)).toEqual({
      isValid: false,
      reason: "malformed",
    });
  });
});
