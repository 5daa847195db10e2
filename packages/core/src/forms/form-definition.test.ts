import { describe, expect, it } from "vitest";
import type { FieldContext } from "../validation/fields.ts";
import {
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_AU_MESSAGE,
  REQUIRED_MESSAGE,
} from "../validation/messages.ts";
import {
  DEFAULT_CONVERSION_EVENT_ID,
  defineForm,
  errorsAfterAnswer,
  fieldValue,
  formDefinitionSchema,
  formFields,
  resolveHiddenValues,
  serialiseValues,
  validateForm,
  validateStep,
  visibleFields,
  type FormDefinitionInput,
  type FormField,
} from "./form-definition.ts";

const ctx: FieldContext = { phoneVariant: "au" };

// A trade-in enquiry in three steps, the way a site would write it.
const tradeIn: FormDefinitionInput = {
  id: "trade-in",
  name: "Trade-in valuation",
  category: "Sell My Car",
  steps: [
    {
      title: "Your Vehicle",
      fields: [
        { name: "rego", type: "rego", label: "Rego", isRequired: false },
        { name: "Vehicle Make", type: "make", label: "Make" },
        { name: "has_finance", type: "yesNo", label: "Under finance?", isRequired: false },
        {
          name: "lender",
          type: "string",
          label: "Lender",
          showIf: { field: "has_finance", equals: true },
        },
      ],
      skipTo: { step: 2, label: "Skip photos" },
    },
    {
      title: "Photos",
      fields: [{ name: "photos", type: "file", label: "Photos" }],
    },
    {
      title: "User Details",
      fields: [
        { name: "first_name", type: "string", label: "First name" },
        { name: "middle_name", type: "string", label: "Middle name", isRequired: false },
        { name: "email", type: "email", label: "Email" },
        { name: "phone", type: "phone", label: "Phone", showIf: { field: "email" } },
        { name: "opt_in", type: "optIn", label: "Keep me posted" },
        { name: "location_id", type: "hidden", label: "", value: "{primary_location_id}" },
        { name: "source_form", type: "hidden", label: "", value: "trade-in" },
        { name: "car_id", type: "hidden", label: "" },
        { name: "send", type: "button", label: "Submit" },
      ],
    },
  ],
};
const form = defineForm(tradeIn);
const step = (i: number) => form.steps[i]!;

