import type { Paint } from "../paint.ts";
import type { RearModel } from "../rear/rear-model.ts";
import { n, r3 } from "../svg.ts";

export function placeRear(
  model: RearModel,
  p: Paint,
  cx: number,
  groundY: number,
  maxH: number,
): string {
  const s = Math.min(maxH / model.height, 760 / model.width);
  const shadow = `<ellipse cx="0" cy="0" rx="${n(model.width * 0.62)}" ry="22" fill="url(#sh)"/>`;
  return `<g transform="translate(${cx},${groundY}) scale(${r3(s)})">${shadow}${model.draw(p)}</g>`;
}
