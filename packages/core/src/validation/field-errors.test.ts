import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_NUL_FIELDS, nulCharacterPaths, parseFields } from "./field-errors.ts";
import { NUL_CHARACTER_MESSAGE } from "./messages.ts";

const NUL = "\u0000";
const schema = z.object({ title: z.string(), tags: z.array(z.string()).optional() });

describe("parseFields and NUL characters", () => {
  it("refuses a NUL in a field the schema reads, naming that field", () => {
    expect(parseFields(schema, { title: `a${NUL}b` })).toEqual({
      ok: false,
      errors: { title: NUL_CHARACTER_MESSAGE },
    });
    expect(parseFields(schema, { title: "x", tags: ["ok", `b${NUL}`] })).toEqual({
      ok: false,
      errors: { "tags.1": NUL_CHARACTER_MESSAGE },
    });
  });

  it("refuses a NUL in a field the schema would drop, and in a key", () => {
    expect(parseFields(schema, { title: "x", other: { deep: [NUL] } })).toEqual({
      ok: false,
      errors: { "other.deep.0": NUL_CHARACTER_MESSAGE },
    });
    expect(parseFields(schema, { title: "x", [`k${NUL}`]: 1 })).toEqual({
      ok: false,
      errors: { [`k${NUL}`]: NUL_CHARACTER_MESSAGE },
    });
  });

  it("reports the schema's other errors with it, and the NUL over the schema's own", () => {
    expect(parseFields(schema, { title: 5, tags: [NUL, 3] })).toEqual({
      ok: false,
      errors: {
        title: expect.any(String),
        "tags.0": NUL_CHARACTER_MESSAGE,
        "tags.1": expect.any(String),
      },
    });
  });

  it("names fields as the caller does", () => {
    const parsed = parseFields(schema, { title: NUL }, (path) => `lead[${path.join("][")}]`);
    expect(parsed).toEqual({ ok: false, errors: { "lead[title]": NUL_CHARACTER_MESSAGE } });
  });

  it("accepts text without one, and other control characters are the schema's business", () => {
    expect(parseFields(schema, { title: "a\tb\u0001" })).toEqual({
      ok: true,
      data: { title: "a\tb\u0001" },
    });
  });
});

describe("nulCharacterPaths", () => {
  it("finds a NUL at the bottom of a body nested 100,000 deep without overflowing", () => {
    let body: unknown = NUL;
    for (let i = 0; i < 100_000; i += 1) body = [body];
    const [path] = nulCharacterPaths(body);
    expect(path).toHaveLength(100_000);
  });

  it("stops at its limit", () => {
    const many = Array.from({ length: 500 }, () => NUL);
    expect(nulCharacterPaths(many)).toHaveLength(MAX_NUL_FIELDS);
    expect(nulCharacterPaths(many)[0]).toEqual([0]);
  });

  it("leaves values that are not plain data alone", () => {
    expect(nulCharacterPaths(new Map([["k", NUL]]))).toEqual([]);
    expect(nulCharacterPaths(NUL)).toEqual([[]]);
  });
});
