import { FONT, esc, n, rect } from "../svg.ts";
import { textWidth } from "../text-metrics.ts";

export function labelBadge(label: string | undefined): string {
  if (!label) return "";
  const text = label.slice(0, 40);
  const size = 24;
  const w = textWidth(text, size) + 36;
  return (
    rect(28, 28, w, 48, 24, "#000000", `opacity=".55"`) +
    `<text x="${n(28 + w / 2)}" y="61" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(text)}</text>`
  );
}
