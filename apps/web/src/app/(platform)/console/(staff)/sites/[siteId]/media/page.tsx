import type { Metadata } from "next";
import { consoleContentPath } from "@forecourt/core/console/console-paths";
import { ActionButtonForm } from "@/components/console/kit/action-button-form";
import { BackLink } from "@/components/console/kit/back-link";
import { MediaAltForm, MediaUploadForm } from "@/components/console/sites/media/media-upload-form";
import { staffRecordOr404 } from "@/server/console/console-session";
import { mediaDeleteAction } from "@/server/console/media-actions";
import { mediaLibraryOf } from "@/server/console/queries/studio";
import { LIBRARY_MAX_BYTES } from "@/server/media/media-library";

export const metadata: Metadata = { title: "Media library" };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A site's media library: upload with alt text, each file's uses, and delete when unused. */
export default async function MediaLibraryPage({
  params,
}: {
  params: Promise<{ siteId: string }>;
}) {
  const { site, files } = await staffRecordOr404(mediaLibraryOf, (await params).siteId);
  return (
    <>
      <BackLink href={consoleContentPath(site.id)}>Content of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Media library of {site.name}</h1>
      <MediaUploadForm websiteId={site.id} maxMb={LIBRARY_MAX_BYTES / 1024 / 1024} />
      <h2 className="mt-8 text-xl font-semibold">Files</h2>
      {files.length === 0 ? (
        <p className="mt-2 text-slate-700">No files yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {files.map((file) => (
            <li key={file.id} className="grid gap-2 rounded border border-slate-200 p-3">
              {/* The library shows the stored file itself, small: no resizing route needed. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={file.url}
                alt={file.altText}
                width={file.width ?? undefined}
                height={file.height ?? undefined}
                loading="lazy"
                className="h-32 w-auto max-w-full object-contain"
              />
              <p className="text-sm break-all">
                {file.fileName} · {kilobytes(file.byteSize)}
                {file.width && file.height ? ` · ${file.width} × ${file.height}` : ""}
              </p>
              <p className="font-mono text-xs break-all">{file.url}</p>
              <MediaAltForm
                websiteId={site.id}
                id={file.id}
                altText={file.altText}
                label={`Alt text of ${file.fileName || "this file"}`}
              />
              <p className="text-sm">
                {file.usedBy.length === 0 ? "Not used." : `Used by: ${file.usedBy.join(", ")}`}
              </p>
              <ActionButtonForm
                action={mediaDeleteAction}
                fields={{ websiteId: site.id, id: file.id }}
                label={`Delete ${file.fileName || "this file"}`}
                variant="destructive"
              >
                Delete
              </ActionButtonForm>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
