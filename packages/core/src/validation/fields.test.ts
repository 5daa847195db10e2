import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_TYPES, type FieldType } from "../domain/field-types.ts";
import {
  EMAIL_MAX_LENGTH,
  FIELD_TYPE_RULES,
  checkSchema,
  choiceListSchema,
  emailRule,
  emailSchema,
  fieldError,
  fieldSchema,
  fileSchema,
  inputMaxLength,
  isFilled,
  nameRule,
  nameSchema,
  phoneSchema,
  postcodeRule,
  postcodeRuleFor,
  postcodeSchema,
  starRatingSchema,
  textSchema,
  toBooleanAnswer,
  yesNoSchema,
  type FieldContext,
  type FieldTypeRule,
} from "./fields.ts";
import {
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  NOT_CHOICES_MESSAGE,
  NOT_TEXT_MESSAGE,
  NOT_YES_NO_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_CHARACTERS_MESSAGE,
  TOO_MANY_DIGITS_MESSAGE,
  ZIP_CODE_MESSAGE,
} from "./messages.ts";

const au: FieldContext = { phoneVariant: "au" };

/** The parsed value, or the messages of every issue. */
function parse(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

describe("FIELD_TYPE_RULES", () => {
  it("has one row for each field type, and a type without its row does not compile", () => {
    expect(Object.keys(FIELD_TYPE_RULES).sort()).toEqual([...FIELD_TYPES].sort());
    const { rego: _row, ...withoutOne } = FIELD_TYPE_RULES;
    // The type check of `npm run check` fails if this line compiles: the map is checked.
    // @ts-expect-error -- "rego" is missing
    const checked = withoutOne satisfies Record<FieldType, FieldTypeRule>;
    expect(Object.keys(checked)).not.toContain("rego");
  });
});

describe("rules", () => {
  it("email: a normal address pattern", () => {
    expect(emailRule("jo@example.com.au")).toBeNull();
    expect(emailRule("jo.smith+cars@example.co.nz")).toBeNull();
    for (const bad of ["jo", "jo@", "@example.com", "jo@example", "jo @example.com", "jo@@x.com"]) {
      expect(emailRule(bad)).toBe(EMAIL_MESSAGE);
    }
  });
  it("email: at most 254 characters", () => {
    const local = "a".repeat(64);
    const domainFor = (total: number) => `${"b".repeat(total - local.length - 1 - 4)}.com`;
    const atLimit = `${local}@${domainFor(EMAIL_MAX_LENGTH)}`;
    expect(atLimit.length).toBe(EMAIL_MAX_LENGTH);
    expect(emailRule(atLimit)).toBeNull();
    expect(emailRule(`${local}@${domainFor(EMAIL_MAX_LENGTH + 1)}`)).toBe(EMAIL_MESSAGE);
  });
  it("names: letters of any script, spaces, apostrophes and hyphens", () => {
    const good = ["Jo", "Mary Jane", "O'Brien", "O’Brien", "Smith-Jones", "Zoë", "Nguyễn", "Māui"];
    for (const name of good) expect(nameRule(name)).toBeNull();
    // "Zoë" and "Nguyễn" as a keyboard may send them: base letters and combining marks.
    expect(nameRule("Zoë".normalize("NFD"))).toBeNull();
    expect(nameRule("Nguyễn".normalize("NFD"))).toBeNull();
    for (const bad of ["R2-D2", "<b>", "Bob!", "J0hn", "Jo.", "🙂", "'", "-", "' -"]) {
      expect(nameRule(bad)).toBe(NAME_MESSAGE);
    }
  });
  it("postcode: exactly 4 digits", () => {
    expect(postcodeRule("2000")).toBeNull();
    expect(postcodeRule("0800")).toBeNull();
    for (const bad of ["200", "20000", "20a0", "２０００"])
      expect(postcodeRule(bad)).toBe(POSTCODE_MESSAGE);
  });
  it("ZIP code: 5 digits or ZIP+4, with its own message and input length", () => {
    const zip = postcodeRuleFor("us-zip");
    for (const good of ["78701", "00501", "78701-1234"]) expect(zip(good)).toBeNull();
    for (const bad of ["7870", "787011", "78701-", "78701-123", "78701 1234", "2000"])
      expect(zip(bad)).toBe(ZIP_CODE_MESSAGE);
    const field = { name: "postcode", type: "postcode" as const };
    expect(inputMaxLength(field, { phoneVariant: "us", postcodeFormat: "us-zip" })).toBe(10);
    expect(inputMaxLength(field, { phoneVariant: "au" })).toBe(4);
    expect(
      fieldError(field, "78701-1234", { phoneVariant: "us", postcodeFormat: "us-zip" }),
    ).toBeNull();
    expect(fieldError(field, "78701", { phoneVariant: "au" })).toBe(POSTCODE_MESSAGE);
  });
});

describe("textSchema (required by default)", () => {
  it("requires a value unless told otherwise", () => {
    expect(parse(textSchema(), "")).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(textSchema(), undefined)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(textSchema(), null)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(textSchema({ isRequired: false }), "")).toEqual({ value: "" });
    expect(parse(textSchema({ isRequired: false }), undefined)).toEqual({ value: "" });
  });
  it("treats whitespace-only as empty and trims what it keeps", () => {
    expect(parse(textSchema(), " \t\n\u00a0 ")).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(textSchema(), "  hello ")).toEqual({ value: "hello" });
  });
  it("takes finite numbers as text and nothing else that is not a string", () => {
    expect(parse(textSchema(), 2000)).toEqual({ value: "2000" });
    expect(parse(textSchema(), Number.NaN)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(textSchema(), { toString: () => "x" })).toEqual({ errors: [NOT_TEXT_MESSAGE] });
  });
  it("caps length at maxLength, counted after trimming", () => {
    expect(parse(textSchema({ maxLength: 3 }), " abc ")).toEqual({ value: "abc" });
    expect(parse(textSchema({ maxLength: 3 }), "abcd")).toEqual({
      errors: [TOO_MANY_CHARACTERS_MESSAGE],
    });
  });
  it("applies a rule only to filled values", () => {
    const schema = textSchema({ isRequired: false, rule: nameRule });
    expect(parse(schema, "  ")).toEqual({ value: "" });
    expect(parse(schema, "J0")).toEqual({ errors: [NAME_MESSAGE] });
  });
});

