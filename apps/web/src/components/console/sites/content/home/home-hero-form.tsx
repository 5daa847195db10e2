"use client";
import { homeHeroAction } from "@/server/console/home-hero-action";
import { Field } from "@/components/ui/field";
import { ConsoleForm } from "../../../kit/console-form.tsx";
import { LibraryImageSelect } from "../library-image-select.tsx";
import type { LibraryImage } from "../rich-text-editor.tsx";
import { TextField } from "../../../kit/text-field.tsx";

const HERO_TEXT_FIELDS = [
  ["heroTitle", "hero-title", "Hero title"],
  ["heroSubtitle", "hero-subtitle", "Hero subtitle"],
] as const;

/** The home page's hero: title, subtitle and banner image, published at once. */
export function HomeHeroForm({
  websiteId,
  initialValues,
  images,
}: {
  websiteId: number;
  initialValues: { heroTitle: string; heroSubtitle: string; bannerUrl: string };
  images: readonly LibraryImage[];
}) {
  return (
    <ConsoleForm
      action={homeHeroAction}
      hidden={{ websiteId }}
      clientKey={JSON.stringify(initialValues)}
      className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
      submitLabel="Publish hero"
      submitClassName="self-end"
    >
      {(state) => {
        const values = state.values ?? initialValues;
        const errors = state.fieldErrors ?? {};
        return (
          <>
            {HERO_TEXT_FIELDS.map(([name, id, label]) => (
              <TextField
                key={name}
                id={id}
                label={label}
                error={errors[name]}
                name={name}
                defaultValue={values[name]}
              />
            ))}
            <Field id="hero-banner" label="Banner image" error={errors.bannerUrl}>
              {(control) => (
                <LibraryImageSelect
                  control={control}
                  name="bannerUrl"
                  value={values.bannerUrl}
                  images={images}
                  noneLabel="No banner"
                />
              )}
            </Field>
          </>
        );
      }}
    </ConsoleForm>
  );
}
