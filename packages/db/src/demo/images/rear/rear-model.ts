/** Rear elevations: centred on x = 0, ground at y = 0. */
import { type Paint, TYRE } from "../paint.ts";
import { rect } from "../svg.ts";

export type RearModel = { width: number; height: number; draw: (p: Paint) => string };

export function rearTyres(half: number, w: number, h: number, dual = false): string {
  const tyre = (x: number) => rect(x, -h, w, h, w * 0.22, TYRE);
  return (
    tyre(-half - w / 2) +
    tyre(half - w / 2) +
    (dual ? tyre(-half + w / 2 + 4) + tyre(half - w * 1.5 - 4) : "")
  );
}
