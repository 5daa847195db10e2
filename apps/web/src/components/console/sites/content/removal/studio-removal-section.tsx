import type { ContentKind } from "@forecourt/core/content/content-input";
import { hasOwnAddress } from "@forecourt/core/content/content-removal";
import { ActionButtonForm } from "@/components/console/kit/action-button-form";
import { ConfirmActionForm } from "@/components/console/kit/confirm-action-form";
import { inputClasses } from "@/components/ui/input";
import { studioDeleteAction, studioUnpublishAction } from "@/server/console/studio-removal-actions";

const NOUN: Record<ContentKind, string> = { offer: "offer", "blog-post": "post", page: "page" };

/** What a deleted post's or page's address answers: 410 Gone by default, or a 301 to a path. */
function AddressChoice() {
  return (
    <fieldset className="grid gap-1">
      <legend className="font-medium text-slate-900">What its address answers afterwards</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="address" value="gone" defaultChecked className="size-5" />
        Gone: the page has been removed (410)
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="address" value="moved" className="size-5" />
        Moved for good to another page of the site (301)
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Path it moves to, if moved (e.g. /blog)
        <input name="moved_to" type="text" inputMode="url" className={inputClasses("md")} />
      </label>
    </fieldset>
  );
}

/**
 * An item's way off the site, on its editor: unpublish (back to a draft, at once) and delete
 * after a question, choosing what a post's or page's address answers then.
 */
export function StudioRemovalSection({
  websiteId,
  kind,
  id,
  revision,
  title,
  isPublished,
}: {
  websiteId: number;
  kind: ContentKind;
  id: number;
  revision: number;
  title: string;
  isPublished: boolean;
}) {
  const fields = { websiteId, kind, id, revision };
  const noun = NOUN[kind];
  return (
    <section aria-labelledby="removal-heading" className="mt-10 grid gap-4">
      <h2 id="removal-heading" className="text-xl font-semibold">
        Take it down
      </h2>
      {isPublished ? (
        <div className="grid gap-1">
          <p className="text-slate-700">
            Unpublish: it leaves the site, its sitemap and every list at once and stays here as a
            draft.
          </p>
          <ActionButtonForm action={studioUnpublishAction} fields={fields}>
            Unpublish this {noun}
          </ActionButtonForm>
        </div>
      ) : null}
      <ConfirmActionForm
        action={studioDeleteAction}
        fields={fields}
        label={`Delete this ${noun}`}
        question={`Delete “${title}”? It leaves the site and the studio at once; you can restore it from “Recently deleted” for 30 days.`}
        confirmLabel={`Yes, delete this ${noun}`}
      >
        {hasOwnAddress(kind) ? <AddressChoice /> : null}
      </ConfirmActionForm>
    </section>
  );
}
