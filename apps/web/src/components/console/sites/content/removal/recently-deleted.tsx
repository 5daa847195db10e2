import type { ContentKind } from "@forecourt/core/content/content-input";
import { deletedContentKeptUntil } from "@forecourt/core/content/content-removal";
import { ActionButtonForm } from "@/components/console/kit/action-button-form";
import { formatConsoleTime } from "@/components/console/sites/content/console-time";
import { ConsoleTableSection } from "@/components/console/kit/console-table";
import type { DeletedContent } from "@/server/console/queries/studio";
import { studioUndeleteAction } from "@/server/console/studio-removal-actions";

const KIND_NAMES: Record<ContentKind, string> = {
  offer: "Offer",
  "blog-post": "Blog post",
  page: "Page",
};

/** The studio's "Recently deleted": each item kept 30 days, to restore as it was. */
export function RecentlyDeleted({
  websiteId,
  items,
  timeZone,
}: {
  websiteId: number;
  items: DeletedContent[];
  timeZone: string;
}) {
  return (
    <ConsoleTableSection
      id="deleted-heading"
      title="Recently deleted"
      empty="Nothing deleted in the last 30 days."
      caption="Deleted in the last 30 days, newest first; each is kept until the date shown"
      columns={["Title", "Kind", "Address", "Deleted", "Kept until", null]}
      rows={items.map((item) => ({
        key: `${item.kind}:${item.id}`,
        cells: [
          item.title,
          KIND_NAMES[item.kind],
          <span key="slug" className="font-mono">
            {item.slug}
          </span>,
          `${formatConsoleTime(item.deletedAt, timeZone)} by ${item.deletedBy}`,
          formatConsoleTime(deletedContentKeptUntil(item.deletedAt), timeZone),
          <ActionButtonForm
            key="restore"
            action={studioUndeleteAction}
            fields={{ websiteId, kind: item.kind, id: item.id }}
            label={`Restore ${item.title}`}
          >
            Restore
          </ActionButtonForm>,
        ],
      }))}
    />
  );
}
