import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import { cleanHtml } from "./sanitize-html.ts";

/**
 * A content write's input with its HTML cleaned: what is stored is what may be rendered (and is
 * cleaned again then). The API's writes and the console's go through this one function.
 */
export function cleanContentInput<K extends ContentKind>(input: ContentInput[K]): ContentInput[K] {
  return cleanContentInputReporting(input).input;
}

/** The cleaned input and what was removed from its HTML, in sentences for the editor. */
export function cleanContentInputReporting<K extends ContentKind>(
  input: ContentInput[K],
): { input: ContentInput[K]; removed: string[] } {
  const { html, removed } = cleanHtml(input.body_html);
  return { input: { ...input, body_html: html }, removed };
}
