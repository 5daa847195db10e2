"use client";
import { useActionState, useEffect, useRef, useState } from "react";
import {
  bannerFieldName,
  bannerValuesOfForm,
  EMPTY_BANNER,
  sectionsOfForm,
  type BannerField,
  type BannerValues,
} from "@forecourt/core/console/home-layout-form";
import {
  HOME_SECTION_LABELS,
  MAX_HOME_BANNERS,
  type HomeSection,
} from "@forecourt/core/content/home-settings";
import { IDLE, type FormState } from "@/server/console/form-state";
import { homeLayoutAction } from "@/server/console/home-layout-action";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";
import { LibraryImageSelect } from "./library-image-select.tsx";
import { ScriptButton } from "./kit/script-button.tsx";
import { useMoveAnnouncement } from "./kit/move-announcement.tsx";
import type { LibraryImage } from "./rich-text-editor.tsx";

type Props = {
  websiteId: number;
  timeZone: string;
  banners: BannerValues[];
  sections: HomeSection[];
  images: readonly LibraryImage[];
};

/** The home page's banners and its sections' order, published together. */
export function HomeLayoutForm(props: Props) {
  const [state, action, isPending] = useActionState<FormState, FormData>(homeLayoutAction, IDLE);
  // A refused form shows what was typed; otherwise what is stored.
  const banners = state.values ? bannerValuesOfForm(state.values) : props.banners;
  const sections = state.values ? sectionsOfForm(state.values) : props.sections;
  return (
    <form action={action} className="mt-3 grid gap-6" noValidate>
      <input type="hidden" name="websiteId" value={props.websiteId} />
      <FormNotice state={state} />
      <LayoutFields
        key={JSON.stringify([state, props.banners, props.sections])}
        {...props}
        banners={banners}
        sections={sections}
        errors={state.fieldErrors ?? {}}
      />
      <div>
        <Button type="submit" disabled={isPending} isBusy={isPending}>
          Publish banners and sections
        </Button>
      </div>
    </form>
  );
}

/** "Move up" and "Move down" of one item of a list, named for it; disabled at an end. */
function MoveButtons({
  idPrefix,
  name,
  index,
  count,
  onMove,
}: {
  idPrefix: string;
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      {(
        [
          [-1, "up", "Move up", index === 0],
          [1, "down", "Move down", index === count - 1],
        ] as const
      ).map(([by, suffix, label, isDisabled]) => (
        <ScriptButton
          key={suffix}
          id={`${idPrefix}-${suffix}`}
          variant="outline"
          size="sm"
          disabled={isDisabled}
          aria-label={`${label}: ${name}`}
          onClick={() => onMove(by)}
        >
          {label}
        </ScriptButton>
      ))}
    </>
  );
}

/** Moves the item at `index` by `by` places, if it can go there. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The button to focus after a move: the one pressed, or the other once at an end (disabled). */
function afterMove(prefix: string, to: number, length: number, by: -1 | 1): string {
  const isAtEnd = by === -1 ? to === 0 : to === length - 1;
  return `${prefix}-${(by === -1) === isAtEnd ? "down" : "up"}`;
}

