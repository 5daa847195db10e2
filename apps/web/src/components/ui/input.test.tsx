import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { INPUT_SIZES, Input, Select, Textarea, inputClasses } from "./input.tsx";

describe("inputClasses", () => {
  it.each(Object.keys(INPUT_SIZES) as (keyof typeof INPUT_SIZES)[])(
    "the %s size keeps its padding and the shared frame, with a red border when invalid",
    (size) => {
      const result = inputClasses(size).split(" ");
      expect(result).toEqual(expect.arrayContaining(INPUT_SIZES[size].split(" ")));
      expect(result).toContain("field-input");
    },
  );

  it("adds the caller's classes, which win over the frame's (a later cascade layer)", () => {
    expect(inputClasses("sm", "w-auto").split(" ")).toEqual(
      expect.arrayContaining(["field-input", "w-auto"]),
    );
  });
});

describe("Input, Select and Textarea", () => {
  it("render their element with the size's classes and pass every other prop on", () => {
    expect(renderToStaticMarkup(<Input size="xs" name="km" type="number" />)).toBe(
      `<input class="${inputClasses("xs")}" type="number" name="km"/>`,
    );
    expect(
      renderToStaticMarkup(
        <Select name="term" defaultValue="5">
          <option value="5">5 years</option>
        </Select>,
      ),
    ).toContain(`<select class="${inputClasses("md")}" name="term">`);
    expect(renderToStaticMarkup(<Textarea rows={4} />)).toBe(
      `<textarea class="${inputClasses("md")}" rows="4"></textarea>`,
    );
  });
});
