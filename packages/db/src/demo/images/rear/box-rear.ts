import { GLASS, RED, TRIM, TYRE } from "../paint.ts";
import { line, n, path, rect } from "../svg.ts";
import { type RearModel, rearTyres } from "./rear-model.ts";

export function boxRear(o: {
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
}): RearModel {
  const h = o.w / 2;
  const roof = o.canvas ? o.canvas[0] : o.top;
  return {
    width: o.w,
    height: -Math.min(roof, o.top) + (o.tent ? 90 : 0),
    draw: (p) => {
      const hgt = o.bottom - o.top;
      const win = o.windowH ?? 0;
      let s = rearTyres(h - o.tyre * (o.inset ? 1.9 : 0.9), o.tyre, -o.bottom + 28, o.dual);
      s += rect(-h + 30, o.bottom - 4, o.w - 60, 22, 4, TRIM);
      if (o.inset) s += rect(-h + 40, o.bottom - 2, o.w - 80, 34, 4, "#2a2c30");
      if (o.canvas) {
        s += rect(-h + 14, o.canvas[0], o.w - 28, o.canvas[1] - o.canvas[0], 0, "url(#cv)");
        s += rect(
          -h / 2,
          o.canvas[0] + 10,
          h,
          (o.canvas[1] - o.canvas[0]) * 0.6,
          8,
          "#3d4248",
          `opacity=".85"`,
        );
        s += rect(-h + 4, o.canvas[0] - 22, o.w - 8, 24, 10, "url(#bd)");
      }
      if (o.tent) {
        s += path(
          `M${-h + 10},${o.top} Q${-h + 8},${o.top - 80} ${-h + 50},${o.top - 86} L${h - 50},${o.top - 86} Q${h - 8},${o.top - 80} ${h - 10},${o.top} Z`,
          "url(#cv)",
          `stroke="#8f8567" stroke-width="3"`,
        );
      }
      s += rect(
        -h,
        o.top,
        o.w,
        hgt,
        o.tent ? 10 : o.cargo ? 8 : 34,
        o.cargo ? "url(#bx)" : "url(#bd)",
      );
      if (o.cargo) {
        const slats = Array.from(
          { length: 14 },
          (_, i) =>
            `M${-h + 40},${n(o.top + 40 + i * ((hgt - 70) / 13))} L${h - 40},${n(o.top + 40 + i * ((hgt - 70) / 13))}`,
        );
        s += rect(
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
      }
      if (win > 0) {
        if (o.split && !o.cargo) {
          s +=
            rect(-h + 40, o.top + 40, h - 52, win, 12, GLASS) +
            rect(12, o.top + 40, h - 52, win, 12, GLASS);
          s += line(`M0,${o.top + 20} L0,${o.bottom - 20}`, p.line, 3);
        } else {
          s += rect(
            -h * 0.6,
            o.top + 50,
            h * 1.2,
            win,
            18,
            GLASS,
            `stroke="#1f2226" stroke-width="6"`,
          );
        }
      }
      if (!o.split && !o.tent && !o.cargo) {
        s += rect(-h, o.top + hgt * 0.58, o.w, 20, 0, p.stripe);
      }
      if (o.tent) {
        s += `<circle cx="0" cy="${n(o.top + hgt * 0.5)}" r="${n(hgt * 0.42)}" fill="${TYRE}"/><circle cx="0" cy="${n(o.top + hgt * 0.5)}" r="${n(hgt * 0.22)}" fill="#2e3135"/>`;
      }
      if (o.ladder) {
        s += line(
          `M${h - 90},${o.top + 10} L${h - 90},${o.bottom - 30} M${h - 50},${o.top + 10} L${h - 50},${o.bottom - 30}`,
          "#9aa0a6",
          6,
        );
        s += line(
          Array.from(
            { length: 8 },
            (_, i) => `M${h - 90},${o.top + 40 + i * 40} L${h - 50},${o.top + 40 + i * 40}`,
          ).join(" "),
          "#9aa0a6",
          5,
        );
      }
      s +=
        rect(-h + 12, o.bottom - 90, 46, 66, 8, RED) + rect(h - 58, o.bottom - 90, 46, 66, 8, RED);
      s += rect(
        o.tent ? h - 200 : -60,
        o.bottom - 78,
        120,
        36,
        5,
        "#f3f4f2",
        `stroke="#40444a" stroke-width="3"`,
      );
      return s;
    },
  };
}
