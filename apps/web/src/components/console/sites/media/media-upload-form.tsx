"use client";
import { useActionState } from "react";
import { IDLE, type FormState } from "@/server/console/form-state";
import { mediaAltAction, mediaUploadAction } from "@/server/console/media-actions";
import { Button } from "@/components/ui/button";
import { FormNotice } from "../../kit/form-notice.tsx";
import { stopOversizedUpload } from "../../kit/upload-size-check.ts";
import { TextField } from "../../kit/text-field.tsx";

/** Upload one image with its alt text (both required). */
export function MediaUploadForm({ websiteId, maxMb }: { websiteId: number; maxMb: number }) {
  const [state, action, isPending] = useActionState<FormState, FormData>(mediaUploadAction, IDLE);
  const errors = state.fieldErrors ?? {};
  return (
    <form
      key={JSON.stringify(state)}
      action={action}
      onSubmit={stopOversizedUpload("file", maxMb * 1024 * 1024)}
      className="mt-4 grid grid-cols-1 gap-4 rounded border border-slate-200 p-4 sm:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="websiteId" value={websiteId} />
      <div className="sm:col-span-2">
        <FormNotice state={state} />
      </div>
      <TextField
        id="media-file"
        label="Image file"
        hint={`JPEG, PNG, WebP, GIF or AVIF, at most ${maxMb} MB.`}
        error={errors.file}
        isRequired
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      />
      <TextField
        id="media-alt"
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        error={errors.alt}
        isRequired
        name="alt"
        type="text"
        defaultValue={state.values?.alt ?? ""}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isPending}>
          Upload
        </Button>
      </div>
    </form>
  );
}

/** One file's alt text, changed in place. */
export function MediaAltForm({
  websiteId,
  id,
  altText,
  label,
}: {
  websiteId: number;
  id: string;
  altText: string;
  label: string;
}) {
  const [state, action, isPending] = useActionState<FormState, FormData>(mediaAltAction, IDLE);
  const inputId = `alt-${id.replace(/[^a-z0-9]/gi, "-")}`;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="websiteId" value={websiteId} />
      <input type="hidden" name="id" value={id} />
      <TextField
        id={inputId}
        label={label}
        error={state.fieldErrors?.alt}
        fieldClassName="min-w-0 flex-1"
        name="alt"
        type="text"
        size="sm"
        defaultValue={altText}
      />
      <Button type="submit" size="sm" variant="outline" disabled={isPending}>
        Save
      </Button>
      <span role="status" className="text-sm">
        {state.status === "done" ? state.message : ""}
      </span>
    </form>
  );
}
