import type { FormEvent } from "react";

/** "IMG_0001.HEIC is too large: at most 5 MB." for the first file over `maxBytes`, else null. */
export function oversizedFileMessage(
  files: Iterable<{ name: string; size: number }>,
  maxBytes: number,
): string | null {
  for (const file of files) {
    if (file.size > maxBytes) {
      return `${file.name} is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
    }
  }
  return null;
}

/**
 * An upload form's `onSubmit`: a file chosen in its `field` over `maxBytes` stops the send (a
 * React form action is not called) and the browser says why on that field, before megabytes go
 * out on a phone's connection. The server checks again.
 */
export function stopOversizedUpload(field: string, maxBytes: number) {
  return (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(field);
    if (!(input instanceof HTMLInputElement) || !input.files) return;
    const message = oversizedFileMessage(input.files, maxBytes);
    input.setCustomValidity(message ?? "");
    if (message === null) return;
    event.preventDefault();
    input.reportValidity();
  };
}
