import { line, n, path, rect } from "../svg.ts";
import { ridge } from "./ridge.ts";

export function outdoorBackdrop(w: number, h: number, horizon: number, rand: () => number): string {
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f95cf"/><stop offset="1" stop-color="#d8e8f3"/></linearGradient>
<linearGradient id="gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a3a39b"/><stop offset="1" stop-color="#5f605b"/></linearGradient></defs>`;
  s += rect(0, 0, w, horizon + 2, 0, "url(#sky)");
  for (let i = 0; i < 4; i++) {
    const cx = rand() * w;
    const cy = 60 + rand() * horizon * 0.35;
    const sc = 0.6 + rand() * 0.9;
    s += `<g fill="#ffffff" opacity="${n(0.55 + rand() * 0.3)}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(90 * sc)}" ry="${n(26 * sc)}"/><ellipse cx="${n(cx - 40 * sc)}" cy="${n(cy - 14 * sc)}" rx="${n(50 * sc)}" ry="${n(26 * sc)}"/><ellipse cx="${n(cx + 30 * sc)}" cy="${n(cy - 20 * sc)}" rx="${n(46 * sc)}" ry="${n(30 * sc)}"/></g>`;
  }
  s += path(ridge(w, horizon - 30, 70, 6, horizon + 2, rand), "#a9bccb");
  s += path(ridge(w, horizon - 6, 40, 8, horizon + 2, rand), "#7f9a7c");
  for (let x = 0; x < w; x += 34 + rand() * 40) {
    const r = 14 + rand() * 18;
    s += `<ellipse cx="${n(x)}" cy="${n(horizon - r * 0.6)}" rx="${n(r)}" ry="${n(r * 1.1)}" fill="#4f6b4a" opacity=".9"/>`;
  }
  s += rect(0, horizon, w, h - horizon, 0, "url(#gr)");
  // Painted parking bays converging on a vanishing point.
  const vx = w * (0.3 + rand() * 0.4);
  let bays = "";
  for (let i = -6; i <= 6; i++) {
    const x = vx + i * 260;
    bays += `M${n(vx + (x - vx) * 0.08)},${horizon + 14} L${n(x)},${h}`;
  }
  s += line(bays, "#ecebe4", 5, `opacity=".55"`);
  s += rect(0, horizon, w, 8, 0, "#6d6e68", `opacity=".6"`);
  return s;
}
