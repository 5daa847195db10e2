import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import { sanitizeHtml } from "./sanitize-html.ts";

/**
 * A content write's input with its HTML cleaned: what is stored is what may be rendered (and is
 * cleaned again then). The API's writes and the console's go through this one function.
 */
export function cleanContentInput<K extends ContentKind>(input: ContentInput[K]): ContentInput[K] {
  return { ...input, body_html: sanitizeHtml(input.body_html) };
}