function LayoutFields({
  timeZone,
  banners: initialBanners,
  sections: initialSections,
  images,
  errors,
}: Props & { errors: Record<string, string> }) {
  const nextKey = useRef(initialBanners.length);
  const [banners, setBanners] = useState(() =>
    initialBanners.map((values, key) => ({ key, values })),
  );
  const [sections, setSections] = useState(initialSections);
  // The control to focus once the list has moved (it moved with its item, or replaced it).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [banners, sections]);

  const moves = useMoveAnnouncement();
  const moveBanner = (index: number, by: -1 | 1) => {
    moves.announce(index + by + 1, banners.length);
    focusNext.current = afterMove(`banner-${banners[index]!.key}`, index + by, banners.length, by);
    setBanners(moved(banners, index, by));
  };
  const moveSection = (index: number, by: -1 | 1) => {
    moves.announce(index + by + 1, sections.length);
    focusNext.current = afterMove(
      `section-${sections[index]!.id}`,
      index + by,
      sections.length,
      by,
    );
    setSections(moved(sections, index, by));
  };

  const field = (key: number, index: number, name: BannerField) => {
    const id = `banner-${key}-${name}`;
    return { id, name: bannerFieldName(index, name), error: errors[bannerFieldName(index, name)] };
  };

  return (
    <>
      {moves.region}
      <fieldset className="grid gap-4">
        <legend className="text-lg font-semibold">Banners</legend>
        <p className="text-sm text-slate-700">
          Shown on the home page, in this order, from their start until their end (times in{" "}
          {timeZone}); leave a time empty for no limit.
        </p>
        <input type="hidden" name="bannerCount" value={banners.length} />
        {errors.banners ? <p className="text-sm text-red-700">{errors.banners}</p> : null}
        {banners.length === 0 ? <p className="text-slate-700">No banners yet.</p> : null}
        <ol className="grid gap-4">
          {banners.map(({ key, values }, index) => {
            const title = `Banner ${index + 1}`;
            const image = field(key, index, "imageUrl");
            return (
              <li key={key} className="rounded border border-slate-300 p-3">
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
                  {(
                    [
                      ["altText", "Image description (needed with an image)", "text"],
                      ["title", "Title", "text"],
                      ["text", "Text", "text"],
                      ["href", "Link (a path such as /special-offers, or an address)", "text"],
                      ["startsAt", "Starts", "datetime-local"],
                      ["endsAt", "Ends", "datetime-local"],
                    ] as const
                  ).map(([name, label, type]) => {
                    const control = field(key, index, name);
                    return (
                      <Field key={name} id={control.id} label={label} error={control.error}>
                        {(props) => (
                          <Input
                            {...props}
                            type={type}
                            name={control.name}
                            defaultValue={values[name]}
                          />
                        )}
                      </Field>
                    );
                  })}
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <MoveButtons
                      idPrefix={`banner-${key}`}
                      name={title}
                      index={index}
                      count={banners.length}
                      onMove={(by) => moveBanner(index, by)}
                    />
                    <ScriptButton
                      variant="destructive"
                      size="sm"
                      aria-label={`Remove ${title}`}
                      onClick={() => {
                        focusNext.current = "banner-add";
                        setBanners(banners.filter((banner) => banner.key !== key));
                      }}
                    >
                      Remove
                    </ScriptButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div>
          <ScriptButton
            id="banner-add"
            variant="outline"
            disabled={banners.length >= MAX_HOME_BANNERS}
            onClick={() => {
              const key = nextKey.current++;
              focusNext.current = `banner-${key}-imageUrl`;
              setBanners([...banners, { key, values: EMPTY_BANNER }]);
            }}
          >
            Add a banner
          </ScriptButton>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold">Sections of the home page</legend>
        <input
          type="hidden"
          name="sectionOrder"
          value={sections.map((section) => section.id).join(",")}
        />
        <ol className="grid gap-2">
          {sections.map((section, index) => {
            const label = HOME_SECTION_LABELS[section.id];
            return (
              <li
                key={section.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 p-2"
              >
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={`show.${section.id}`}
                    checked={section.isVisible}
                    onChange={(event) =>
                      setSections(
                        sections.map((s) =>
                          s.id === section.id ? { ...s, isVisible: event.target.checked } : s,
                        ),
                      )
                    }
                    className="size-4"
                  />
                  Show {label}
                </label>
                <span className="flex gap-2">
                  <MoveButtons
                    idPrefix={`section-${section.id}`}
                    name={label}
                    index={index}
                    count={sections.length}
                    onMove={(by) => moveSection(index, by)}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      </fieldset>
    </>
  );
}
