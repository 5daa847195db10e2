import { describe, expect, it } from "vitest";
import {
  isPreviewTokenValid,
  PREVIEW_LINK_MS,
  previewToken,
  type PreviewTarget,
} from "./preview-link.ts";

const secret = "a-preview-secret-of-the-platform";
const offer: PreviewTarget = { websiteId: 3, kind: "offer", id: 41 };
const made = new Date("2026-11-27T10:00:00Z");
const later = (ms: number) => new Date(made.getTime() + ms);

describe("preview tokens", () => {
  it("open the item they were made for until they lapse, a few minutes on", () => {
    const token = previewToken(secret, offer, made);
    expect(isPreviewTokenValid(secret, offer, token, later(PREVIEW_LINK_MS - 1))).toBe(true);
    expect(isPreviewTokenValid(secret, offer, token, later(PREVIEW_LINK_MS))).toBe(false);
    expect(PREVIEW_LINK_MS).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it("open no other item, site or kind", () => {
    const token = previewToken(secret, offer, made);
    for (const other of [
      { ...offer, id: 42 },
      { ...offer, websiteId: 4 },
      { ...offer, kind: "blog-post" as const },
    ]) {
      expect(isPreviewTokenValid(secret, other, token, made)).toBe(false);
    }
  });

  it("refuse a token signed with another secret, a stretched expiry or garbage", () => {
    const token = previewToken(secret, offer, made);
    expect(isPreviewTokenValid("another-secret", offer, token, made)).toBe(false);
    const [expiresAt, signature] = token.split(".");
    const stretched = `${Number(expiresAt) + 86_400_000}.${signature}`;
    expect(isPreviewTokenValid(secret, offer, stretched, made)).toBe(false);
    for (const junk of ["", "x", `${expiresAt}.`, `${expiresAt}.${"A".repeat(43)}`]) {
      expect(isPreviewTokenValid(secret, offer, junk, made)).toBe(false);
    }
  });
});
