import type { Metadata } from "next";
import { consoleContentPath } from "@forecourt/core/console/console-paths";
import { BackLink } from "@/components/console/kit/back-link";
import { MenuEditor } from "@/components/console/sites/content/menus/menu-editor";
import { staffRecordOr404 } from "@/server/console/console-session";
import { studioMenusOf } from "@/server/console/queries/studio";

export const metadata: Metadata = { title: "Menus" };

/** The studio's editor of a site's header and footer menus, published at once. */
export default async function MenusPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { site, menus } = await staffRecordOr404(studioMenusOf, (await params).siteId);
  return (
    <>
      <BackLink href={consoleContentPath(site.id)}>Content of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Menus of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        Menus have no drafts: publishing changes them on the site at once, on its next page.
      </p>
      <MenuEditor websiteId={site.id} menus={menus} />
    </>
  );
}
