import { n } from "../svg.ts";

/** A closed, smooth hill line across the width (Catmull-Rom through random heights). */
export function ridge(
  w: number,
  base: number,
  amp: number,
  segments: number,
  bottom: number,
  rand: () => number,
): string {
  const pts: [number, number][] = [];
  for (let i = -1; i <= segments + 1; i++) pts.push([(i / segments) * w, base - amp * rand()]);
  let d = `M${n(pts[1]![0])},${n(pts[1]![1])}`;
  for (let i = 1; i <= segments; i++) {
    const [p0, p1, p2, p3] = [pts[i - 1]!, pts[i]!, pts[i + 1]!, pts[i + 2]!];
    d += ` C${n(p1[0] + (p2[0] - p0[0]) / 6)},${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)},${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d} L${w},${bottom} L0,${bottom} Z`;
}
