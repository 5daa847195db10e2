import { describe, expect, it } from "vitest";
import { FIELD_TYPES, type FieldType } from "@forecourt/core/domain/field-types";
import { FIELD_INPUTS } from "./form-field.tsx";

describe("FIELD_INPUTS", () => {
  it("has one input for each field type, and a type without its input does not compile", () => {
    expect(Object.keys(FIELD_INPUTS).sort()).toEqual([...FIELD_TYPES].sort());
    const { rego: _row, ...withoutOne } = FIELD_INPUTS;
    // The type check of `npm run check` fails if this line compiles: the map is checked.
    // @ts-expect-error -- "rego" is missing
    const checked = withoutOne satisfies Record<FieldType, (typeof FIELD_INPUTS)[FieldType]>;
    expect(Object.keys(checked)).not.toContain("rego");
  });
});