describe("named field schemas", () => {
  it("email", () => {
    expect(parse(emailSchema(), " jo@example.com ")).toEqual({ value: "jo@example.com" });
    expect(parse(emailSchema(), "jo@")).toEqual({ errors: [EMAIL_MESSAGE] });
    expect(parse(emailSchema(), "")).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(emailSchema({ isRequired: false }), "")).toEqual({ value: "" });
  });
  it("names, with middle name optional when marked so", () => {
    expect(parse(nameSchema(), "Mary Jane")).toEqual({ value: "Mary Jane" });
    expect(parse(nameSchema(), "R2D2")).toEqual({ errors: [NAME_MESSAGE] });
    expect(parse(nameSchema({ isRequired: false }), "")).toEqual({ value: "" });
  });
  it("postcode", () => {
    expect(parse(postcodeSchema(), " 3000 ")).toEqual({ value: "3000" });
    expect(parse(postcodeSchema(), "30000")).toEqual({ errors: [POSTCODE_MESSAGE] });
    expect(parse(postcodeSchema(), "")).toEqual({ errors: [REQUIRED_MESSAGE] });
  });
  it("phone parses to the number in E.164 (one rule for every lead) with the variant's message", () => {
    expect(parse(phoneSchema("au"), "+61 2 9999 9999")).toEqual({ value: "+61299999999" });
    expect(parse(phoneSchema("au"), "0412 345 678")).toEqual({ value: "+61412345678" });
    expect(parse(phoneSchema("nz"), "021 123 4567")).toEqual({ value: "+64211234567" });
    expect(parse(phoneSchema("us"), "(512) 555-0100")).toEqual({ value: "+15125550100" });
    // A combined-variant site keeps the calling code a number was written with.
    expect(parse(phoneSchema("au-nz-uk"), "+64 21 123 4567")).toEqual({ value: "+64211234567" });
    expect(parse(phoneSchema("au-nz-uk"), "+44 20 7946 0958")).toEqual({ value: "+442079460958" });
    expect(parse(phoneSchema("au-nz-uk"), "02 9999 9999")).toEqual({ value: "+61299999999" });
    expect(parse(phoneSchema("au"), "12345")).toEqual({ errors: [PHONE_AU_MESSAGE] });
    expect(parse(phoneSchema("nz"), "12345")).toEqual({ errors: [PHONE_NZ_MESSAGE] });
    expect(parse(phoneSchema("nz"), "021 123 4567 890")).toEqual({
      errors: [PHONE_TOO_LONG_MESSAGE],
    });
    expect(parse(phoneSchema("au"), "   ")).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(phoneSchema("au", { isRequired: false }), "")).toEqual({ value: "" });
  });
  it("phone passes the always-accepted number through", () => {
    expect(parse(phoneSchema("us"), "0400 000 000")).toEqual({ value: "+61400000000" });
    expect(parse(phoneSchema("us", { alwaysAccepted: null }), "0400 000 000")).toHaveProperty(
      "errors",
    );
  });
});

