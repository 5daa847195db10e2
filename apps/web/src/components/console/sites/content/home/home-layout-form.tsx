"use client";
import {
  bannerValuesOfForm,
  sectionsOfForm,
  type BannerValues,
} from "@forecourt/core/console/home-layout-form";
import type { HomeSection } from "@forecourt/core/content/home-settings";
import { homeLayoutAction } from "@/server/console/home-layout-action";
import { Button } from "@/components/ui/button";
import { ConsoleForm } from "../../../kit/console-form.tsx";
import { useMoveAnnouncement } from "../../../kit/move-announcement.tsx";
import type { LibraryImage } from "../rich-text-editor.tsx";
import { BannersEditor } from "./home-banners-editor.tsx";
import { SectionsEditor } from "./home-sections-editor.tsx";

type Props = {
  websiteId: number;
  timeZone: string;
  banners: BannerValues[];
  sections: HomeSection[];
  images: readonly LibraryImage[];
};

/** The home page's banners and its sections' order, published together. */
export function HomeLayoutForm(props: Props) {
  return (
    <ConsoleForm
      action={homeLayoutAction}
      hidden={{ websiteId: props.websiteId }}
      clientKey={JSON.stringify([props.banners, props.sections])}
      className="mt-3 grid gap-6"
    >
      {(state, { isPending }) => (
        <>
          <LayoutFields
            {...props}
            // A refused form shows what was typed; otherwise what is stored.
            banners={state.values ? bannerValuesOfForm(state.values) : props.banners}
            sections={state.values ? sectionsOfForm(state.values) : props.sections}
            errors={state.fieldErrors ?? {}}
          />
          <div>
            <Button type="submit" disabled={isPending} isBusy={isPending}>
              Publish banners and sections
            </Button>
          </div>
        </>
      )}
    </ConsoleForm>
  );
}

/** The banners and the sections, with one live region saying where a moved item now is. */
function LayoutFields({
  timeZone,
  banners,
  sections,
  images,
  errors,
}: Props & { errors: Record<string, string> }) {
  const moves = useMoveAnnouncement();
  return (
    <>
      {moves.region}
      <BannersEditor
        timeZone={timeZone}
        initialBanners={banners}
        images={images}
        errors={errors}
        announce={moves.announce}
      />
      <SectionsEditor initialSections={sections} announce={moves.announce} />
    </>
  );
}