const withSteps = (steps: FormDefinitionInput["steps"]): FormDefinitionInput => ({
  ...tradeIn,
  steps,
});
const issuesOf = (input: FormDefinitionInput) => {
  const result = formDefinitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("formDefinitionSchema", () => {
  it("fills in defaults: required fields and conversion event 22", () => {
    expect(form.eventId).toBe(DEFAULT_CONVERSION_EVENT_ID);
    expect(form.eventId).toBe(22);
    expect(step(0).fields[1]!.isRequired).toBe(true);
    expect(step(0).fields[0]!.isRequired).toBe(false);
    expect(defineForm({ ...tradeIn, eventId: 17 }).eventId).toBe(17);
  });
  it("accepts options as strings or label/value pairs", () => {
    const parsed = defineForm(
      withSteps([
        {
          title: "s",
          fields: [
            {
              name: "kind",
              type: "select",
              label: "Kind",
              options: ["New", { label: "Used car", value: "used" }],
            },
          ],
        },
      ]),
    );
    expect(parsed.steps[0]!.fields[0]!.options).toEqual([
      { label: "New", value: "New" },
      { label: "Used car", value: "used" },
    ]);
  });
  it("accepts a valid definition", () => {
    expect(issuesOf(tradeIn)).toEqual([]);
  });
  it("rejects a form without steps or with an unknown field type", () => {
    expect(issuesOf(withSteps([]))).not.toEqual([]);
    expect(
      issuesOf(
        withSteps([{ title: "s", fields: [{ name: "a", type: "colour" as "string", label: "" }] }]),
      ),
    ).not.toEqual([]);
  });
  it("rejects duplicate field names across steps", () => {
    const duplicate = withSteps([
      { title: "a", fields: [{ name: "email", type: "email", label: "" }] },
      { title: "b", fields: [{ name: "email", type: "email", label: "" }] },
    ]);
    expect(issuesOf(duplicate)).toEqual(['Duplicate field name "email"']);
  });
  it("rejects a fixed value on anything but a hidden field", () => {
    const bad = withSteps([
      { title: "a", fields: [{ name: "x", type: "string", label: "", value: "1" }] },
    ]);
    expect(issuesOf(bad)).toEqual(["Only hidden fields carry a fixed value"]);
  });
  it("allows a skip only to a later step of the form", () => {
    const steps = (to: number) =>
      withSteps([
        { title: "a", fields: [] },
        { title: "b", fields: [], skipTo: { step: to, label: "Skip" } },
        { title: "c", fields: [] },
      ]);
    expect(issuesOf(steps(2))).toEqual([]);
    expect(issuesOf(steps(1))).toEqual(["A skip must go to a later step of this form"]);
    expect(issuesOf(steps(0))).toEqual(["A skip must go to a later step of this form"]);
    expect(issuesOf(steps(3))).toEqual(["A skip must go to a later step of this form"]);
  });
  it("rejects showIf on an unknown field and cycles of showIf", () => {
    const unknown = withSteps([
      { title: "a", fields: [{ name: "x", type: "string", label: "", showIf: { field: "nope" } }] },
    ]);
    expect(issuesOf(unknown)).toEqual(['showIf names unknown field "nope"']);
    const self = withSteps([
      { title: "a", fields: [{ name: "x", type: "string", label: "", showIf: { field: "x" } }] },
    ]);
    expect(issuesOf(self)).toEqual(["showIf conditions form a cycle"]);
    const loop = withSteps([
      {
        title: "a",
        fields: [
          { name: "x", type: "string", label: "", showIf: { field: "y" } },
          { name: "y", type: "string", label: "", showIf: { field: "z" } },
          { name: "z", type: "string", label: "", showIf: { field: "x" } },
        ],
      },
    ]);
    expect(issuesOf(loop)).toEqual([
      "showIf conditions form a cycle",
      "showIf conditions form a cycle",
      "showIf conditions form a cycle",
    ]);
  });
  it("accepts a chain of conditions that ends", () => {
    const chain = withSteps([
      {
        title: "a",
        fields: [
          { name: "x", type: "string", label: "" },
          { name: "y", type: "string", label: "", showIf: { field: "x" } },
          { name: "z", type: "string", label: "", showIf: { field: "y", isFilled: true } },
        ],
      },
    ]);
    expect(issuesOf(chain)).toEqual([]);
  });
  it("defineForm throws on a broken definition", () => {
    expect(() => defineForm(withSteps([]))).toThrow();
  });
});

describe("formFields and fieldValue", () => {
  it("lists the fields of every step in order", () => {
    expect(formFields(form).map((f) => f.name)).toEqual([
      "rego",
      "Vehicle Make",
      "has_finance",
      "lender",
      "photos",
      "first_name",
      "middle_name",
      "email",
      "phone",
      "opt_in",
      "location_id",
      "source_form",
      "car_id",
      "send",
    ]);
  });
  it("falls back to the default value only when nothing was entered", () => {
    const field = { ...step(0).fields[0]!, defaultValue: "ABC" } satisfies FormField;
    expect(fieldValue(field, {})).toBe("ABC");
    expect(fieldValue(field, { rego: "" })).toBe("");
    expect(fieldValue(field, { rego: "XYZ" })).toBe("XYZ");
  });
});

describe("visibleFields", () => {
  const names = (fields: FormField[]) => fields.map((f) => f.name);

  it("shows a conditional field only once its control is filled", () => {
    expect(names(visibleFields(step(2), {}, {}))).not.toContain("phone");
    expect(names(visibleFields(step(2), { email: "  " }, {}))).not.toContain("phone");
    expect(names(visibleFields(step(2), { email: "jo@example.com" }, {}))).toContain("phone");
  });
  it("hides it while the control has an error", () => {
    expect(names(visibleFields(step(2), { email: "jo@" }, { email: EMAIL_MESSAGE }))).not.toContain(
      "phone",
    );
  });
  it("with equals, needs that value too", () => {
    expect(names(visibleFields(step(0), { has_finance: true }, {}))).toContain("lender");
    expect(names(visibleFields(step(0), { has_finance: "Yes" }, {}))).toContain("lender");
    expect(names(visibleFields(step(0), { has_finance: false }, {}))).not.toContain("lender");
    expect(names(visibleFields(step(0), {}, {}))).not.toContain("lender");
  });
  it("compares strings trimmed and numbers exactly", () => {
    const f = defineForm(
      withSteps([
        {
          title: "a",
          fields: [
            { name: "kind", type: "select", label: "" },
            {
              name: "used_only",
              type: "string",
              label: "",
              showIf: { field: "kind", equals: "used" },
            },
            { name: "count", type: "number", label: "" },
            { name: "two", type: "string", label: "", showIf: { field: "count", equals: 2 } },
          ],
        },
      ]),
    );
    const s = f.steps[0]!;
    expect(names(visibleFields(s, { kind: " used " }, {}))).toContain("used_only");
    expect(names(visibleFields(s, { kind: "new" }, {}))).not.toContain("used_only");
    expect(names(visibleFields(s, { count: 2 }, {}))).toContain("two");
    expect(names(visibleFields(s, { count: "2" }, {}))).toContain("two");
    expect(names(visibleFields(s, { count: 3 }, {}))).not.toContain("two");
  });
  it("hides a field whose control is itself hidden, even if a stale value remains", () => {
    const f = defineForm(
      withSteps([
        {
          title: "a",
          fields: [
            { name: "x", type: "string", label: "" },
            { name: "y", type: "string", label: "", showIf: { field: "x" } },
            { name: "z", type: "string", label: "", showIf: { field: "y" } },
          ],
        },
      ]),
    );
    expect(names(visibleFields(f.steps[0]!, { x: "1", y: "2" }, {}))).toEqual(["x", "y", "z"]);
    expect(names(visibleFields(f.steps[0]!, { y: "2" }, {}))).toEqual(["x"]);
  });
  it("looks controls up in the given fields, else reads the value alone", () => {
    const later: FormField = {
      ...step(0).fields[3]!,
      name: "later",
      showIf: { field: "has_finance", equals: true },
    };
    const s = { title: "t", fields: [later] };
    expect(names(visibleFields(s, { has_finance: true }, {}))).toEqual(["later"]);
    const conditionalControl: FormField = { ...step(0).fields[2]!, showIf: { field: "rego" } };
    expect(names(visibleFields(s, { has_finance: true }, {}, [conditionalControl]))).toEqual([]);
    expect(
      names(visibleFields(s, { has_finance: true, rego: "A" }, {}, [conditionalControl])),
    ).toEqual(["later"]);
  });
  it("does not loop on a cyclic lookup built by hand", () => {
    const a: FormField = { ...step(0).fields[3]!, name: "a", showIf: { field: "b" } };
    const b: FormField = { ...step(0).fields[3]!, name: "b", showIf: { field: "a" } };
    expect(visibleFields({ title: "t", fields: [a, b] }, { a: "1", b: "1" }, {})).toEqual([]);
  });
});

describe("resolveHiddenValues", () => {
  it("replaces the primary location token and keeps other fixed values", () => {
    expect(resolveHiddenValues(form, { primaryLocationId: 42 })).toEqual({
      location_id: "42",
      source_form: "trade-in",
    });
  });
  it("replaces every occurrence", () => {
    const f = defineForm(
      withSteps([
        {
          title: "a",
          fields: [
            {
              name: "h",
              type: "hidden",
              label: "",
              value: "{primary_location_id}-{primary_location_id}",
            },
          ],
        },
      ]),
    );
    expect(resolveHiddenValues(f, { primaryLocationId: "7" })).toEqual({ h: "7-7" });
  });
  it("leaves out a field whose token has no id, rather than sending the token", () => {
    for (const primaryLocationId of [undefined, null, ""]) {
      expect(resolveHiddenValues(form, { primaryLocationId })).toEqual({ source_form: "trade-in" });
    }
  });
});

describe("serialiseValues", () => {
  const values = {
    rego: "  ABC123 ",
    "Vehicle Make": "Jayco",
    has_finance: false,
    lender: "Stale Bank",
    photos: [{ name: "a.jpg" }],
    first_name: "Jo",
    middle_name: "",
    email: "jo@example.com",
    phone: "0412 345 678",
    location_id: "999",
    car_id: 123,
    send: "clicked",
  };

  it("builds the lead fields of the form", () => {
    expect(serialiseValues(form, values, { primaryLocationId: 5 })).toEqual({
      rego: "ABC123",
      "Vehicle Make": "Jayco",
      has_finance: "No",
      first_name: "Jo",
      email: "jo@example.com",
      phone: "+61412345678",
      opt_in: "Yes",
      opt_in_changed: "No",
      location_id: "5",
      source_form: "trade-in",
      car_id: 123,
    });
  });
  it("sends Yes/No answers and the answers they reveal", () => {
    const out = serialiseValues(form, { ...values, has_finance: "yes" });
    expect(out.has_finance).toBe("Yes");
    expect(out.lender).toBe("Stale Bank");
    expect(serialiseValues(form, { has_finance: undefined })).not.toHaveProperty("has_finance");
  });
  it("keeps the phone in E.164 for the site's variant, as every lead stores it", () => {
    expect(serialiseValues(form, values).phone).toBe("+61412345678");
    const nz = serialiseValues(form, { ...values, phone: "021 123 4567" }, { phoneVariant: "nz" });
    expect(nz.phone).toBe("+64211234567");
    // Not a number of the variant: left as typed, for the form's check to refuse.
    expect(serialiseValues(form, { ...values, phone: "12345" }).phone).toBe("12345");
  });
  it("opt-in is Yes unless turned off", () => {
    expect(serialiseValues(form, {}).opt_in).toBe("Yes");
    expect(serialiseValues(form, { opt_in: true }).opt_in).toBe("Yes");
    expect(serialiseValues(form, { opt_in: false }).opt_in).toBe("No");
    expect(serialiseValues(form, { opt_in: "off" }).opt_in).toBe("No");
    const offByDefault = defineForm(
      withSteps([
        { title: "a", fields: [{ name: "opt_in", type: "optIn", label: "", defaultValue: false }] },
      ]),
    );
    expect(serialiseValues(offByDefault, {}).opt_in).toBe("No");
  });
  it("records whether the shopper changed the opt-in box from how it started (§5 consent)", () => {
    expect(serialiseValues(form, {}).opt_in_changed).toBe("No");
    expect(serialiseValues(form, { opt_in: false }).opt_in_changed).toBe("Yes");
    const offByDefault = defineForm(
      withSteps([
        { title: "a", fields: [{ name: "opt_in", type: "optIn", label: "", defaultValue: false }] },
      ]),
    );
    expect(serialiseValues(offByDefault, {})).toMatchObject({ opt_in: "No", opt_in_changed: "No" });
    expect(serialiseValues(offByDefault, { opt_in: true })).toMatchObject({
      opt_in: "Yes",
      opt_in_changed: "Yes",
    });
  });
  it("hidden fields without a fixed value pass their runtime value; an unresolved token sends nothing", () => {
    const out = serialiseValues(form, { car_id: "abc", location_id: "999" });
    expect(out.car_id).toBe("abc");
    expect(out).not.toHaveProperty("location_id");
  });
  it("keeps checkboxes, numbers and lists, and drops what is not a value", () => {
    const f = defineForm(
      withSteps([
        {
          title: "a",
          fields: [
            { name: "terms", type: "check", label: "" },
            { name: "km", type: "kilometre", label: "" },
            { name: "extras", type: "checkGroup", label: "" },
            { name: "flag", type: "string", label: "" },
            { name: "junk", type: "string", label: "" },
            { name: "empty_list", type: "checkGroup", label: "" },
          ],
        },
      ]),
    );
    expect(
      serialiseValues(f, {
        km: 12000,
        extras: ["Tow bar", 5, "Roof rack"],
        flag: true,
        junk: { a: 1 },
        empty_list: [7],
      }),
    ).toEqual({ terms: false, km: 12000, extras: ["Tow bar", "Roof rack"], flag: true });
    expect(serialiseValues(f, { terms: "on", km: Number.POSITIVE_INFINITY })).toEqual({
      terms: true,
    });
  });
});

describe("validateStep", () => {
  it("validates the step's shown fields with their messages", () => {
    expect(validateStep(form, 2, {}, ctx)).toEqual({
      ok: false,
      errors: { first_name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE },
    });
    expect(
      validateStep(form, 2, { first_name: "J0", email: "jo@example.com", phone: "1" }, ctx),
    ).toEqual({
      ok: false,
      errors: { first_name: NAME_MESSAGE, phone: PHONE_AU_MESSAGE },
    });
  });
  it("passes when every shown required field is valid and optional ones are empty", () => {
    const ok = validateStep(
      form,
      2,
      { first_name: "Jo", email: "jo@example.com", phone: "0412345678" },
      ctx,
    );
    expect(ok).toEqual({ ok: true, errors: {} });
  });
  it("does not validate a field hidden because its control has an error", () => {
    expect(validateStep(form, 2, { first_name: "Jo", email: "jo@" }, ctx)).toEqual({
      ok: false,
      errors: { email: EMAIL_MESSAGE },
    });
  });
  it("validates a conditional field once revealed", () => {
    expect(validateStep(form, 0, { "Vehicle Make": "Jayco", has_finance: true }, ctx)).toEqual({
      ok: false,
      errors: { lender: REQUIRED_MESSAGE },
    });
    expect(validateStep(form, 0, { "Vehicle Make": "Jayco", has_finance: false }, ctx).ok).toBe(
      true,
    );
  });
  it("uses default values", () => {
    const f = defineForm(
      withSteps([
        { title: "a", fields: [{ name: "make", type: "make", label: "", defaultValue: "Jayco" }] },
      ]),
    );
    expect(validateStep(f, 0, {}, ctx).ok).toBe(true);
  });
  it("uses conditions on fields of other steps", () => {
    const f = defineForm(
      withSteps([
        { title: "a", fields: [{ name: "email", type: "email", label: "", isRequired: false }] },
        {
          title: "b",
          fields: [{ name: "phone", type: "phone", label: "", showIf: { field: "email" } }],
        },
      ]),
    );
    expect(validateStep(f, 1, {}, ctx).ok).toBe(true);
    expect(validateStep(f, 1, { email: "a@b.co" }, ctx).errors).toEqual({
      phone: REQUIRED_MESSAGE,
    });
    expect(validateStep(f, 1, { email: "a@" }, ctx).ok).toBe(true);
  });
  it("throws on a step the form does not have", () => {
    expect(() => validateStep(form, 3, {}, ctx)).toThrow(RangeError);
    expect(() => validateStep(form, -1, {}, ctx)).toThrow(RangeError);
    expect(() => validateStep(form, 0.5, {}, ctx)).toThrow(RangeError);
  });
});

describe("validateForm", () => {
  const complete = {
    "Vehicle Make": "Jayco",
    photos: [{ name: "a.jpg" }],
    first_name: "Jo",
    email: "jo@example.com",
    phone: "0412345678",
  };
  it("validates every step", () => {
    expect(validateForm(form, complete, ctx)).toEqual({ ok: true, errors: {} });
    expect(
      validateForm(form, { ...complete, photos: [], "Vehicle Make": " " }, ctx).errors,
    ).toEqual({
      "Vehicle Make": REQUIRED_MESSAGE,
      photos: REQUIRED_MESSAGE,
    });
  });
  it("leaves out steps strictly between a skip's from and to", () => {
    const { photos: _photos, ...noPhotos } = complete;
    expect(validateForm(form, noPhotos, ctx, { skippedSteps: [{ from: 0, to: 2 }] }).ok).toBe(true);
    expect(
      validateForm(form, noPhotos, ctx, { skippedSteps: [{ from: 1, to: 2 }] }).errors,
    ).toEqual({
      photos: REQUIRED_MESSAGE,
    });
    expect(
      validateForm(form, noPhotos, ctx, { skippedSteps: [{ from: 0, to: 1 }] }).errors,
    ).toEqual({
      photos: REQUIRED_MESSAGE,
    });
  });
});

describe("errorsAfterAnswer", () => {
  const email: FormField = { name: "email", type: "email", label: "Email" } as FormField;
  const shown = { email: EMAIL_MESSAGE, phone: PHONE_AU_MESSAGE };
  it("takes a field's message away once its answer passes, and only that field's", () => {
    expect(errorsAfterAnswer(shown, email, "jo@example.com", ctx)).toEqual({
      phone: PHONE_AU_MESSAGE,
    });
  });
  it("keeps it while the answer still fails, and adds none to a field never checked", () => {
    expect(errorsAfterAnswer(shown, email, "jo@", ctx)).toBe(shown);
    expect(errorsAfterAnswer({}, email, "jo@", ctx)).toEqual({});
    expect(errorsAfterAnswer(shown, undefined, "x", ctx)).toBe(shown);
  });
});
