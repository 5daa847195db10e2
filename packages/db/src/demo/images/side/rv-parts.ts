import { mix } from "../colour.ts";
import { GLASS, type Paint } from "../paint.ts";
import { path, rect } from "../svg.ts";

/** A roof hatch 160 wide whose front-left corner sits at (x, y). */
export function roofHatch(x: number, y: number): string {
  return path(
    `M${x},${y} L${x + 10},${y - 28} Q${x + 14},${y - 34} ${x + 26},${y - 34} L${x + 134},${y - 34} Q${x + 146},${y - 34} ${x + 150},${y - 28} L${x + 160},${y} Z`,
    "#e6e8ea",
    `stroke="#a3a9af" stroke-width="2"`,
  );
}

/** The rolled awning along the roof line. */
export function awningRail(x: number, y: number): string {
  return rect(x, y, 600, 18, 8, "#3a3f47");
}

/** A decal band with a thinner band below it. */
export function decalBands(x: number, y: number, width: number, height: number, p: Paint) {
  return (
    rect(x, y, width, height, 0, p.stripe) +
    rect(x, y + height + 10, width, 8, 0, p.stripe, `opacity=".7"`)
  );
}

/** The entry door, a shade lighter than the body. */
export function entryDoor(x: number, y: number, width: number, height: number, p: Paint) {
  return rect(
    x,
    y,
    width,
    height,
    10,
    mix(p.body, "#ffffff", 0.15),
    `stroke="${p.line}" stroke-width="3"`,
  );
}

/** A framed acrylic window. */
export function rvWindow(x: number, y: number, width: number, height: number, radius: number) {
  return rect(x, y, width, height, radius, GLASS, `stroke="#1f2226" stroke-width="6"`);
}
