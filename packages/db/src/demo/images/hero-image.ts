/** A banner for the home page and social cards: a tow vehicle and its RV on a road at dusk. */
import { mulberry32 } from "../random.ts";
import { ridge } from "./backdrops/ridge.ts";
import { mix, normalise } from "./colour.ts";
import { toJpeg } from "./encode.ts";
import { hashString } from "./hash-string.ts";
import { pickColour } from "./paint-colours.ts";
import { paintFor, vehicleDefs } from "./paint.ts";
import { placeRawSide } from "./scenes/place-side.ts";
import { SIDE_MODELS } from "./side/side-models.ts";
import { FONT, esc, line, n, path, rect, svgDoc } from "./svg.ts";
import { fitFont } from "./text-metrics.ts";
import type { VehicleImageKind } from "./vehicle-kinds.ts";

type HeroImageOptions = {
  name: string;
  primary: string;
  /** Also draw the name (for a social-sharing card); off by default so page text can overlay. */
  withName?: boolean;
};

export const HERO_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export async function renderHeroImage(options: HeroImageOptions): Promise<Buffer> {
  return toJpeg(heroSvg(options));
}

function heroSvg(o: HeroImageOptions): string {
  const { width: W, height: H } = HERO_IMAGE_SIZE;
  const primary = normalise(o.primary);
  const rand = mulberry32(hashString(`hero|${o.name}|${primary}`));
  const dark = mix(primary, "#000000", 0.55);
  const light = mix(primary, "#ffffff", 0.35);
  const horizon = 420;
  const lineups: [VehicleImageKind, VehicleImageKind | null][] = [
    ["suv", "caravan"],
    ["ute", "camper-trailer"],
    ["motorhome", null],
    ["ute", "pop-top"],
  ];
  const [tow, trailer] = lineups[Math.floor(rand() * lineups.length)]!;
  const towPaint = paintFor(pickColour(Math.floor(rand() * 4)));
  const trailerPaint = paintFor("#f1f2ef");
  let s = `<defs><linearGradient id="hsky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".6" stop-color="${primary}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff6dc" stop-opacity=".95"/><stop offset=".3" stop-color="#ffe9b0" stop-opacity=".5"/><stop offset="1" stop-color="#ffe9b0" stop-opacity="0"/></radialGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4d52"/><stop offset="1" stop-color="#2a2c30"/></linearGradient>
<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient>
${vehicleDefs(towPaint)}</defs>`;
  s += rect(0, 0, W, H, 0, "url(#hsky)");
  s += `<circle cx="${n(780 + rand() * 200)}" cy="${n(170 + rand() * 80)}" r="260" fill="url(#sun)"/>`;
  s += path(ridge(W, horizon - 40, 130, 5, horizon + 4, rand), mix(primary, "#ffffff", 0.2));
  s += path(ridge(W, horizon - 10, 70, 7, horizon + 4, rand), mix(primary, "#000000", 0.25));
  s += rect(0, horizon, W, H - horizon, 0, mix(primary, "#000000", 0.45));
  s += path(
    `M0,${horizon + 60} Q600,${horizon + 10} 1200,${horizon + 40} L1200,${horizon + 150} Q600,${horizon + 110} 0,${horizon + 170} Z`,
    "url(#road)",
  );
  s += line(
    `M0,${horizon + 112} Q600,${horizon + 62} 1200,${horizon + 92}`,
    "#f3efe2",
    4,
    `stroke-dasharray="40 34" opacity=".8"`,
  );
  // The lineup: a tow vehicle with an RV hitched behind it, facing right, in the right half.
  const groundY = horizon + 96;
  const towModel = SIDE_MODELS[tow];
  const scale = 0.42;
  const towX = 1160 - towModel.length * scale;
  let veh = `<g transform="translate(${n(towX)},${groundY}) scale(${scale})">${placeRawSide(towModel, towPaint)}</g>`;
  if (trailer) {
    const tm = SIDE_MODELS[trailer];
    const tx = towX + 10 * scale - tm.length * scale;
    veh =
      `<g transform="translate(${n(tx)},${groundY}) scale(${scale})">${placeRawSide(tm, trailerPaint, "bd2")}</g>` +
      veh;
  }
  s += `<defs><linearGradient id="bd2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="${trailerPaint.body}"/><stop offset="1" stop-color="${trailerPaint.lo}"/></linearGradient></defs>`;
  s += veh;
  s += rect(0, 0, W, H, 0, "url(#veil)");
  if (o.withName) {
    const name = o.name.trim().slice(0, 48);
    const size = fitFont(name, 560, 64, 24);
    s += `<text x="60" y="${n(H * 0.42)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(name)}</text>`;
    s += rect(60, H * 0.42 + 24, 140, 6, 3, light);
  }
  return svgDoc(W, H, s);
}
