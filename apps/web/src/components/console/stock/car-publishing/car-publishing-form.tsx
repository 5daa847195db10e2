"use client";
import { DRAFTS_ONLY_MESSAGE } from "@forecourt/core/console/stock-entry-access";
import { publishCarAction } from "@/server/console/publish-car-action";
import { ConsoleForm } from "../../kit/console-form.tsx";

/** What a draft and a published car are to shoppers, in the console's words. */
export const PUBLISHING_STATES = {
  draft: "Draft: not on the site, in search, the sitemap or the feeds.",
  published: "Published: on the site, in search, the sitemap and the feeds.",
} as const;

/**
 * Where the car stands (draft or published) and, for whoever may publish on its site, the one
 * button that changes it; sales kept to drafts read who publishes instead.
 */
export function CarPublishingForm({
  carId,
  isDraft,
  mayPublish,
  clientKey,
}: {
  carId: number;
  isDraft: boolean;
  mayPublish: boolean;
  clientKey: string;
}) {
  const standing = (
    <p className="text-slate-800">{PUBLISHING_STATES[isDraft ? "draft" : "published"]}</p>
  );
  if (!mayPublish) {
    return (
      <div className="grid gap-2">
        {standing}
        <p className="text-sm text-slate-700">{DRAFTS_ONLY_MESSAGE}</p>
      </div>
    );
  }
  return (
    <ConsoleForm
      action={publishCarAction}
      heading={isDraft ? "Publish this car" : "Take this car off the site"}
      submitLabel={isDraft ? "Publish" : "Unpublish to draft"}
      hidden={{ carId, publish: isDraft ? "yes" : "no", clientKey }}
      clientKey={clientKey}
    >
      {() => standing}
    </ConsoleForm>
  );
}
