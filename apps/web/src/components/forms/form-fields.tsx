"use client";

import { Fragment } from "react";
import {
  isUploadField,
  type FormField as FieldDefinition,
} from "@forecourt/core/forms/form-definition";
import type { FormVehicleMake } from "@forecourt/core/forms/form-site";
import { inputMaxLength } from "@forecourt/core/validation/fields";
import { LeadFormField } from "./form-field.tsx";
import type { FormEngine } from "./use-form-engine.ts";

type FormFieldsProps = {
  engine: Pick<FormEngine, "idPrefix" | "ctx" | "values" | "errors" | "setValue" | "isSubmitting">;
  fields: readonly FieldDefinition[];
  /** Makes and models the make and model selects offer (none: they are typed in). */
  vehicles: readonly FormVehicleMake[];
  /** The answers shown and looked up; the engine's own by default. */
  values?: Readonly<Record<string, unknown>>;
  /** Disabled while a send is out by default. */
  isDisabled?: boolean;
  onChange?: (name: string, value: unknown) => void;
  /** Drawn right after a field (the lead form's registration lookup after the state). */
  after?: (field: FieldDefinition) => React.ReactNode;
};

/**
 * The fields of a form definition, each with its answer, its message, its maxlength and what
 * its choices are drawn from. A file input holds no value of React's: the browser keeps it.
 */
export function FormFields({ engine, fields, vehicles, after, ...overrides }: FormFieldsProps) {
  const { idPrefix, ctx, errors } = engine;
  const values = overrides.values ?? engine.values;
  const lookups = { vehicles, values, distanceUnit: ctx.distanceUnit ?? "km" } as const;
  return fields.map((field) => (
    <Fragment key={field.name}>
      <LeadFormField
        field={field}
        idPrefix={idPrefix}
        value={isUploadField(field) ? undefined : (values[field.name] ?? field.defaultValue)}
        error={errors[field.name]}
        maxLength={inputMaxLength(field, ctx)}
        isDisabled={overrides.isDisabled ?? engine.isSubmitting}
        lookups={lookups}
        onChange={overrides.onChange ?? engine.setValue}
      />
      {after?.(field)}
    </Fragment>
  ));
}
