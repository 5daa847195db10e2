import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { kindOfStudioSegment } from "@forecourt/core/console/console-paths";
import { requireStaff } from "@/server/console/console-session";
import { previewAddressOf } from "@/server/console/queries/studio";

// Per request: each visit signs a new address for the user who asked.
export const dynamic = "force-dynamic";

/**
 * The studio's "Preview on the site": a signed-in user who may edit this item is sent on to its
 * draft on the site's own host (a short-lived signed address); anyone else to sign in, or 404.
 */
export default async function StudioPreview({
  params,
}: {
  params: Promise<{ siteId: string; kind: string; id: string }>;
}) {
  const { siteId, kind: segment, id } = await params;
  const kind = kindOfStudioSegment(segment);
  if (!kind) notFound();
  const staff = await requireStaff();
  // The platform's port as this request reached it (the demo's :3000), for the site's address.
  const port = /:(\d{1,5})$/.exec((await headers()).get("host") ?? "")?.[1] ?? "";
  const address = await previewAddressOf(staff, {
    siteSegment: siteId,
    kind,
    idSegment: id,
    port,
  });
  if (!address) notFound();
  redirect(address);
}
