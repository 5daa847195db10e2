import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_WORDING } from "../testing/zod-wording.ts";
import { parseFields } from "./field-errors.ts";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, TOO_MANY_CHARACTERS_MESSAGE } from "./messages.ts";

const schema = z.object({
  text: z.string().max(3).optional(),
  required: z.string().min(1),
  count: z.number().int().nonnegative().optional(),
  positive: z.number().positive().optional(),
  list: z.array(z.string()).max(2).optional(),
  kind: z.enum(["new", "used"]).optional(),
  status: z.literal("Incomplete").optional(),
  id: z.union([z.string().max(4), z.number().int()]).optional(),
  named: z.record(z.string().max(3), z.string()).optional(),
  email: z.email().optional(),
  when: z.iso.datetime().optional(),
  strict: z.strictObject({ a: z.string() }).optional(),
  checked: z
    .string()
    .refine((value) => value === "ok")
    .optional(),
  custom: z.string().max(2, "Our own words.").optional(),
});

const errorsOf = (input: unknown) => {
  const result = parseFields(schema, input);
  return result.ok ? {} : result.errors;
};

describe("plainIssueMessage", () => {
  it("says what was wrong in our words", () => {
    expect(
      errorsOf({
        text: "abcd",
        count: 1.5,
        positive: 0,
        list: ["a", "b", "c"],
        kind: "demo",
        status: "Done",
        id: true,
        named: { long: "x" },
        email: "jo@",
        when: "yesterday",
        strict: { a: "x", b: 1 },
        checked: "no",
        custom: "abc",
      }),
    ).toEqual({
      text: TOO_MANY_CHARACTERS_MESSAGE,
      required: REQUIRED_MESSAGE,
      count: "This must be a whole number.",
      positive: "This must be more than 0.",
      list: "At most 2 items can be sent here.",
      kind: 'This must be one of "new", "used".',
      status: 'This must be "Incomplete".',
      id: "This must be text or a number.",
      "named.long": "This field name is too long.",
      email: EMAIL_MESSAGE,
      when: "This must be a date and time such as 2026-01-31T09:30:00+10:00.",
      strict: "This field is not accepted here.",
      checked: "This value is not accepted.",
      custom: "Our own words.",
    });
    expect(errorsOf({ required: "", count: 2 ** 60, id: "abcdef" })).toEqual({
      required: REQUIRED_MESSAGE,
      count: "This number is too large.",
      id: TOO_MANY_CHARACTERS_MESSAGE,
    });
    expect(errorsOf({ required: 5 })).toEqual({ required: "This must be text." });
    expect(errorsOf([])).toEqual({ body: "This must be an object of named values." });
  });

  it("never lets the library's wording through, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const message of Object.values(errorsOf(input))) {
          expect(message).not.toMatch(ZOD_WORDING);
        }
      }),
      { numRuns: 500 },
    );
  });
});
