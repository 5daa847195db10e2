import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, FieldSet, fieldControlProps } from "./field.tsx";
import { Input } from "./input.tsx";

describe("fieldControlProps", () => {
  it("has only the id when there is nothing to describe", () => {
    expect(fieldControlProps("f-email", {})).toEqual({
      id: "f-email",
      "aria-describedby": undefined,
      "aria-invalid": undefined,
      "aria-required": undefined,
    });
  });

  it("points at the hint, then the error, and marks the control invalid and required", () => {
    expect(
      fieldControlProps("f-email", { hint: "We reply here", error: "Invalid", isRequired: true }),
    ).toEqual({
      id: "f-email",
      "aria-describedby": "f-email-hint f-email-error",
      "aria-invalid": true,
      "aria-required": true,
    });
  });

  it("is not required when the field is optional", () => {
    expect(fieldControlProps("f", { isRequired: false })["aria-required"]).toBeUndefined();
  });
});

const render = (props: Partial<Parameters<typeof Field>[0]>) =>
  renderToStaticMarkup(
    <Field id="f-email" label="Email" {...props}>
      {(control) => <Input {...control} name="email" />}
    </Field>,
  );

describe("Field", () => {
  it("labels the control by its id and shows no error, hint or mark by default", () => {
    const markup = render({});
    expect(markup).toContain('<label for="f-email"');
    expect(markup).toContain('id="f-email"');
    expect(markup).not.toMatch(/ aria-[a-z]+=/);
    expect(markup).not.toContain("(optional)");
    expect(markup).not.toContain("<p");
  });

  it("shows the error under the control, tied to it, and marks it invalid", () => {
    const markup = render({ error: "*This is a required field.", isRequired: true });
    expect(markup).toContain('aria-describedby="f-email-error"');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toContain('aria-required="true"');
    expect(markup).toContain('<p id="f-email-error" class="mt-1 text-sm text-red-700">');
    expect(markup.indexOf("<input")).toBeLessThan(markup.indexOf('id="f-email-error"'));
    // The asterisk is for the eye; the control says "required" to assistive technology.
    expect(markup).toContain('<span aria-hidden="true" class="text-red-700"> *</span>');
  });

  it("shows a hint tied to the control", () => {
    const markup = render({ hint: "We only use it to reply." });
    expect(markup).toContain('aria-describedby="f-email-hint"');
    expect(markup).toContain('<p id="f-email-hint"');
  });

  it("marks an optional field and lets the caller restyle the label", () => {
    const markup = render({ isRequired: false, labelClassName: "text-base text-slate-900" });
    expect(markup).toContain("(optional)");
    // The caller's text classes replace the default ones; the label stays a block.
    expect(markup).toContain('class="mb-1 block text-base text-slate-900"');
    expect(render({})).toContain('class="mb-1 block text-sm font-medium text-slate-800"');
  });
});

describe("FieldSet", () => {
  it("names the group by its legend and describes it by its error", () => {
    const markup = renderToStaticMarkup(
      <FieldSet fieldId="f-type" legend="Type" error="Choose one" role="radiogroup">
        <input type="radio" name="type" value="a" />
      </FieldSet>,
    );
    expect(markup).toContain(
      '<fieldset aria-describedby="f-type-error" role="radiogroup"><legend class="text-sm font-medium text-slate-800">Type</legend>',
    );
    expect(markup).toContain('<p id="f-type-error"');
  });

  it("has no description without an error", () => {
    const markup = renderToStaticMarkup(
      <FieldSet fieldId="f-type" legend="Type" error={undefined}>
        <input type="checkbox" name="type" value="a" />
      </FieldSet>,
    );
    expect(markup).not.toContain("aria-describedby");
    expect(markup).not.toContain("<p");
  });
});
