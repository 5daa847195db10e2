"use client";
import { useRef } from "react";
import {
  bannerFieldName,
  EMPTY_BANNER,
  type BannerField,
  type BannerValues,
} from "@forecourt/core/console/home-layout-form";
import { MAX_HOME_BANNERS } from "@forecourt/core/content/home-settings";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LibraryImageSelect } from "../library-image-select.tsx";
import { ScriptButton } from "../../../kit/script-button.tsx";
import type { LibraryImage } from "../rich-text-editor.tsx";
import { MoveButtons, useMovableList } from "./list-moves.tsx";

/** A banner field's id, form name and error. */
function field(key: number, index: number, name: BannerField, errors: Record<string, string>) {
  const id = `banner-${key}-${name}`;
  return { id, name: bannerFieldName(index, name), error: errors[bannerFieldName(index, name)] };
}

/**
 * The home page's banners, in order: each one's fields and its buttons (move it, remove it), and
 * "Add a banner". The focus follows the banner moved, or goes to "Add a banner" after a removal.
 */
export function BannersEditor({
  timeZone,
  initialBanners,
  images,
  errors,
  announce,
}: {
  timeZone: string;
  initialBanners: BannerValues[];
  images: readonly LibraryImage[];
  errors: Record<string, string>;
  announce: (position: number, count: number) => void;
}) {
  const { banners, move, add, remove } = useBanners(initialBanners, announce);
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold">Banners</legend>
      <p className="text-sm text-slate-700">
        Shown on the home page, in this order, from their start until their end (times in {timeZone}
        ); leave a time empty for no limit.
      </p>
      <input type="hidden" name="bannerCount" value={banners.length} />
      {errors.banners ? <p className="text-sm text-red-700">{errors.banners}</p> : null}
      {banners.length === 0 ? <p className="text-slate-700">No banners yet.</p> : null}
      <ol className="grid gap-4">
        {banners.map(({ key, values }, index) => (
          <BannerItem
            key={key}
            bannerKey={key}
            index={index}
            values={values}
            count={banners.length}
            images={images}
            errors={errors}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(key)}
          />
        ))}
      </ol>
      <div>
        <ScriptButton
          id="banner-add"
          variant="outline"
          disabled={banners.length >= MAX_HOME_BANNERS}
          onClick={add}
        >
          Add a banner
        </ScriptButton>
      </div>
    </fieldset>
  );
}

/** The banners as edited, keyed for the page; a removal focuses "Add", an addition its image. */
function useBanners(
  initialBanners: BannerValues[],
  announce: (position: number, count: number) => void,
) {
  const nextKey = useRef(initialBanners.length);
  const { items, setItems, move, focusAfterChange } = useMovableList(
    () => initialBanners.map((values, key) => ({ key, values })),
    (banner) => `banner-${banner.key}`,
    announce,
  );
  const add = () => {
    const key = nextKey.current++;
    focusAfterChange(`banner-${key}-imageUrl`);
    setItems([...items, { key, values: EMPTY_BANNER }]);
  };
  const remove = (key: number) => {
    focusAfterChange("banner-add");
    setItems(items.filter((banner) => banner.key !== key));
  };
  return { banners: items, move, add, remove };
}

const BANNER_TEXT_FIELDS = [
  ["altText", "Image description (needed with an image)", "text"],
  ["title", "Title", "text"],
  ["text", "Text", "text"],
  ["href", "Link (a path such as /special-offers, or an address)", "text"],
  ["startsAt", "Starts", "datetime-local"],
  ["endsAt", "Ends", "datetime-local"],
] as const;

/** One banner: its image, its words, its link and its times, and its buttons. */
function BannerItem(props: BannerProps) {
  const { bannerKey, index, values, images, errors } = props;
  const title = `Banner ${index + 1}`;
  const image = field(bannerKey, index, "imageUrl", errors);
  return (
    <li className="rounded border border-slate-300 p-3">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="font-semibold">{title}</legend>
        <Field id={image.id} label="Image" error={image.error}>
          {(control) => (
            <LibraryImageSelect
              control={control}
              name={image.name}
              value={values.imageUrl}
              images={images}
            />
          )}
        </Field>
        <BannerTextFields {...props} />
        <BannerButtons {...props} title={title} />
      </fieldset>
    </li>
  );
}

type BannerProps = {
  bannerKey: number;
  index: number;
  values: BannerValues;
  count: number;
  images: readonly LibraryImage[];
  errors: Record<string, string>;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** A banner's words, link and times. */
function BannerTextFields({
  bannerKey,
  index,
  values,
  errors,
}: Pick<BannerProps, "bannerKey" | "index" | "values" | "errors">) {
  return BANNER_TEXT_FIELDS.map(([name, label, type]) => {
    const control = field(bannerKey, index, name, errors);
    return (
      <Field key={name} id={control.id} label={label} error={control.error}>
        {(props) => (
          <Input {...props} type={type} name={control.name} defaultValue={values[name]} />
        )}
      </Field>
    );
  });
}

/** A banner's buttons: its moves and Remove, named for it. */
function BannerButtons({
  bannerKey,
  title,
  index,
  count,
  onMove,
  onRemove,
}: Pick<BannerProps, "bannerKey" | "index" | "count" | "onMove" | "onRemove"> & { title: string }) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      <MoveButtons
        idPrefix={`banner-${bannerKey}`}
        name={title}
        index={index}
        count={count}
        onMove={onMove}
      />
      <ScriptButton
        variant="destructive"
        size="sm"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
      >
        Remove
      </ScriptButton>
    </div>
  );
}
