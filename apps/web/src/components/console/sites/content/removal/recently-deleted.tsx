import type { ContentKind } from "@forecourt/core/content/content-input";
import { deletedContentKeptUntil } from "@forecourt/core/content/content-removal";
import { ActionButtonForm } from "@/components/console/kit/action-button-form";
import { formatConsoleTime } from "@/components/console/sites/content/console-time";
import { ConsoleTable } from "@/components/console/kit/console-table";
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
    <section aria-labelledby="deleted-heading" className="mt-8">
      <h2 id="deleted-heading" className="text-xl font-semibold">
        Recently deleted
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing deleted in the last 30 days.</p>
      ) : (
        <ConsoleTable
          caption="Deleted in the last 30 days, newest first; each is kept until the date shown"
          columns={["Title", "Kind", "Address", "Deleted", "Kept until", null]}
          className="mt-3"
        >
          {items.map((item) => (
            <tr key={`${item.kind}:${item.id}`} className="border-b border-slate-200">
              <td className="p-2">{item.title}</td>
              <td className="p-2">{KIND_NAMES[item.kind]}</td>
              <td className="p-2 font-mono">{item.slug}</td>
              <td className="p-2">
                {formatConsoleTime(item.deletedAt, timeZone)} by {item.deletedBy}
              </td>
              <td className="p-2">
                {formatConsoleTime(deletedContentKeptUntil(item.deletedAt), timeZone)}
              </td>
              <td className="p-2">
                <ActionButtonForm
                  action={studioUndeleteAction}
                  fields={{ websiteId, kind: item.kind, id: item.id }}
                  label={`Restore ${item.title}`}
                >
                  Restore
                </ActionButtonForm>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
