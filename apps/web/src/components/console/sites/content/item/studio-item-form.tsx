"use client";
import type { ContentKind } from "@forecourt/core/content/content-input";
import { studioItemAction } from "@/server/console/studio-actions";
import { Button } from "@/components/ui/button";
import { Field, fieldErrorId } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { LibraryImageSelect } from "../library-image-select.tsx";
import { ConsoleForm } from "../../../kit/console-form.tsx";
import { RichTextEditor, type LibraryImage } from "../rich-text-editor.tsx";
import { TextField } from "../../../kit/text-field.tsx";

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "textarea" | "datetime" | "image" | "number";
  isRequired?: boolean;
};

// Each kind's fields in the order the editor shows them (the body editor comes after these).
const FIELDS: Record<ContentKind, FieldSpec[]> = {
  offer: [
    { name: "title", label: "Title", isRequired: true },
    {
      name: "slug",
      label: "URL name",
      hint: "Letters, digits and hyphens, e.g. spring-sale.",
      isRequired: true,
    },
    { name: "summary", label: "Text", type: "textarea" },
    { name: "image_url", label: "Image", type: "image" },
    { name: "offer_price", label: "Offer price (whole dollars)", type: "number" },
    {
      name: "finance_terms",
      label: "Finance terms",
      hint: "As advertised, e.g. $89 a week, 7.99% p.a.",
    },
    {
      name: "model_slugs",
      label: "Models it applies to",
      hint: "Model URL names, separated by commas.",
    },
    {
      name: "starts_at",
      label: "Starts",
      type: "datetime",
      hint: "Empty: from when it is published.",
    },
    {
      name: "ends_at",
      label: "Ends",
      type: "datetime",
      hint: "The offer leaves the site by itself then.",
    },
  ],
  "blog-post": [
    { name: "title", label: "Title", isRequired: true },
    {
      name: "slug",
      label: "URL name",
      hint: "Changing it leaves a redirect from the old address.",
      isRequired: true,
    },
    { name: "excerpt", label: "Excerpt", type: "textarea" },
    { name: "image_url", label: "Image", type: "image" },
    {
      name: "published_at",
      label: "Date shown",
      type: "datetime",
      hint: "Empty: when it is published.",
    },
    { name: "seo_title", label: "Search title", hint: "At most 70 characters; empty: the title." },
    { name: "seo_description", label: "Search description", type: "textarea" },
    { name: "social_image_url", label: "Social share image", type: "image" },
  ],
  page: [
    { name: "title", label: "Title", isRequired: true },
    { name: "slug", label: "URL path", isRequired: true },
    { name: "description", label: "Description", type: "textarea" },
    { name: "seo_title", label: "Search title" },
    { name: "social_image_url", label: "Social share image", type: "image" },
  ],
};

/**
 * A studio item's editor: its fields, the rich-text body, and three ways to store it: a draft,
 * scheduled, or published now. After each answer the notice takes focus.
 */
export function StudioItemForm({
  websiteId,
  kind,
  id,
  revision,
  initialValues,
  storedNotice,
  images,
  timeZone,
}: {
  websiteId: number;
  kind: ContentKind;
  id: number | "new";
  revision: number;
  initialValues: Record<string, string>;
  /** How a new item was just stored, said (and focused) before any answer of this form. */
  storedNotice?: string | undefined;
  images: readonly LibraryImage[];
  timeZone: string;
}) {
  return (
    <ConsoleForm
      action={studioItemAction}
      initialState={storedNotice ? { status: "done", message: storedNotice } : undefined}
      hidden={{ websiteId, kind, id, revision }}
      clientKey={JSON.stringify([initialValues, revision])}
      className="mt-6 grid grid-cols-1 gap-5"
    >
      {(state, { isPending }) => (
        <StudioItemFields
          kind={kind}
          values={state.values ?? initialValues}
          errors={state.fieldErrors ?? {}}
          images={images}
          timeZone={timeZone}
          isPending={isPending}
        />
      )}
    </ConsoleForm>
  );
}

/** The item's fields, its body and the buttons that store it as a draft, scheduled or now. */
function StudioItemFields({
  kind,
  values,
  errors,
  images,
  timeZone,
  isPending,
}: {
  kind: ContentKind;
  values: Record<string, string>;
  errors: Record<string, string>;
  images: readonly LibraryImage[];
  timeZone: string;
  isPending: boolean;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS[kind].map((field) => (
          <StudioField
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            images={images}
          />
        ))}
      </div>
      <div>
        <p id="body-label" className="text-sm font-medium text-slate-800">
          Body
        </p>
        <RichTextEditor
          id="field-body_html"
          name="body_html"
          labelId="body-label"
          describedBy={errors.body_html ? fieldErrorId("field-body_html") : undefined}
          initialHtml={values.body_html ?? ""}
          images={images}
        />
        {errors.body_html ? (
          <p id={fieldErrorId("field-body_html")} className="mt-1 text-sm text-red-700">
            {errors.body_html}
          </p>
        ) : null}
      </div>
      <PublishChoices
        timeZone={timeZone}
        value={values.publish_at ?? ""}
        error={errors.publish_at}
        isPending={isPending}
      />
    </>
  );
}

function StudioField({
  field,
  value,
  error,
  images,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  images: readonly LibraryImage[];
}) {
  const id = `field-${field.name}`;
  const isWide = field.type === "textarea";
  return (
    <Field
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      isRequired={field.isRequired}
      className={isWide ? "sm:col-span-2" : undefined}
    >
      {(control) =>
        field.type === "textarea" ? (
          <Textarea {...control} name={field.name} rows={3} defaultValue={value} />
        ) : field.type === "image" ? (
          <LibraryImageSelect control={control} name={field.name} value={value} images={images} />
        ) : (
          <Input
            {...control}
            name={field.name}
            type={field.type === "datetime" ? "datetime-local" : "text"}
            step={field.type === "datetime" ? 1 : undefined}
            inputMode={field.type === "number" ? "numeric" : undefined}
            autoComplete="off"
            defaultValue={value}
          />
        )
      }
    </Field>
  );
}

/** Publish now, save a draft, or schedule for a time in the site's time zone. */
function PublishChoices({
  timeZone,
  value,
  error,
  isPending,
}: {
  timeZone: string;
  value: string;
  error: string | undefined;
  isPending: boolean;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Publish</legend>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="publish" disabled={isPending}>
          Publish now
        </Button>
        <Button type="submit" name="intent" value="draft" variant="outline" disabled={isPending}>
          Save draft
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="field-publish_at"
          label={`Publish at (${timeZone})`}
          error={error}
          fieldClassName="min-w-0 flex-1"
          name="publish_at"
          type="datetime-local"
          step={1}
          defaultValue={value}
        />
        <Button type="submit" name="intent" value="schedule" variant="outline" disabled={isPending}>
          Schedule
        </Button>
      </div>
    </fieldset>
  );
}