describe("toBooleanAnswer", () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ["Yes", true],
    [" yes ", true],
    ["on", true],
    ["true", true],
    ["1", true],
    ["No", false],
    ["off", false],
    ["false", false],
    ["0", false],
    ["", null],
    ["maybe", null],
    [2, null],
    [undefined, null],
    [null, null],
    [{}, null],
  ] as const)("%j -> %j", (input, expected) => {
    expect(toBooleanAnswer(input)).toBe(expected);
  });
});

describe("non-text schemas", () => {
  it("check: a required box must be ticked", () => {
    expect(parse(checkSchema(), true)).toEqual({ value: true });
    expect(parse(checkSchema(), "on")).toEqual({ value: true });
    expect(parse(checkSchema(), false)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(checkSchema(), undefined)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(checkSchema({ isRequired: false }), undefined)).toEqual({ value: false });
  });
  it("yesNo: either answer, but one when required", () => {
    expect(parse(yesNoSchema(), false)).toEqual({ value: "No" });
    expect(parse(yesNoSchema(), "Yes")).toEqual({ value: "Yes" });
    expect(parse(yesNoSchema(), undefined)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(yesNoSchema({ isRequired: false }), undefined)).toEqual({ value: undefined });
  });
  it("choice lists: at least one non-empty choice when required", () => {
    expect(parse(choiceListSchema(), ["a", " ", "b "])).toEqual({ value: ["a", "b"] });
    expect(parse(choiceListSchema(), "a")).toEqual({ value: ["a"] });
    expect(parse(choiceListSchema(), [])).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(choiceListSchema(), [" "])).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(choiceListSchema({ isRequired: false }), undefined)).toEqual({ value: [] });
  });
  it("star rating: whole stars 1 to 5", () => {
    expect(parse(starRatingSchema(), 1)).toEqual({ value: 1 });
    expect(parse(starRatingSchema(), "5")).toEqual({ value: 5 });
    for (const bad of [0, 6, 2.5, "", "x", undefined]) {
      expect(parse(starRatingSchema(), bad)).toEqual({ errors: [REQUIRED_MESSAGE] });
    }
    expect(parse(starRatingSchema({ isRequired: false }), 6)).toEqual({ value: undefined });
  });
  it("file: present when required", () => {
    const file = { name: "licence.jpg" };
    expect(parse(fileSchema(), file)).toEqual({ value: file });
    expect(parse(fileSchema(), [file])).toEqual({ value: [file] });
    for (const missing of [undefined, null, "", [], [null]]) {
      expect(parse(fileSchema(), missing)).toEqual({ errors: [REQUIRED_MESSAGE] });
    }
    expect(parse(fileSchema({ isRequired: false }), undefined)).toEqual({ value: undefined });
  });
});

