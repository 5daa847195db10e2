import { GLASS, RED, TRIM, TYRE, type Paint } from "../paint.ts";
import { line, n, path, rect } from "../svg.ts";
import { type RearModel, rearTyres } from "./rear-model.ts";

type BoxRearOptions = {
  w: number;
  bottom: number;
  top: number;
  tyre: number;
  canvas?: [number, number];
  tent?: boolean;
  ladder?: boolean;
  windowH?: number;
  split?: boolean;
  dual?: boolean;
  /** Tyres tucked under the body (trailers) rather than at its edges. */
  inset?: boolean;
  /** A white cargo box with a roller door instead of a painted body. */
  cargo?: boolean;
};

/** The box's half width and height, which every part is drawn from. */
type BoxSize = { h: number; hgt: number };

/** The tyres, the bumper and (tucked tyres) the chassis under them. */
function underside(o: BoxRearOptions, { h }: BoxSize): string {
  let s = rearTyres(h - o.tyre * (o.inset ? 1.9 : 0.9), o.tyre, -o.bottom + 28, o.dual);
  s += rect(-h + 30, o.bottom - 4, o.w - 60, 22, 4, TRIM);
  if (o.inset) s += rect(-h + 40, o.bottom - 2, o.w - 80, 34, 4, "#2a2c30");
  return s;
}

/** A camper trailer's canvas above the box, its window and its rail. */
function canvasTop(o: BoxRearOptions, { h }: BoxSize, canvas: [number, number]): string {
  let s = rect(-h + 14, canvas[0], o.w - 28, canvas[1] - canvas[0], 0, "url(#cv)");
  s += rect(
    -h / 2,
    canvas[0] + 10,
    h,
    (canvas[1] - canvas[0]) * 0.6,
    8,
    "#3d4248",
    `opacity=".85"`,
  );
  s += rect(-h + 4, canvas[0] - 22, o.w - 8, 24, 10, "url(#bd)");
  return s;
}

/** A roof tent's rounded canvas. */
function tentTop(o: BoxRearOptions, { h }: BoxSize): string {
  return path(
    `M${-h + 10},${o.top} Q${-h + 8},${o.top - 80} ${-h + 50},${o.top - 86} L${h - 50},${o.top - 86} Q${h - 8},${o.top - 80} ${h - 10},${o.top} Z`,
    "url(#cv)",
    `stroke="#8f8567" stroke-width="3"`,
  );
}

/** The body itself: painted, a tent's box or a white cargo box. */
function body(o: BoxRearOptions, { h, hgt }: BoxSize): string {
  const radius = o.tent ? 10 : o.cargo ? 8 : 34;
  return rect(-h, o.top, o.w, hgt, radius, o.cargo ? "url(#bx)" : "url(#bd)");
}

/** A cargo box's roller door, its slats and the painted band under it. */
function rollerDoor(o: BoxRearOptions, { h, hgt }: BoxSize, p: Paint): string {
  const slats = Array.from(
    { length: 14 },
    (_, i) =>
      `M${-h + 40},${n(o.top + 40 + i * ((hgt - 70) / 13))} L${h - 40},${n(o.top + 40 + i * ((hgt - 70) / 13))}`,
  );
  let s = rect(
    -h + 30,
    o.top + 24,
    o.w - 60,
    hgt - 40,
    4,
    "#e9ecef",
    `stroke="#b9bec3" stroke-width="4"`,
  );
  s += line(slats.join(" "), "#000", 2, `opacity=".12"`);
  s += rect(-h, o.bottom - 130, o.w, 28, 0, p.body);
  s += rect(-50, o.bottom - 60, 100, 16, 6, "#9aa0a6");
  return s;
}

/** The rear window: two panes with a door line between them, or one framed pane. */
function rearWindow(o: BoxRearOptions, { h }: BoxSize, win: number, p: Paint): string {
  if (o.split && !o.cargo) {
    return (
      rect(-h + 40, o.top + 40, h - 52, win, 12, GLASS) +
      rect(12, o.top + 40, h - 52, win, 12, GLASS) +
      line(`M0,${o.top + 20} L0,${o.bottom - 20}`, p.line, 3)
    );
  }
  return rect(-h * 0.6, o.top + 50, h * 1.2, win, 18, GLASS, `stroke="#1f2226" stroke-width="6"`);
}

/** A tent's spare wheel on its back. */
function spareWheel(o: BoxRearOptions, { hgt }: BoxSize): string {
  return `<circle cx="0" cy="${n(o.top + hgt * 0.5)}" r="${n(hgt * 0.42)}" fill="${TYRE}"/><circle cx="0" cy="${n(o.top + hgt * 0.5)}" r="${n(hgt * 0.22)}" fill="#2e3135"/>`;
}

/** A ladder up the right of the back: two rails and eight rungs. */
function ladder(o: BoxRearOptions, { h }: BoxSize): string {
  const rails = line(
    `M${h - 90},${o.top + 10} L${h - 90},${o.bottom - 30} M${h - 50},${o.top + 10} L${h - 50},${o.bottom - 30}`,
    "#9aa0a6",
    6,
  );
  const rungs = Array.from(
    { length: 8 },
    (_, i) => `M${h - 90},${o.top + 40 + i * 40} L${h - 50},${o.top + 40 + i * 40}`,
  );
  return rails + line(rungs.join(" "), "#9aa0a6", 5);
}

/** The tail lights and the number plate (to the side on a tent's back). */
function lightsAndPlate(o: BoxRearOptions, { h }: BoxSize): string {
  const lights =
    rect(-h + 12, o.bottom - 90, 46, 66, 8, RED) + rect(h - 58, o.bottom - 90, 46, 66, 8, RED);
  const plateX = o.tent ? h - 200 : -60;
  return (
    lights + rect(plateX, o.bottom - 78, 120, 36, 5, "#f3f4f2", `stroke="#40444a" stroke-width="3"`)
  );
}

/** Everything drawn on the box's back, in paint order. */
function boxBack(o: BoxRearOptions, size: BoxSize, p: Paint): string {
  const win = o.windowH ?? 0;
  let s = "";
  if (o.cargo) s += rollerDoor(o, size, p);
  if (win > 0) s += rearWindow(o, size, win, p);
  if (!o.split && !o.tent && !o.cargo) {
    s += rect(-size.h, o.top + size.hgt * 0.58, o.w, 20, 0, p.stripe);
  }
  if (o.tent) s += spareWheel(o, size);
  if (o.ladder) s += ladder(o, size);
  return s + lightsAndPlate(o, size);
}

export function boxRear(o: BoxRearOptions): RearModel {
  const size = { h: o.w / 2, hgt: o.bottom - o.top };
  const roof = o.canvas ? o.canvas[0] : o.top;
  return {
    width: o.w,
    height: -Math.min(roof, o.top) + (o.tent ? 90 : 0),
    draw: (p) =>
      underside(o, size) +
      (o.canvas ? canvasTop(o, size, o.canvas) : "") +
      (o.tent ? tentTop(o, size) : "") +
      body(o, size) +
      boxBack(o, size, p),
  };
}
