import { TRIM, TYRE } from "../paint.ts";
import { path, rect } from "../svg.ts";

/** A-frame drawbar and coupling; when parked, a jockey wheel; when towing, it is wound up. */
export function drawbar(from: number, to: number, jockeyX: number, towing: boolean): string {
  const lift = towing ? 70 : 0;
  return (
    path(`M${from},-112 L${to - 24},-88 L${to - 24},-76 L${from},-98 Z`, TRIM) +
    rect(to - 40, -100, 44, 26, 9, "#3a3d42") +
    rect(jockeyX - 6, -158 - lift, 12, 118, 3, "#5a6067") +
    rect(jockeyX - 14, -170 - lift, 28, 14, 4, "#30343a") +
    `<circle cx="${jockeyX}" cy="${-22 - lift}" r="22" fill="${TYRE}"/><circle cx="${jockeyX}" cy="${-22 - lift}" r="8" fill="#8d949b"/>`
  );
}

/** Corner stabiliser legs, down when parked. */
export function legs(xs: number[], towing: boolean): string {
  return towing ? "" : xs.map((x) => rect(x, -118, 10, 70, 2, "#50555b")).join("");
}

/** A gas bottle on the drawbar. */
export function gasBottle(x: number, y: number, height: number): string {
  return rect(x, y, 34, height, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`);
}

/** The dark space under the body between the wheel arch's ends. */
export function wheelWell(from: number, to: number): string {
  return path(
    `M${from},-112 L${from},-140 Q${from},-158 ${from + 18},-158 L${to - 18},-158 Q${to},-158 ${to},-140 L${to},-112 Z`,
    "#0c0d0f",
  );
}
