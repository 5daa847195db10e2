import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "../domain/lead.ts";
import { deliveryNote, DELIVERY_STATUS_LABELS } from "./delivery-words.ts";

describe("deliveries in a dealer's words", () => {
  it("names every status without the worker's words or the server's settings", () => {
    for (const status of DELIVERY_STATUSES) {
      const words = `${DELIVERY_STATUS_LABELS[status]} ${deliveryNote({ status, attempts: 2 }) ?? ""}`;
      expect(words, status).not.toMatch(/SMTP|_URL|outbox|worker|lease|ECONN|null/i);
    }
  });

  it("says how often a delivery was tried while it is tried again, and that a failed lead is kept", () => {
    expect(deliveryNote({ status: "retrying", attempts: 1 })).toBe(
      "Tried once; tried again by itself.",
    );
    expect(deliveryNote({ status: "unknown", attempts: 3 })).toBe(
      "Tried 3 times; tried again by itself.",
    );
    expect(deliveryNote({ status: "failed", attempts: 30 })).toContain("The lead is safe here.");
    expect(deliveryNote({ status: "delivered", attempts: 1 })).toBeNull();
  });
});