describe("fieldSchema", () => {
  const field = (type: (typeof FIELD_TYPES)[number], extra: object = {}) => ({
    name: "x",
    type,
    ...extra,
  });

  it("is required by default and optional when marked", () => {
    expect(parse(fieldSchema(field("string"), au), "")).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(fieldSchema(field("string", { isRequired: false }), au), "")).toEqual({
      value: "",
    });
  });
  it("never validates hidden fields or buttons", () => {
    expect(parse(fieldSchema(field("hidden"), au), undefined)).toEqual({ value: undefined });
    expect(parse(fieldSchema(field("button"), au), undefined)).toEqual({ value: undefined });
  });
  it("maps each kind of field to its rule", () => {
    expect(parse(fieldSchema(field("email"), au), "x")).toEqual({ errors: [EMAIL_MESSAGE] });
    expect(parse(fieldSchema(field("postcode"), au), "1")).toEqual({ errors: [POSTCODE_MESSAGE] });
    expect(parse(fieldSchema(field("fullName"), au), "J0")).toEqual({ errors: [NAME_MESSAGE] });
    expect(parse(fieldSchema(field("check"), au), false)).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(fieldSchema(field("yesNo"), au), false)).toEqual({ value: "No" });
    expect(parse(fieldSchema(field("checkGroup"), au), [])).toEqual({ errors: [REQUIRED_MESSAGE] });
    expect(parse(fieldSchema(field("checkCard"), au), ["a"])).toEqual({ value: ["a"] });
    expect(parse(fieldSchema(field("starRating"), au), 4)).toEqual({ value: 4 });
    expect(parse(fieldSchema(field("file"), au), null)).toEqual({ errors: [REQUIRED_MESSAGE] });
  });
  it("checks phones against the site's variant and test number", () => {
    const phone = field("phone");
    expect(parse(fieldSchema(phone, { phoneVariant: "nz" }), "05 9999 9999")).toEqual({
      errors: [PHONE_NZ_MESSAGE],
    });
    expect(parse(fieldSchema(phone, au), "05 9999 9999")).toEqual({ value: "+61599999999" });
    expect(
      parse(fieldSchema(phone, { phoneVariant: "us", alwaysAcceptedPhone: null }), "0400000000"),
    ).toHaveProperty("errors");
  });
  it("never requires an opt-in, even when the definition says so", () => {
    expect(parse(fieldSchema(field("optIn", { isRequired: true }), au), false)).toEqual({
      value: false,
    });
  });
  it("applies the name rule to first, middle and last name fields only", () => {
    for (const name of ["first_name", "middle_name", "last_name"]) {
      expect(parse(fieldSchema({ name, type: "string" }, au), "J0")).toEqual({
        errors: [NAME_MESSAGE],
      });
    }
    expect(parse(fieldSchema({ name: "rego", type: "rego" }, au), "ABC123")).toEqual({
      value: "ABC123",
    });
    expect(parse(fieldSchema({ name: "message", type: "textarea" }, au), "Hi! 2 cars?")).toEqual({
      value: "Hi! 2 cars?",
    });
  });
  it("caps text at the field's maxLength", () => {
    const schema = fieldSchema(field("textarea", { maxLength: 5 }), au);
    expect(parse(schema, "12345")).toEqual({ value: "12345" });
    expect(parse(schema, "123456")).toEqual({ errors: [TOO_MANY_CHARACTERS_MESSAGE] });
    expect(parse(fieldSchema(field("email", { maxLength: 5 }), au), "a@b.com")).toEqual({
      errors: [TOO_MANY_CHARACTERS_MESSAGE],
    });
  });
});

describe("fieldError and inputMaxLength", () => {
  it("gives the first message or null", () => {
    expect(fieldError({ name: "email", type: "email" }, "", au)).toBe(REQUIRED_MESSAGE);
    expect(fieldError({ name: "email", type: "email" }, "a@b.co", au)).toBeNull();
  });
  it("fixes postcode at 4 and NZ phones at 15, else uses the field's own", () => {
    expect(inputMaxLength({ type: "postcode", maxLength: 10 }, au)).toBe(4);
    expect(inputMaxLength({ type: "phone" }, { phoneVariant: "nz" })).toBe(15);
    expect(inputMaxLength({ type: "phone" }, au)).toBeUndefined();
    expect(inputMaxLength({ type: "string", maxLength: 80 }, au)).toBe(80);
  });
});

