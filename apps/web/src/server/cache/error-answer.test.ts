import { afterEach, describe, expect, it } from "vitest";
import {
  isErrorAnswer,
  isOvertakenPage,
  withoutErrorAnswers,
} from "../../../cache/error-answer.mjs";
import { createTagWrites, type TagWrites } from "./tag-writes.ts";

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

describe("pages a write overtook", () => {
  const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };
  const saved = holder.__forecourtTagWrites;
  afterEach(() => {
    holder.__forecourtTagWrites = saved;
  });

  it("are pages whose render began reading before a write to one of their tags", () => {
    let clock = 10;
    const writes = createTagWrites({ now: () => clock });
    holder.__forecourtTagWrites = writes;
    const tags = ["_N_T_/sites/demo/cars/ute", "site:9:cars"];
    writes.noteRenderRead(tags);
    clock = 11;
    writes.note(["site:9:cars"]);
    expect(isOvertakenPage(page(200), tags)).toBe(true);
    clock = 12;
    writes.noteRenderRead(tags);
    expect(isOvertakenPage(page(200), tags)).toBe(false);
    expect(isOvertakenPage({ kind: "FETCH", data: {} }, ["site:9:cars"])).toBe(false);
  });

  it("are none before the app has written anything", () => {
    holder.__forecourtTagWrites = undefined;
    expect(isOvertakenPage(page(200), ["_N_T_/x", "site:9:cars"])).toBe(false);
  });
});
