import { describe, expect, it } from "vitest";
import { newIdempotencyKey, sendLead } from "./send-lead.ts";

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, statusText = "") {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { status, statusText });
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const lead = { category: "General" };

describe("sendLead", () => {
  it("POSTs a new lead as JSON with the idempotency key", async () => {
    const { calls, impl } = fakeFetch(201, { id: "abc" });
    const result = await sendLead({ lead, kind: "single-step", idempotencyKey: "k1" }, impl);
    expect(result).toEqual({ ok: true, leadId: "abc" });
    expect(calls[0]?.url).toBe("/api/leads");
    expect(calls[0]?.init.method).toBe("POST");
    expect(new Headers(calls[0]?.init.headers).get("Idempotency-Key")).toBe("k1");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ lead });
  });

  it("carries the form's fill time and its Turnstile token, when it has one", async () => {
    const { calls, impl } = fakeFetch(201, { id: "abc" });
    await sendLead(
      { lead, kind: "single-step", idempotencyKey: "k1", fillMs: 4321.7, botCheckToken: "tok" },
      impl,
    );
    await sendLead({ lead, kind: "single-step", idempotencyKey: "k1", botCheckToken: null }, impl);
    const [withSignals, without] = calls.map((call) => new Headers(call.init.headers));
    expect(withSignals?.get("X-Form-Fill-Ms")).toBe("4322");
    expect(withSignals?.get("X-Turnstile-Response")).toBe("tok");
    expect(without?.has("X-Form-Fill-Ms")).toBe(false);
    expect(without?.has("X-Turnstile-Response")).toBe(false);
  });

  it("PUTs to the partial lead once its id is known", async () => {
    const { calls, impl } = fakeFetch(200, { id: "abc" });
    await sendLead({ lead, kind: "multi-step-partial", leadId: "abc", idempotencyKey: "k2" }, impl);
    expect(calls[0]?.url).toBe("/api/leads/abc");
    expect(calls[0]?.init.method).toBe("PUT");
  });

  it("sends files as multipart with the lead as JSON", async () => {
    const { calls, impl } = fakeFetch(201, { id: "f1" });
    const file = new File(["cv"], "cv.pdf", { type: "application/pdf" });
    await sendLead(
      { lead, kind: "single-step", files: { resume: file }, idempotencyKey: "k3" },
      impl,
    );
    expect(calls[0]?.url).toBe("/api/leads/with-files");
    const data = calls[0]?.init.body as FormData;
    expect(JSON.parse(String(data.get("lead")))).toEqual(lead);
    expect((data.get("resume") as File).name).toBe("cv.pdf");
    expect(new Headers(calls[0]?.init.headers).has("Content-Type")).toBe(false);
  });

  it("reads a 422 as the server's message and field errors", async () => {
    const { impl } = fakeFetch(422, {
      error: "An error occurred when submitting this form",
      errors: { email: "invalid email address" },
    });
    expect(await sendLead({ lead, kind: "single-step", idempotencyKey: "k" }, impl)).toEqual({
      ok: false,
      message: "An error occurred when submitting this form",
      fieldErrors: { email: "invalid email address" },
    });
  });

  it("§8: non-OK without an error field, a 2xx without an id, a network error", async () => {
    const bare = fakeFetch(502, "<html>", "Bad Gateway");
    expect(await sendLead({ lead, kind: "single-step", idempotencyKey: "k" }, bare.impl)).toEqual({
      ok: false,
      message: "An unexpected error occurred Bad Gateway",
      fieldErrors: {},
    });
    const noId = fakeFetch(200, {});
    expect(
      await sendLead({ lead, kind: "multi-step-final", idempotencyKey: "k" }, noId.impl),
    ).toMatchObject({ ok: false, message: "An unexpected error occured" });
    const thrown = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await sendLead({ lead, kind: "single-step", idempotencyKey: "k" }, thrown)).toEqual({
      ok: false,
      message: "Failed to fetch",
      fieldErrors: {},
    });
  });
});

describe("sendLead: §8 answers that are not a lead id", () => {
  it("a final multi-step save answered without an id is an error, even on a PUT", async () => {
    const { impl } = fakeFetch(200, { status: "saved" });
    const request = { lead, kind: "multi-step-final" as const, leadId: "abc", idempotencyKey: "k" };
    expect(await sendLead(request, impl)).toEqual({
      ok: false,
      message: "An unexpected error occured",
      fieldErrors: {},
    });
    const withError = fakeFetch(200, { error: "Lead could not be completed" });
    expect(await sendLead(request, withError.impl)).toMatchObject({
      ok: false,
      message: "Lead could not be completed",
    });
  });

  it("a 200 whose body does not parse shows the parse error's own message", async () => {
    const { impl } = fakeFetch(200, "<html>not json</html>");
    const result = await sendLead({ lead, kind: "single-step", idempotencyKey: "k" }, impl);
    let parseMessage = "";
    try {
      JSON.parse("<html>not json</html>");
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    expect(result).toEqual({ ok: false, message: parseMessage, fieldErrors: {} });
    expect(parseMessage).not.toBe("");
  });
});

describe("newIdempotencyKey", () => {
  it("is fresh each time", () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
