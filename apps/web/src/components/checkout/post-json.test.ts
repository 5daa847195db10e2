import { afterEach, describe, expect, it, vi } from "vitest";
import { postAndGo } from "./post-json.ts";

/** A browser's `fetch` answering once, and its `location.assign`, in place of node's. */
function answerWith(status: number, body: unknown) {
  const assign = vi.fn();
  vi.stubGlobal("window", { location: { assign } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postAndGo", () => {
  it("goes to the page the answer names", async () => {
    const assign = answerWith(200, { redirect_url: "/pay/test/tp_1" });
    await expect(postAndGo("/api/reservations", { car_id: "a" })).resolves.toEqual({ ok: true });
    expect(assign).toHaveBeenCalledWith("/pay/test/tp_1");
  });

  it("returns a refusal's message and field errors, and stays on the page", async () => {
    const assign = answerWith(422, { error: "Card declined", errors: { card_number: "Declined" } });
    await expect(postAndGo("/api/payments/test/tp_1", { card_number: "4000" })).resolves.toEqual({
      ok: false,
      message: "Card declined",
      fieldErrors: { card_number: "Declined" },
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
