import { GLASS, RED, TRIM, type Paint } from "../paint.ts";
import { line, n, path, rect } from "../svg.ts";
import { type RearModel, rearTyres } from "./rear-model.ts";

type CarRearOptions = {
  w: number;
  bottom: number;
  shoulder: number;
  roof: number;
  roofW: number;
  tyre: number;
  tray?: boolean;
};

/** Half the car's width and half its roof's: every part is drawn from them. */
type Halves = { h: number; rh: number };

/** The cabin above the shoulder: a ute's cab with its window and rail, or the car's glasshouse. */
function cabin(o: CarRearOptions, { h, rh }: Halves): string {
  return o.tray
    ? path(
        `M${-h + 30},${o.shoulder} L${-rh},${o.roof + 20} Q${-rh + 4},${o.roof} ${-rh + 30},${o.roof} L${rh - 30},${o.roof} Q${rh - 4},${o.roof} ${rh},${o.roof + 20} L${h - 30},${o.shoulder} Z`,
        "url(#bd)",
      ) +
        rect(-rh + 40, o.roof + 24, o.roofW - 80, (o.shoulder - o.roof) * 0.55, 10, GLASS) +
        line(
          `M${-h + 60},${o.shoulder} L${-h + 90},${o.roof + 40} L${h - 90},${o.roof + 40} L${h - 60},${o.shoulder}`,
          TRIM,
          12,
        )
    : path(
        `M${-h + 26},${o.shoulder} L${-rh},${o.roof + 22} Q${-rh + 8},${o.roof} ${-rh + 32},${o.roof} L${rh - 32},${o.roof} Q${rh - 8},${o.roof} ${rh},${o.roof + 22} L${h - 26},${o.shoulder} Z`,
        "url(#bd)",
      ) +
        path(
          `M${-h + 62},${o.shoulder - 10} L${-rh + 22},${o.roof + 24} L${rh - 22},${o.roof + 24} L${h - 62},${o.shoulder - 10} Z`,
          GLASS,
        );
}

/** Below the shoulder: the body, a tray's line, the tail lights, the plate, the badge and bumper. */
function tail(o: CarRearOptions, { h }: Halves, p: Paint): string {
  const bodyH = o.bottom - o.shoulder;
  return (
    path(
      `M${-h + 4},${o.bottom - 12} L${-h},${o.shoulder + 30} Q${-h},${o.shoulder} ${-h + 30},${o.shoulder} L${h - 30},${o.shoulder} Q${h},${o.shoulder} ${h},${o.shoulder + 30} L${h - 4},${o.bottom - 12} Q${h - 6},${o.bottom} ${h - 26},${o.bottom} L${-h + 26},${o.bottom} Q${-h + 6},${o.bottom} ${-h + 4},${o.bottom - 12} Z`,
      "url(#bd)",
    ) +
    (o.tray
      ? line(`M${-h + 20},${o.shoulder + 14} L${h - 20},${o.shoulder + 14}`, p.line, 3)
      : "") +
    path(
      `M${-h + 2},${o.shoulder + 20} L${-h + 110},${o.shoulder + 16} L${-h + 104},${o.shoulder + bodyH * 0.36} L${-h + 2},${o.shoulder + bodyH * 0.42} Z`,
      RED,
    ) +
    path(
      `M${h - 2},${o.shoulder + 20} L${h - 110},${o.shoulder + 16} L${h - 104},${o.shoulder + bodyH * 0.36} L${h - 2},${o.shoulder + bodyH * 0.42} Z`,
      RED,
    ) +
    rect(
      -62,
      o.shoulder + bodyH * 0.45,
      124,
      38,
      5,
      "#f3f4f2",
      `stroke="#40444a" stroke-width="3"`,
    ) +
    rect(-44, o.shoulder + bodyH * 0.45 + 12, 88, 12, 3, "#40444a", `opacity=".7"`) +
    `<ellipse cx="0" cy="${n(o.shoulder + bodyH * 0.25)}" rx="26" ry="12" fill="url(#chr)"/>` +
    rect(-h + 10, o.bottom - 40, o.w - 20, 30, 12, TRIM)
  );
}

export function carRear(o: CarRearOptions): RearModel {
  const halves = { h: o.w / 2, rh: o.roofW / 2 };
  return {
    width: o.w,
    height: -o.roof,
    draw: (p) =>
      rearTyres(halves.h - o.tyre * 0.9, o.tyre, -o.bottom + 24) +
      cabin(o, halves) +
      tail(o, halves, p),
  };
}
