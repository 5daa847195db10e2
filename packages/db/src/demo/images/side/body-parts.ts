import { LAMP, type Paint } from "../paint.ts";
import { path } from "../svg.ts";

/** A headlamp lens with its bezel. */
export function headlamp(d: string): string {
  return path(d, LAMP, `stroke="#6b7178" stroke-width="2"`);
}

/** A door mirror in body colour. */
export function mirror(d: string, p: Paint): string {
  return path(d, p.body, `stroke="${p.line}" stroke-width="2"`);
}
