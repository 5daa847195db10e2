import { mix } from "../colour.ts";
import { line, n, rect } from "../svg.ts";

export function showroomBackdrop(w: number, h: number, horizon: number, light: boolean): string {
  const wallTop = light ? "#f4f5f6" : "#2c3036";
  const wallBottom = light ? "#d9dcdf" : "#555a61";
  const floorTop = light ? "#e4e6e8" : "#8e9399";
  const floorBottom = light ? "#b9bdc1" : "#4a4e54";
  let s = `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}" stop-opacity="0"/><stop offset=".45" stop-color="${mix(floorTop, floorBottom, 0.45)}" stop-opacity=".9"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>
<radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity="${light ? ".7" : ".35"}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`;
  s += rect(0, 0, w, horizon, 0, "url(#wall)");
  if (!light) {
    // Tall showroom windows with mullions.
    for (let x = 60; x < w; x += 280) {
      s += rect(x, 70, 220, horizon - 110, 4, "#7f8a96", `opacity=".35"`);
      s += line(`M${x + 110},70 L${x + 110},${horizon - 40}`, "#2c3036", 6, `opacity=".8"`);
    }
  }
  s += `<ellipse cx="${w * 0.5}" cy="${n(horizon * 0.55)}" rx="${n(w * 0.45)}" ry="${n(horizon * 0.5)}" fill="url(#spot)"/>`;
  s += rect(0, horizon, w, h - horizon, 0, "url(#floor)");
  return s;
}
