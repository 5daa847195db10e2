import { describe, expect, it } from "vitest";
import { isErrorAnswer, withoutErrorAnswers } from "../../../error-answer.mjs";

const page = (status?: number) => ({ kind: "APP_PAGE", html: "<p>x</p>", status });

describe("error answers in the page cache", () => {
  it("are rendered pages and route answers with a status of 400 or more", () => {
    expect(isErrorAnswer(page(404))).toBe(true);
    expect(isErrorAnswer(page(400))).toBe(true);
    expect(isErrorAnswer({ kind: "APP_ROUTE", status: 410 })).toBe(true);
    expect(isErrorAnswer({ kind: "PAGES", status: 500 })).toBe(true);
  });

  it("are not pages, redirects, data entries or nothing", () => {
    expect(isErrorAnswer(page(200))).toBe(false);
    expect(isErrorAnswer(page(399))).toBe(false);
    expect(isErrorAnswer(page(undefined))).toBe(false);
    expect(isErrorAnswer({ kind: "FETCH", data: {}, status: 404 })).toBe(false);
    expect(isErrorAnswer({ kind: "REDIRECT", props: {} })).toBe(false);
    expect(isErrorAnswer(null)).toBe(false);
    expect(isErrorAnswer(undefined)).toBe(false);
  });

  it("never reach a wrapped handler's set; everything else does, and its other calls stay", async () => {
    const stored: string[] = [];
    const handler = {
      name: "test",
      get: async () => null,
      set: async (key: string, _entry: { value?: unknown }) => {
        stored.push(key);
      },
    };
    const wrapped = withoutErrorAnswers(handler);
    await wrapped.set("/made-up", { value: page(404) });
    await wrapped.set("/real", { value: page(200) });
    await wrapped.set("/data", { value: { kind: "FETCH", data: {} } });
    await wrapped.set("/deleted", { value: null });
    expect(stored).toEqual(["/real", "/data", "/deleted"]);
    expect(wrapped.get).toBe(handler.get);
    expect(wrapped.name).toBe("test");
  });
});
