import { sanitizeHtml } from "@/server/content/sanitize-html";

type RichTextProps = { html: string; className?: string };

/** Stored CMS HTML, sanitised on the server before it reaches the page. */
export function RichText({ html, className = "" }: RichTextProps) {
  return (
    <div
      className={`prose-content space-y-4 leading-relaxed text-slate-800 ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
