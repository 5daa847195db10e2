import { mix } from "../colour.ts";
import type { Paint } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import type { VehicleImageKind } from "../vehicle-kinds.ts";

export function livingInterior(p: Paint, kind: VehicleImageKind, rand: () => number): string {
  const wood = rand() < 0.5 ? ["#c9a27a", "#a47c56"] : ["#f2efe9", "#d8d3ca"];
  let s = `<defs><linearGradient id="wallg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe8"/><stop offset="1" stop-color="#ddd6cb"/></linearGradient>
<linearGradient id="cab" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood[0]}"/><stop offset="1" stop-color="${wood[1]}"/></linearGradient>
<linearGradient id="flr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9b7a58"/><stop offset="1" stop-color="#6e5239"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#79a9d6"/><stop offset="1" stop-color="#d9e9f2"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff8e1" stop-opacity=".9"/><stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient></defs>`;
  s += rect(0, 0, 1200, 800, 0, "url(#wallg)");
  const ceiling = kind === "pop-top" ? 150 : 110;
  s += path(`M0,0 L1200,0 L1100,${ceiling} L100,${ceiling} Z`, "#f8f6f2");
  if (kind === "pop-top") {
    s +=
      rect(100, 40, 1000, 70, 0, "url(#cv)") +
      rect(420, 50, 360, 50, 10, "#4a4f55", `opacity=".8"`);
  }
  for (const x of [300, 600, 900]) {
    s += `<circle cx="${x}" cy="${ceiling - 30}" r="60" fill="url(#glow)"/><circle cx="${x}" cy="${ceiling - 30}" r="10" fill="#fffdf4"/>`;
  }
  // Side walls in perspective.
  s += path(`M0,0 L100,${ceiling} L100,660 L0,800 Z`, "#d6cfc3");
  s += path(`M1200,0 L1100,${ceiling} L1100,660 L1200,800 Z`, "#d6cfc3");
  // Overhead lockers.
  const top = ceiling;
  for (let i = 0; i < 5; i++) {
    const x = 100 + i * 200;
    s += rect(x + 4, top, 192, 140, 6, "url(#cab)", `stroke="#00000022" stroke-width="2"`);
    s += rect(x + 70, top + 116, 56, 8, 4, "#7b7f85");
  }
  s += rect(100, top + 140, 1000, 12, 0, "#000", `opacity=".12"`);
  // Window with a view and a blind.
  s += rect(380, 320, 440, 200, 22, "#2b2e33");
  s += rect(394, 334, 412, 172, 14, "url(#sky)");
  s += path(`M394,460 Q500,420 600,450 Q700,420 806,455 L806,506 L394,506 Z`, "#7f9a7c");
  s += line(`M394,350 L806,350 M394,362 L806,362`, "#f2efe9", 6, `opacity=".9"`);
  // Dinette: two bench seats and a table, upholstered in a muted body colour.
  const seat = mix(p.body, "#6f6a64", 0.45);
  s += rect(140, 470, 220, 210, 18, seat) + rect(840, 470, 220, 210, 18, seat);
  s +=
    rect(120, 600, 260, 90, 16, mix(seat, "#000000", 0.15)) +
    rect(820, 600, 260, 90, 16, mix(seat, "#000000", 0.15));
  s +=
    rect(360, 560, 480, 30, 8, wood[0]!, `stroke="#00000033" stroke-width="2"`) +
    rect(585, 590, 30, 120, 4, "#8d949b");
  s += rect(0, 680, 1200, 120, 0, "url(#flr)");
  s += line(
    Array.from({ length: 6 }, (_, i) => `M${-200 + i * 320},800 L${300 + i * 120},680`).join(" "),
    "#000",
    2,
    `opacity=".15"`,
  );
  s +=
    rect(200, 500, 60, 40, 10, mix(p.body, "#ffffff", 0.3)) +
    rect(940, 500, 60, 40, 10, mix(p.body, "#ffffff", 0.3));
  return s;
}
