"use client";
import { SPLIT_TEST_ROWS } from "@forecourt/core/console/split-test-form";
import { splitTestAction } from "@/server/console/split-test-action";
import { Button } from "@/components/ui/button";
import { ConsoleForm } from "../../kit/console-form.tsx";
import { TextField } from "../../kit/text-field.tsx";

const rows = Array.from({ length: SPLIT_TEST_ROWS }, (_, row) => row);

/** The split test's variants, shares and heroes; saved, started, stopped or removed. */
export function SplitTestForm({
  websiteId,
  isRunning,
  hasTest,
  initialValues,
}: {
  websiteId: number;
  isRunning: boolean;
  hasTest: boolean;
  initialValues: Record<string, string>;
}) {
  return (
    <ConsoleForm
      action={splitTestAction}
      hidden={{ websiteId }}
      clientKey={JSON.stringify(initialValues)}
      className="mt-8 grid gap-6"
    >
      {(state, { isPending }) => (
        <SplitTestFields
          values={state.status === "error" ? (state.values ?? initialValues) : initialValues}
          errors={state.fieldErrors ?? {}}
          isRunning={isRunning}
          hasTest={hasTest}
          isPending={isPending}
        />
      )}
    </ConsoleForm>
  );
}

type FieldsProps = { values: Record<string, string>; errors: Record<string, string> };

/** The test's name, its variants' rows and the buttons that save, start, stop or remove it. */
function SplitTestFields({
  values,
  errors,
  isRunning,
  hasTest,
  isPending,
}: FieldsProps & { isRunning: boolean; hasTest: boolean; isPending: boolean }) {
  return (
    <>
      <SplitText
        name="name"
        label="Test name"
        hint="Lower case letters, digits and dashes, such as home-hero."
        isRequired
        values={values}
        errors={errors}
      />
      {rows.map((row) => (
        <VariantRow key={row} row={row} values={values} errors={errors} />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={isPending}>
          Save
        </Button>
        {isRunning ? (
          <Button type="submit" name="intent" value="stop" variant="outline" disabled={isPending}>
            Stop the test
          </Button>
        ) : (
          <Button type="submit" name="intent" value="start" variant="outline" disabled={isPending}>
            Save and start
          </Button>
        )}
        {hasTest ? (
          <Button type="submit" name="intent" value="remove" variant="outline" disabled={isPending}>
            Remove the test
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** One variant: its name, its share of visitors and the home hero it shows. */
function VariantRow({ row, ...field }: FieldsProps & { row: number }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-medium">
        Variant {row + 1}
        {row > 1 ? " (optional)" : ""}
      </legend>
      <SplitText name={`variants.${row}.name`} label="Name" isRequired={row < 2} {...field} />
      <SplitText
        name={`variants.${row}.share`}
        label="Share of visitors (%)"
        hint={row === 0 ? "Leave every share empty for an even split." : undefined}
        {...field}
      />
      <SplitText
        name={`variants.${row}.title`}
        label="Home hero title"
        hint={row === 0 ? "Empty: the site's own." : undefined}
        {...field}
      />
      <SplitText name={`variants.${row}.subtitle`} label="Home hero subtitle" {...field} />
    </fieldset>
  );
}

/** A text field of the test, with the value typed before. */
function SplitText({
  name,
  label,
  hint,
  isRequired,
  values,
  errors,
}: FieldsProps & { name: string; label: string; hint?: string; isRequired?: boolean }) {
  return (
    <TextField
      id={`split-${name.replaceAll(".", "-")}`}
      label={label}
      hint={hint}
      isRequired={isRequired}
      error={errors[name]}
      name={name}
      autoComplete="off"
      defaultValue={values[name] ?? ""}
    />
  );
}