describe("isFilled", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["  ", false],
    ["a", true],
    [0, true],
    [Number.NaN, false],
    [[], false],
    [["a"], true],
    [false, true],
    [{}, true],
  ] as const)("%j -> %j", (value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});

describe("field properties", () => {
  const contexts = fc.record({
    phoneVariant: fc.constantFrom("au", "au-mobile", "nz", "us", "au-nz-uk" as const),
    alwaysAcceptedPhone: fc.option(fc.string(), { nil: undefined }),
  });
  const anyField = fc.record({
    name: fc.constantFrom("first_name", "message", "x"),
    type: fc.constantFrom(...FIELD_TYPES),
    isRequired: fc.boolean(),
    maxLength: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
  });

  it("never throw, whatever the value", () => {
    fc.assert(
      fc.property(anyField, contexts, fc.anything(), (f, ctx, value) => {
        fieldSchema(f, ctx).safeParse(value);
        fieldError(f, value, ctx);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never throw on unicode or huge strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 500 }), (value) => {
        emailRule(value);
        nameRule(value);
        postcodeRule(value);
      }),
    );
    const huge = `${"a".repeat(500_000)}@${"b.".repeat(250_000)}`;
    const started = Date.now();
    expect(parse(emailSchema(), huge)).toEqual({ errors: [EMAIL_MESSAGE] });
    expect(parse(nameSchema(), "é".repeat(1_000_000))).toEqual({ value: "é".repeat(1_000_000) });
    expect(parse(phoneSchema("nz"), "9".repeat(1_000_000))).toEqual({
      errors: [PHONE_TOO_LONG_MESSAGE],
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("required text fields reject whitespace-only input with the required message", () => {
    const whitespace = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2003") });
    const textTypes = fc.constantFrom(
      "string",
      "textarea",
      "email",
      "phone",
      "postcode",
      "fullName" as const,
    );
    fc.assert(
      fc.property(textTypes, whitespace, contexts, (type, value, ctx) => {
        expect(fieldError({ name: "x", type }, value, ctx)).toBe(REQUIRED_MESSAGE);
      }),
    );
  });

  it("optional fields accept empty input", () => {
    fc.assert(
      fc.property(
        anyField,
        contexts,
        fc.constantFrom(undefined, null, "", "  "),
        (f, ctx, value) => {
          expect(fieldError({ ...f, isRequired: false }, value, ctx)).toBeNull();
        },
      ),
    );
  });
});

describe("answers of the wrong kind", () => {
  it("are refused as such, not as missing", () => {
    for (const wrong of [true, ["a"], { a: 1 }]) {
      expect(fieldError({ name: "x", type: "string" }, wrong, au)).toBe(NOT_TEXT_MESSAGE);
      expect(fieldError({ name: "email", type: "email" }, wrong, au)).toBe(NOT_TEXT_MESSAGE);
      expect(fieldError({ name: "phone", type: "phone" }, wrong, au)).toBe(NOT_TEXT_MESSAGE);
    }
    expect(fieldError({ name: "x", type: "check" }, "maybe", au)).toBe(NOT_YES_NO_MESSAGE);
    expect(fieldError({ name: "x", type: "yesNo" }, { a: 1 }, au)).toBe(NOT_YES_NO_MESSAGE);
    expect(fieldError({ name: "x", type: "checkGroup" }, [{ a: 1 }], au)).toBe(NOT_CHOICES_MESSAGE);
  });

  it("a number field over its length has too many digits, not characters", () => {
    for (const type of ["number", "currency", "kilometre", "year"] as const) {
      expect(fieldError({ name: "x", type, maxLength: 4 }, 123456, au)).toBe(
        TOO_MANY_DIGITS_MESSAGE,
      );
    }
    expect(fieldError({ name: "x", type: "string", maxLength: 4 }, "abcdef", au)).toBe(
      TOO_MANY_CHARACTERS_MESSAGE,
    );
  });
});
