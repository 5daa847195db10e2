import { TRIM } from "../paint.ts";
import { line, n, path } from "../svg.ts";
import type { Arch } from "./side-model.ts";

/** The bottom edge of a body panel passing over a wheel arch, travelling front to rear. */
export function arch(a: Arch): string {
  const dx = Math.sqrt(Math.max(0, a.r * a.r - (a.yb - a.cy) ** 2));
  const large = a.cy < a.yb ? 1 : 0;
  return `L${n(a.cx + dx)},${n(a.yb)} A${a.r},${a.r} 0 ${large} 0 ${n(a.cx - dx)},${n(a.yb)}`;
}

/** A trim strip following the outside of each wheel arch. */
export function archTrim(arches: Arch[], width: number): string {
  return arches
    .map((a) =>
      line(
        `M${a.cx - a.r - 2},${a.yb} A${a.r + 2},${a.r + 2} 0 0 1 ${a.cx + a.r + 2},${a.yb}`,
        TRIM,
        width,
      ),
    )
    .join("");
}

/** The dark cavity seen inside an arch, behind the tyre. */
export function well(a: Arch): string {
  const dx = Math.sqrt(Math.max(0, a.r * a.r - (a.yb - a.cy) ** 2));
  const large = a.cy < a.yb ? 1 : 0;
  return path(
    `M${n(a.cx - dx)},${n(a.yb)} A${a.r},${a.r} 0 ${large} 1 ${n(a.cx + dx)},${n(a.yb)} Z`,
    "#0c0d0f",
  );
}
