/**
 * Deterministic, offline placeholder images for the demo-data seeder.
 *
 * Every image is an SVG string built here and rasterised by sharp (librsvg), so there is no
 * network access, no stock photography and no randomness: the same options always give the same
 * bytes. Vehicles are simple side-elevation silhouettes drawn with paths (one per kind), placed
 * in a few compositions (side, three-quarter, rear, interior or detail) over gradient backdrops.
 */
import sharp from "sharp";
import type { JpegOptions } from "sharp";

export const VEHICLE_IMAGE_KINDS = [
  "car",
  "suv",
  "ute",
  "van",
  "caravan",
  "camper-trailer",
  "pop-top",
  "motorhome",
  "motorcycle",
  "truck",
] as const;

export type VehicleImageKind = (typeof VEHICLE_IMAGE_KINDS)[number];

/** Realistic paint colours, most common first. */
export const VEHICLE_PAINT_COLOURS = [
  { name: "Glacier White", hex: "#f1f2ef" },
  { name: "Silver Metallic", hex: "#b3b8be" },
  { name: "Jet Black", hex: "#17191c" },
  { name: "Titanium Grey", hex: "#7b8086" },
  { name: "Flame Red", hex: "#b01c22" },
  { name: "Ocean Blue", hex: "#235a9c" },
  { name: "Graphite", hex: "#474b51" },
  { name: "Navy", hex: "#1c2a4d" },
  { name: "Forest Green", hex: "#2c5540" },
  { name: "Bronze", hex: "#8a6844" },
  { name: "Sunset Orange", hex: "#cc611e" },
  { name: "Sandstone", hex: "#c5b28d" },
] as const;

/** A paint colour (hex) for any integer seed; consecutive seeds walk the palette. */
export function pickColour(seed: number): string {
  const n = VEHICLE_PAINT_COLOURS.length;
  const i = Number.isFinite(seed) ? ((Math.trunc(seed) % n) + n) % n : 0;
  return VEHICLE_PAINT_COLOURS[i]!.hex;
}

export type VehicleImageOptions = {
  kind: VehicleImageKind;
  /** Body colour, "#rrggbb" or "#rgb". */
  colour: string;
  /** 0 side, 1 front three-quarter, 2 rear, 3 interior (or a detail close-up); taken modulo 4. */
  view: number;
  /** Optional badge text drawn top-left, e.g. a stock number. */
  label?: string;
};

export type ModelImageOptions = { kind: VehicleImageKind; colour: string; name: string };
export type LogoOptions = { name: string; primary: string; secondary: string };
export type HeroImageOptions = {
  name: string;
  primary: string;
  /** Also draw the name (for a social-sharing card); off by default so page text can overlay. */
  withName?: boolean;
};

export const VEHICLE_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const HERO_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const LOGO_SIZE = { width: 480, height: 160 } as const;

const FONT = "DejaVu Sans, Arial, sans-serif";
const JPEG_QUALITY = 78;
const MAX_JPEG_BYTES = 80 * 1024;

/**
 * With a mozjpeg build of libvips (sharp's prebuilt binaries are), use its perceptual
 * quantisation tables, overshoot deringing and optimised Huffman coding. The full `mozjpeg: true`
 * preset adds trellis quantisation and scan optimisation: measured ~15% smaller files for ~4x the
 * encode time (55 ms against 14 ms per 1200x800 image), which would blow the seeding budget.
 */
const MOZJPEG_OPTIONS: JpegOptions = sharp.versions.mozjpeg
  ? { quantisationTable: 3, overshootDeringing: true, optimiseCoding: true }
  : { optimiseCoding: true };

// ---------------------------------------------------------------------------------------------
// Public renderers

export async function renderVehicleImage(options: VehicleImageOptions): Promise<Buffer> {
  return toJpeg(vehicleImageSvg(options));
}

export async function renderModelImage(options: ModelImageOptions): Promise<Buffer> {
  return toJpeg(modelSvg(options));
}

export async function renderLogo(options: LogoOptions): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(options)))
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

export async function renderHeroImage(options: HeroImageOptions): Promise<Buffer> {
  return toJpeg(heroSvg(options));
}

async function toJpeg(svg: string): Promise<Buffer> {
  const input = Buffer.from(svg);
  // Smooth gradients compress well; the loop is a guard so no image ever exceeds the budget.
  for (let quality = JPEG_QUALITY; ; quality -= 8) {
    const out = await sharp(input)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality, chromaSubsampling: "4:2:0", ...MOZJPEG_OPTIONS })
      .toBuffer();
    if (out.length <= MAX_JPEG_BYTES || quality <= 40) return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers: colour, hashing, numbers, text

type Rgb = [number, number, number];

function parseHex(input: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!m) throw new RangeError(`Not a hex colour: ${JSON.stringify(input)}`);
  let hex = m[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
  const v = Number.parseInt(hex, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function normalise(hex: string): string {
  return toHex(parseHex(hex));
}

/** Blend a towards b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance, 0 (black) .. 1 (white). */
function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so decorations vary per image but never between runs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal place keeps the SVG short and the output stable. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Three decimal places, for scale factors. */
function r3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Approximate advance width of text in DejaVu Sans (Bold), in px, good to a few percent. */
function textWidth(text: string, size: number, bold = true): number {
  let em = 0;
  for (const ch of text) {
    if (" ".includes(ch)) em += 0.33;
    else if ("iljtfI.,:;'!|".includes(ch)) em += 0.36;
    else if ("r()[]-".includes(ch)) em += 0.47;
    else if ("mwMW".includes(ch)) em += 1.0;
    else if (/[A-Z]/.test(ch)) em += 0.76;
    else if (/[0-9]/.test(ch)) em += 0.7;
    else em += 0.66;
  }
  return em * size * (bold ? 1.04 : 0.94);
}

/** Largest font size (<= max) at which text fits in width. */
function fitFont(text: string, width: number, max: number, min = 10): number {
  const w = textWidth(text, 100);
  return Math.max(min, Math.min(max, Math.floor((width / w) * 100)));
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function path(d: string, fill: string, extra = "") {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function line(d: string, stroke: string, width: number, extra = "") {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
}

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Paint and shared gradients

type Paint = {
  body: string;
  hi: string;
  lo: string;
  /** Panel gaps and creases: darker than the body (lighter on a black body). */
  line: string;
  /** Decal stripes on RVs: charcoal on light bodies, pale on dark ones. */
  stripe: string;
  lum: number;
};

function paintFor(colour: string): Paint {
  const body = normalise(colour);
  const lum = luminance(body);
  return {
    body,
    hi: mix(body, "#ffffff", lum > 0.6 ? 0.6 : 0.38),
    lo: mix(body, "#000000", lum > 0.6 ? 0.22 : 0.42),
    line: lum < 0.05 ? mix(body, "#ffffff", 0.22) : mix(body, "#000000", 0.38),
    stripe: lum > 0.35 ? "#30353c" : "#e4e7ea",
    lum,
  };
}

const GLASS = "url(#gl)";
/** Marks a model's main body panel, which the angled view extrudes to suggest depth. */
const HULL = `data-hull="1"`;
const TYRE = "#17181a";
const TRIM = "#25272b";
const RED = "#b3141c";
const LAMP = "#f4f7fb";
const CANVAS = "#d8cfb8";

function sharedDefs(p: Paint): string {
  return `<linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.hi}"/><stop offset=".38" stop-color="${mix(p.body, "#ffffff", 0.12)}"/><stop offset=".5" stop-color="${p.body}"/><stop offset=".53" stop-color="${mix(p.body, "#000000", 0.12)}"/><stop offset=".7" stop-color="${p.body}"/><stop offset="1" stop-color="${p.lo}"/></linearGradient>
<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8294"/><stop offset=".45" stop-color="#26323e"/><stop offset="1" stop-color="#0e1319"/></linearGradient>
<radialGradient id="rim" cx=".42" cy=".38" r=".75"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".6" stop-color="#b4bac0"/><stop offset="1" stop-color="#6f767d"/></radialGradient>
<linearGradient id="chr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7f9"/><stop offset=".5" stop-color="#8e959c"/><stop offset="1" stop-color="#d8dce0"/></linearGradient>
<linearGradient id="cv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(CANVAS, "#ffffff", 0.3)}"/><stop offset="1" stop-color="${mix(CANVAS, "#000000", 0.15)}"/></linearGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset=".55" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

// ---------------------------------------------------------------------------------------------
// Vehicle side elevations. Local units: x from the rear (0) to the front (length), ground at
// y = 0, up is negative y. Each model draws its chassis ("under"), then wheels, then body.

type WheelStyle = "car" | "offroad" | "trailer" | "truck" | "moto";
type Wheel = { x: number; r: number; style: WheelStyle };
type Arch = { cx: number; cy: number; r: number; yb: number };

type SideModel = {
  length: number;
  height: number;
  wheels: Wheel[];
  arches: Arch[];
  /** Point of interest for the close-up view. */
  focus: [number, number];
  under: (p: Paint, towing: boolean) => string;
  body: (p: Paint) => string;
};

/** The bottom edge of a body panel passing over a wheel arch, travelling front to rear. */
function arch(a: Arch): string {
  const dx = Math.sqrt(Math.max(0, a.r * a.r - (a.yb - a.cy) ** 2));
  const large = a.cy < a.yb ? 1 : 0;
  return `L${n(a.cx + dx)},${n(a.yb)} A${a.r},${a.r} 0 ${large} 0 ${n(a.cx - dx)},${n(a.yb)}`;
}

/** A trim strip following the outside of each wheel arch. */
function archTrim(arches: Arch[], width: number): string {
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
function well(a: Arch): string {
  const dx = Math.sqrt(Math.max(0, a.r * a.r - (a.yb - a.cy) ** 2));
  const large = a.cy < a.yb ? 1 : 0;
  return path(
    `M${n(a.cx - dx)},${n(a.yb)} A${a.r},${a.r} 0 ${large} 1 ${n(a.cx + dx)},${n(a.yb)} Z`,
    "#0c0d0f",
  );
}

function wheel(w: Wheel, spin: number, far = false): string {
  const { x, r, style } = w;
  const cy = -r;
  const parts: string[] = [];
  if (style === "moto") {
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.89)}" fill="none" stroke="${TYRE}" stroke-width="${n(r * 0.22)}"/>`,
    );
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.76)}" fill="none" stroke="#2c2e32" stroke-width="${n(r * 0.06)}"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const a = ((spin + i * 72) * Math.PI) / 180;
      parts.push(
        line(
          `M${x},${cy} L${n(x + Math.cos(a) * r * 0.74)},${n(cy + Math.sin(a) * r * 0.74)}`,
          "#34373c",
          r * 0.08,
        ),
      );
    }
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.42)}" fill="none" stroke="#a9afb5" stroke-width="${n(r * 0.06)}"/>`,
    );
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.12)}" fill="url(#chr)"/>`);
  } else {
    const rimR =
      style === "offroad" ? 0.56 : style === "trailer" ? 0.55 : style === "truck" ? 0.58 : 0.64;
    const rimFill = style === "offroad" ? "#2e3135" : "url(#rim)";
    parts.push(`<circle cx="${x}" cy="${cy}" r="${r}" fill="${TYRE}"/>`);
    if (style === "offroad") {
      parts.push(
        `<circle cx="${x}" cy="${cy}" r="${n(r * 0.95)}" fill="none" stroke="#0b0b0c" stroke-width="${n(r * 0.1)}" stroke-dasharray="${n(r * 0.16)} ${n(r * 0.12)}"/>`,
      );
    }
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.86)}" fill="none" stroke="#2b2d31" stroke-width="${n(r * 0.03)}"/>`,
    );
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * rimR)}" fill="${rimFill}"/>`);
    if (style === "car" || style === "offroad") {
      const spokes = style === "car" ? 5 : 6;
      const spokeColour = style === "car" ? "#5d646b" : "#16181b";
      for (let i = 0; i < spokes; i++) {
        const a = ((spin + (i * 360) / spokes) * Math.PI) / 180;
        const a2 = a + 0.28;
        parts.push(
          path(
            `M${n(x + Math.cos(a) * r * 0.2)},${n(cy + Math.sin(a) * r * 0.2)} L${n(x + Math.cos(a) * r * rimR * 0.93)},${n(cy + Math.sin(a) * r * rimR * 0.93)} L${n(x + Math.cos(a2) * r * rimR * 0.93)},${n(cy + Math.sin(a2) * r * rimR * 0.93)} Z`,
            spokeColour,
            `opacity=".55"`,
          ),
        );
      }
    } else {
      parts.push(
        `<circle cx="${x}" cy="${cy}" r="${n(r * rimR * 0.62)}" fill="none" stroke="#7b828a" stroke-width="${n(r * 0.04)}"/>`,
      );
    }
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.15)}" fill="#4b5056"/>`);
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.07)}" fill="#c9ced3"/>`);
  }
  return far
    ? `<g opacity=".9">${parts.join("")}${`<circle cx="${x}" cy="${cy}" r="${r}" fill="#000" opacity=".45"/>`}</g>`
    : parts.join("");
}

/** A-frame drawbar and coupling; when parked, a jockey wheel; when towing, it is wound up. */
function drawbar(from: number, to: number, jockeyX: number, towing: boolean): string {
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
function legs(xs: number[], towing: boolean): string {
  return towing ? "" : xs.map((x) => rect(x, -118, 10, 70, 2, "#50555b")).join("");
}

const MODELS: Record<VehicleImageKind, SideModel> = {
  car: (() => {
    const arches: Arch[] = [
      { cx: 725, cy: -68, r: 84, yb: -52 },
      { cx: 165, cy: -68, r: 84, yb: -52 },
    ];
    return {
      length: 900,
      height: 300,
      wheels: [
        { x: 165, r: 68, style: "car" },
        { x: 725, r: 68, style: "car" },
      ],
      arches,
      focus: [760, -150],
      under: () => "",
      body: (p) =>
        path(
          `M30,-56 L18,-120 Q16,-160 50,-168 L230,-180 Q300,-268 362,-292 Q382,-300 420,-300 L560,-298 Q590,-296 610,-280 L690,-205 Q800,-192 860,-172 Q890,-160 892,-130 L894,-80 Q892,-54 870,-52 ${arch(arches[0]!)} ${arch(arches[1]!)} L50,-52 Z`,
          "url(#bd)",
          HULL,
        ) +
        path(`M262,-190 Q300,-246 346,-274 L334,-196 Z`, GLASS, `opacity=".85"`) +
        path(`M350,-196 Q362,-262 392,-282 Q404,-289 424,-289 L472,-289 L466,-198 Z`, GLASS) +
        path(`M488,-289 L556,-288 Q580,-286 596,-272 L664,-207 L484,-199 Z`, GLASS) +
        line(`M40,-158 Q450,-182 862,-166`, p.hi, 3, `opacity=".7"`) +
        line(`M40,-150 Q450,-172 866,-158`, p.line, 2.5, `opacity=".5"`) +
        line(`M476,-198 L470,-64`, p.line, 2.5) +
        line(`M678,-204 Q674,-160 664,-126`, p.line, 2.5) +
        line(`M340,-196 L332,-66`, p.line, 2.5) +
        rect(425, -174, 34, 8, 4, p.line) +
        rect(618, -178, 34, 8, 4, p.line) +
        path(
          `M660,-212 Q690,-230 708,-214 L704,-200 L668,-200 Z`,
          p.body,
          `stroke="${p.line}" stroke-width="2"`,
        ) +
        path(
          `M842,-170 Q880,-160 890,-138 L868,-132 Q846,-146 832,-166 Z`,
          LAMP,
          `stroke="#6b7178" stroke-width="2"`,
        ) +
        path(`M18,-150 Q20,-165 45,-168 L72,-167 L70,-147 L20,-136 Z`, RED) +
        path(`M250,-52 L640,-52 L640,-68 L250,-68 Z`, "#000", `opacity=".22"`) +
        path(`M862,-86 L894,-86 L893,-62 L862,-58 Z`, TRIM) +
        path(`M22,-90 L60,-90 L60,-70 L28,-66 Z`, TRIM),
    };
  })(),

  suv: (() => {
    const arches: Arch[] = [
      { cx: 745, cy: -78, r: 94, yb: -70 },
      { cx: 170, cy: -78, r: 94, yb: -70 },
    ];
    return {
      length: 920,
      height: 362,
      wheels: [
        { x: 170, r: 78, style: "car" },
        { x: 745, r: 78, style: "car" },
      ],
      arches,
      focus: [780, -180],
      under: () => "",
      body: (p) =>
        path(
          `M24,-76 L15,-200 Q14,-236 30,-262 L72,-330 Q84,-348 112,-350 L560,-350 Q592,-348 612,-330 L702,-246 Q820,-232 880,-214 Q905,-204 906,-178 L908,-100 Q906,-72 884,-70 ${arch(arches[0]!)} ${arch(arches[1]!)} L40,-70 Z`,
          "url(#bd)",
          HULL,
        ) +
        path(`M64,-262 L104,-330 L556,-330 Q578,-328 594,-314 L676,-250 Z`, GLASS) +
        path(`M196,-332 L226,-332 L214,-252 L186,-252 Z`, p.body) +
        path(`M440,-332 L456,-332 L452,-250 L436,-250 Z`, p.body) +
        rect(140, -362, 400, 10, 4, TRIM) +
        line(`M24,-240 Q450,-258 880,-212`, p.hi, 3, `opacity=".6"`) +
        line(`M24,-232 Q450,-250 884,-204`, p.line, 2.5, `opacity=".5"`) +
        archTrim(arches, 14) +
        path(`M262,-70 L652,-70 L652,-96 L262,-96 Z`, TRIM) +
        line(`M446,-250 L442,-98`, p.line, 2.5) +
        line(`M686,-246 Q702,-170 672,-124`, p.line, 2.5) +
        line(`M222,-252 Q226,-150 258,-112`, p.line, 2.5) +
        rect(400, -238, 34, 8, 4, p.line) +
        rect(640, -240, 34, 8, 4, p.line) +
        path(
          `M852,-222 Q893,-210 904,-188 L880,-182 Q858,-198 840,-216 Z`,
          LAMP,
          `stroke="#6b7178" stroke-width="2"`,
        ) +
        path(`M16,-240 Q20,-262 40,-264 L62,-262 L60,-220 L16,-206 Z`, RED) +
        path(
          `M676,-262 Q706,-278 722,-258 L718,-246 L684,-246 Z`,
          p.body,
          `stroke="${p.line}" stroke-width="2"`,
        ) +
        path(`M880,-120 L908,-120 L907,-76 L880,-72 Z`, TRIM),
    };
  })(),

  ute: (() => {
    const arches: Arch[] = [
      { cx: 800, cy: -78, r: 96, yb: -80 },
      { cx: 190, cy: -78, r: 96, yb: -80 },
    ];
    return {
      length: 1000,
      height: 360,
      wheels: [
        { x: 190, r: 78, style: "offroad" },
        { x: 800, r: 78, style: "offroad" },
      ],
      arches,
      focus: [840, -190],
      under: () => "",
      body: (p) =>
        line(`M300,-232 L340,-322 L398,-322`, TRIM, 14) +
        path(
          `M24,-84 L18,-232 L392,-232 L400,-346 Q404,-360 428,-360 L640,-360 Q666,-358 682,-342 L762,-258 Q880,-246 950,-226 Q978,-216 980,-186 L982,-108 Q980,-82 958,-80 ${arch(arches[0]!)} ${arch(arches[1]!)} L44,-82 Z`,
          "url(#bd)",
          HULL,
        ) +
        path(`M420,-254 L424,-340 L636,-340 Q652,-338 664,-326 L734,-256 Z`, GLASS) +
        path(`M556,-342 L570,-342 L566,-254 L552,-254 Z`, p.body) +
        line(`M18,-228 L392,-228`, p.hi, 4) +
        line(`M394,-232 L394,-92`, p.line, 3) +
        line(`M560,-254 L556,-92`, p.line, 2.5) +
        line(`M744,-256 Q760,-180 730,-140`, p.line, 2.5) +
        line(`M24,-206 Q500,-214 950,-204`, p.line, 2, `opacity=".45"`) +
        rect(516, -240, 32, 8, 4, p.line) +
        rect(702, -242, 32, 8, 4, p.line) +
        rect(16, -216, 16, 64, 5, RED) +
        archTrim(arches, 12) +
        path(
          `M900,-244 Q955,-234 976,-214 L972,-196 Q936,-204 895,-226 Z`,
          LAMP,
          `stroke="#6b7178" stroke-width="2"`,
        ) +
        path(`M952,-180 L982,-180 L982,-104 L952,-100 Z`, TRIM) +
        path(
          `M742,-270 Q770,-286 786,-266 L782,-252 L750,-252 Z`,
          p.body,
          `stroke="${p.line}" stroke-width="2"`,
        ) +
        rect(296, -96, 408, 12, 4, TRIM),
    };
  })(),

  van: (() => {
    const arches: Arch[] = [
      { cx: 790, cy: -72, r: 88, yb: -74 },
      { cx: 180, cy: -72, r: 88, yb: -74 },
    ];
    return {
      length: 1000,
      height: 420,
      wheels: [
        { x: 180, r: 72, style: "car" },
        { x: 790, r: 72, style: "car" },
      ],
      arches,
      focus: [840, -220],
      under: () => "",
      body: (p) =>
        path(
          `M22,-78 L16,-398 Q18,-420 46,-420 L700,-420 Q736,-418 752,-396 L852,-252 Q935,-234 966,-216 Q986,-204 986,-174 L987,-102 Q985,-76 962,-74 ${arch(arches[0]!)} ${arch(arches[1]!)} L42,-76 Z`,
          "url(#bd)",
          HULL,
        ) +
        path(`M662,-392 L722,-392 Q738,-390 746,-376 L832,-262 L662,-262 Z`, GLASS) +
        rect(430, -390, 192, 104, 12, GLASS) +
        rect(52, -390, 340, 104, 12, GLASS) +
        line(`M410,-404 L410,-92 M642,-404 L642,-92`, p.line, 2.5) +
        line(`M380,-272 L652,-272`, TRIM, 5) +
        line(`M652,-398 L652,-96`, p.line, 2.5) +
        line(`M842,-252 Q852,-190 826,-150`, p.line, 2.5) +
        line(`M20,-250 Q500,-258 960,-222`, p.line, 2, `opacity=".4"`) +
        rect(596, -252, 30, 8, 4, p.line) +
        rect(700, -248, 30, 8, 4, p.line) +
        path(
          `M900,-232 Q950,-222 972,-208 L968,-190 Q930,-196 896,-214 Z`,
          LAMP,
          `stroke="#6b7178" stroke-width="2"`,
        ) +
        rect(14, -262, 16, 110, 6, RED) +
        path(`M940,-150 L987,-150 L987,-96 L940,-92 Z`, TRIM) +
        path(`M18,-120 L80,-120 L80,-80 L24,-80 Z`, TRIM) +
        path(`M752,-306 Q784,-320 800,-298 L796,-284 L760,-284 Z`, TRIM),
    };
  })(),

  truck: (() => {
    const arches: Arch[] = [{ cx: 930, cy: -84, r: 100, yb: -120 }];
    return {
      length: 1100,
      height: 540,
      wheels: [
        { x: 250, r: 84, style: "truck" },
        { x: 930, r: 84, style: "truck" },
      ],
      arches,
      focus: [950, -300],
      under: () =>
        rect(30, -152, 1040, 30, 4, "#1f2124") +
        rect(560, -178, 150, 60, 20, "url(#chr)") +
        rect(150, -140, 210, 16, 4, "#1f2124"),
      body: (p) => {
        const ribs = Array.from({ length: 7 }, (_, i) => 20 + (i + 1) * 96)
          .map((x) => `M${x},-532 L${x},-138`)
          .join(" ");
        return (
          rect(20, -540, 770, 410, 8, "url(#bx)") +
          line(ribs, "#000", 2, `opacity=".1"`) +
          rect(20, -236, 770, 34, 0, p.body) +
          rect(20, -540, 770, 16, 6, "#c9cdd1") +
          rect(20, -146, 770, 16, 4, "#b9bec3") +
          path(
            `M800,-124 L800,-470 Q802,-488 822,-488 L1010,-488 Q1042,-486 1052,-460 L1086,-300 L1092,-148 Q1092,-122 1070,-120 ${arch(arches[0]!)} L812,-124 Z`,
            "url(#bd)",
            HULL,
          ) +
          path(`M832,-458 L1010,-458 Q1030,-455 1037,-434 L1062,-330 L832,-330 Z`, GLASS) +
          line(`M826,-470 L826,-150`, p.line, 3) +
          line(`M1064,-320 L1070,-150`, p.line, 2.5) +
          rect(850, -316, 36, 9, 4, p.line) +
          rect(1060, -236, 34, 44, 8, LAMP, `stroke="#6b7178" stroke-width="2"`) +
          rect(1040, -152, 60, 38, 8, TRIM) +
          rect(880, -162, 70, 12, 3, TRIM) +
          line(`M1052,-420 L1092,-420 L1092,-340`, TRIM, 6) +
          rect(1082, -430, 22, 76, 6, TRIM) +
          rect(14, -230, 10, 70, 3, RED)
        );
      },
    };
  })(),

  caravan: {
    length: 1100,
    height: 506,
    wheels: [
      { x: 430, r: 62, style: "trailer" },
      { x: 570, r: 62, style: "trailer" },
    ],
    arches: [],
    focus: [300, -300],
    under: (_p, towing) =>
      rect(70, -118, 800, 14, 2, TRIM) +
      drawbar(860, 1100, 1010, towing) +
      rect(905, -210, 34, 100, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
      rect(945, -210, 34, 100, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
      rect(914, -222, 16, 14, 4, "#5a6067") +
      rect(954, -222, 16, 14, 4, "#5a6067") +
      legs([72, 812], towing) +
      path(
        `M352,-112 L352,-140 Q352,-158 370,-158 L630,-158 Q648,-158 648,-140 L648,-112 Z`,
        "#0c0d0f",
      ),
    body: (p) =>
      path(
        `M60,-112 L40,-132 L38,-438 Q40,-472 76,-472 L790,-472 Q852,-470 868,-420 L874,-150 Q874,-114 842,-112 L648,-112 L648,-140 Q648,-158 630,-158 L370,-158 Q352,-158 352,-140 L352,-112 Z`,
        "url(#bd)",
        HULL,
      ) +
      path(
        `M470,-472 L480,-500 Q484,-506 496,-506 L604,-506 Q616,-506 620,-500 L630,-472 Z`,
        "#e6e8ea",
        `stroke="#a3a9af" stroke-width="2"`,
      ) +
      rect(220, -464, 600, 18, 8, "#3a3f47") +
      rect(40, -238, 834, 22, 0, p.stripe) +
      rect(40, -206, 834, 8, 0, p.stripe, `opacity=".7"`) +
      path(`M600,-238 Q740,-300 870,-380 L872,-346 Q760,-284 660,-238 Z`, p.stripe) +
      rect(
        240,
        -424,
        100,
        298,
        10,
        mix(p.body, "#ffffff", 0.15),
        `stroke="${p.line}" stroke-width="3"`,
      ) +
      rect(258, -404, 64, 84, 8, GLASS) +
      rect(318, -272, 10, 30, 3, TRIM) +
      rect(234, -126, 112, 10, 3, TRIM) +
      rect(80, -400, 130, 92, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(380, -406, 180, 104, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(600, -406, 220, 112, 16, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(110, -194, 90, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
      rect(690, -194, 110, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
      rect(38, -190, 12, 44, 4, RED) +
      rect(864, -440, 10, 22, 3, "#f2b233"),
  },

  "pop-top": {
    length: 960,
    height: 460,
    wheels: [{ x: 400, r: 62, style: "trailer" }],
    arches: [],
    focus: [300, -300],
    under: (_p, towing) =>
      rect(70, -118, 680, 14, 2, TRIM) +
      drawbar(740, 960, 880, towing) +
      legs([72], towing) +
      rect(770, -200, 34, 94, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
      path(
        `M320,-112 L320,-140 Q320,-158 338,-158 L462,-158 Q480,-158 480,-140 L480,-112 Z`,
        "#0c0d0f",
      ),
    body: (p) =>
      rect(52, -440, 694, 62, 0, "url(#cv)") +
      line(`M52,-410 L746,-410`, "#000", 2, `opacity=".12"`) +
      rect(120, -430, 150, 40, 8, "#3d4248", `opacity=".85"`) +
      rect(430, -430, 200, 40, 8, "#3d4248", `opacity=".85"`) +
      path(
        `M44,-438 Q44,-458 70,-460 L700,-460 Q744,-458 752,-436 L752,-430 L44,-430 Z`,
        "url(#bd)",
      ) +
      path(
        `M58,-112 L38,-132 L38,-362 Q40,-384 66,-384 L700,-384 Q744,-382 754,-352 L758,-150 Q758,-114 728,-112 L480,-112 L480,-140 Q480,-158 462,-158 L338,-158 Q320,-158 320,-140 L320,-112 Z`,
        "url(#bd)",
        HULL,
      ) +
      rect(38, -222, 720, 18, 0, p.stripe) +
      path(`M520,-222 Q640,-270 756,-320 L757,-292 Q650,-250 580,-222 Z`, p.stripe) +
      rect(
        196,
        -352,
        92,
        226,
        10,
        mix(p.body, "#ffffff", 0.15),
        `stroke="${p.line}" stroke-width="3"`,
      ) +
      rect(212, -334, 60, 70, 8, GLASS) +
      rect(276, -212, 8, 26, 3, TRIM) +
      rect(66, -340, 104, 80, 12, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(330, -346, 150, 90, 12, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(530, -346, 190, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(38, -190, 12, 40, 4, RED),
  },

  "camper-trailer": (() => {
    const arches: Arch[] = [{ cx: 300, cy: -80, r: 98, yb: -142 }];
    return {
      length: 860,
      height: 430,
      wheels: [{ x: 300, r: 80, style: "offroad" }],
      arches,
      focus: [440, -230],
      under: (_p, towing) =>
        rect(50, -150, 560, 14, 2, TRIM) +
        drawbar(590, 860, 770, towing) +
        rect(640, -250, 40, 96, 6, "#2f5e3a", `stroke="#1d3b25" stroke-width="3"`) +
        rect(686, -250, 40, 96, 6, "#2f5e3a", `stroke="#1d3b25" stroke-width="3"`),
      body: (p) =>
        path(
          `M50,-340 Q48,-410 92,-418 L540,-418 Q584,-410 584,-340 Z`,
          "url(#cv)",
          `stroke="#8f8567" stroke-width="3"`,
        ) +
        line(`M70,-372 Q320,-386 566,-372`, "#8f8567", 3, `opacity=".7"`) +
        rect(150, -424, 16, 90, 4, "#2b2d31") +
        rect(440, -424, 16, 90, 4, "#2b2d31") +
        path(
          `M40,-142 L40,-330 Q40,-342 52,-342 L582,-342 Q594,-342 594,-330 L594,-142 ${arch(arches[0]!)} Z`,
          "url(#bd)",
          HULL,
        ) +
        path(`M594,-334 L646,-300 L646,-150 L594,-118 Z`, "url(#chr)") +
        rect(60, -318, 140, 126, 8, "none", `stroke="${p.line}" stroke-width="3"`) +
        rect(420, -318, 150, 126, 8, "none", `stroke="${p.line}" stroke-width="3"`) +
        rect(108, -262, 44, 10, 4, TRIM) +
        rect(473, -262, 44, 10, 4, TRIM) +
        line(`M40,-172 L230,-172 M370,-172 L594,-172`, p.line, 2, `opacity=".5"`) +
        line(`M${300 - 100},-142 A100,100 0 0 1 ${300 + 100},-142`, TRIM, 16) +
        rect(36, -320, 10, 36, 3, RED),
    };
  })(),

  motorhome: (() => {
    const arches: Arch[] = [
      { cx: 950, cy: -76, r: 90, yb: -92 },
      { cx: 330, cy: -76, r: 90, yb: -92 },
    ];
    return {
      length: 1150,
      height: 540,
      wheels: [
        { x: 330, r: 76, style: "car" },
        { x: 950, r: 76, style: "car" },
      ],
      arches,
      focus: [1000, -300],
      under: () => "",
      body: (p) =>
        path(
          `M500,-520 L510,-548 Q514,-554 526,-554 L634,-554 Q646,-554 650,-548 L660,-520 Z`,
          "#e6e8ea",
          `stroke="#a3a9af" stroke-width="2"`,
        ) +
        path(
          `M30,-100 L18,-130 L16,-480 Q18,-520 60,-520 L960,-520 Q1012,-518 1016,-488 L1020,-425 Q1018,-392 985,-388 L905,-382 L1010,-256 Q1090,-240 1120,-222 Q1140,-210 1140,-180 L1142,-112 Q1140,-92 1116,-92 ${arch(arches[0]!)} ${arch(arches[1]!)} L40,-96 Z`,
          "url(#bd)",
          HULL,
        ) +
        rect(880, -496, 100, 48, 12, GLASS) +
        path(`M860,-372 L900,-372 L992,-266 L860,-266 Z`, GLASS) +
        line(`M836,-386 L836,-100`, p.line, 3) +
        line(`M836,-386 L985,-390`, p.line, 2.5) +
        rect(200, -512, 600, 18, 8, "#3a3f47") +
        rect(16, -250, 820, 24, 0, p.stripe) +
        rect(16, -216, 820, 8, 0, p.stripe, `opacity=".7"`) +
        path(`M560,-250 Q700,-320 834,-400 L836,-366 Q720,-300 620,-250 Z`, p.stripe) +
        rect(
          560,
          -450,
          94,
          330,
          10,
          mix(p.body, "#ffffff", 0.15),
          `stroke="${p.line}" stroke-width="3"`,
        ) +
        rect(578, -430, 58, 80, 8, GLASS) +
        rect(70, -444, 150, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
        rect(296, -450, 210, 110, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
        rect(690, -450, 120, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
        line(`M30,-510 L30,-120 M56,-510 L56,-120`, "#9aa0a6", 5) +
        line(
          Array.from({ length: 9 }, (_, i) => `M30,${-480 + i * 40} L56,${-480 + i * 40}`).join(
            " ",
          ),
          "#9aa0a6",
          4,
        ) +
        rect(16, -200, 12, 60, 4, RED) +
        path(
          `M1080,-236 Q1120,-226 1136,-210 L1132,-192 Q1100,-200 1074,-220 Z`,
          LAMP,
          `stroke="#6b7178" stroke-width="2"`,
        ) +
        path(`M1096,-150 L1142,-150 L1142,-96 L1096,-92 Z`, TRIM) +
        path(`M898,-312 Q930,-326 946,-304 L942,-290 L906,-290 Z`, TRIM) +
        rect(860, -258, 30, 8, 4, p.line),
    };
  })(),

  motorcycle: {
    length: 900,
    height: 500,
    wheels: [
      { x: 160, r: 108, style: "moto" },
      { x: 750, r: 108, style: "moto" },
    ],
    arches: [],
    focus: [470, -250],
    under: () => "",
    body: (p) =>
      path(`M150,-100 L404,-184 L414,-160 L164,-86 Z`, "#2b2d31") +
      line(`M540,-170 Q560,-110 480,-96 L300,-120`, "url(#chr)", 14) +
      path(
        `M80,-226 L262,-188 Q278,-184 276,-166 L270,-154 L92,-186 Q74,-194 80,-226 Z`,
        "url(#chr)",
        `stroke="#6f767d" stroke-width="2"`,
      ) +
      line(`M650,-396 L400,-300 L380,-180 M400,-300 L180,-300 L300,-190`, "#25272b", 16) +
      path(`M388,-272 L560,-284 L596,-204 L566,-122 L432,-112 L380,-170 Z`, "#3a3d43") +
      line(
        Array.from(
          { length: 5 },
          (_, i) => `M${404 + i * 6},${-256 + i * 18} L${560 + i * 4},${-266 + i * 18}`,
        ).join(" "),
        "#8a9096",
        4,
      ) +
      `<circle cx="478" cy="-160" r="34" fill="url(#chr)"/>` +
      line(`M754,-108 L654,-392`, "url(#chr)", 20) +
      line(`M754,-108 L700,-262`, "#2b2d31", 24) +
      path(
        `M652,-172 Q690,-236 780,-226 Q822,-218 846,-180 L832,-172 Q806,-206 760,-210 Q700,-212 668,-164 Z`,
        p.body,
      ) +
      line(`M45,-150 A122,122 0 0 1 181,-228`, p.body, 12) +
      path(`M96,-322 L176,-318 L186,-290 L124,-278 Z`, "url(#bd)") +
      rect(88, -324, 20, 12, 3, RED) +
      path(`M176,-320 Q240,-338 300,-326 Q350,-320 398,-334 L404,-304 L186,-290 Z`, "#1b1c1f") +
      path(`M250,-300 L398,-302 L408,-246 L300,-236 Z`, "url(#bd)") +
      path(
        `M386,-306 Q420,-392 540,-392 Q618,-386 642,-338 L622,-300 Q500,-284 386,-306 Z`,
        "url(#bd)",
        `stroke="${p.line}" stroke-width="2"`,
      ) +
      path(
        `M440,-350 Q520,-372 600,-352`,
        "none",
        `stroke="${p.hi}" stroke-width="6" stroke-linecap="round" opacity=".8"`,
      ) +
      line(`M640,-404 L604,-444 M604,-444 L576,-446`, "#1b1c1f", 12) +
      line(`M620,-426 L596,-490`, "#6f767d", 4) +
      `<ellipse cx="594" cy="-498" rx="18" ry="11" fill="#1b1c1f"/>` +
      `<circle cx="700" cy="-350" r="36" fill="url(#chr)"/><circle cx="706" cy="-350" r="26" fill="${LAMP}"/>` +
      `<circle cx="660" cy="-420" r="16" fill="#1b1c1f"/>` +
      rect(380, -148, 44, 10, 4, "#1b1c1f"),
  },
};

// ---------------------------------------------------------------------------------------------
// Rear elevations: centred on x = 0, ground at y = 0.

type RearModel = { width: number; height: number; draw: (p: Paint) => string };

function rearTyres(half: number, w: number, h: number, dual = false): string {
  const tyre = (x: number) => rect(x, -h, w, h, w * 0.22, TYRE);
  return (
    tyre(-half - w / 2) +
    tyre(half - w / 2) +
    (dual ? tyre(-half + w / 2 + 4) + tyre(half - w * 1.5 - 4) : "")
  );
}

function carRear(o: {
  w: number;
  bottom: number;
  shoulder: number;
  roof: number;
  roofW: number;
  tyre: number;
  tray?: boolean;
}): RearModel {
  const h = o.w / 2;
  const rh = o.roofW / 2;
  return {
    width: o.w,
    height: -o.roof,
    draw: (p) => {
      const cab = o.tray
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
      const bodyH = o.bottom - o.shoulder;
      return (
        rearTyres(h - o.tyre * 0.9, o.tyre, -o.bottom + 24) +
        cab +
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
    },
  };
}

function boxRear(o: {
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

const REAR: Record<VehicleImageKind, RearModel> = {
  car: carRear({ w: 560, bottom: -45, shoulder: -200, roof: -312, roofW: 340, tyre: 74 }),
  suv: carRear({ w: 600, bottom: -66, shoulder: -245, roof: -398, roofW: 470, tyre: 82 }),
  ute: carRear({
    w: 610,
    bottom: -78,
    shoulder: -240,
    roof: -392,
    roofW: 500,
    tyre: 86,
    tray: true,
  }),
  van: boxRear({ w: 580, bottom: -74, top: -440, tyre: 78, windowH: 120, split: true }),
  truck: boxRear({ w: 680, bottom: -130, top: -560, tyre: 84, dual: true, cargo: true }),
  caravan: boxRear({ w: 640, bottom: -112, top: -480, tyre: 62, windowH: 110, inset: true }),
  "pop-top": boxRear({
    w: 620,
    bottom: -112,
    top: -384,
    tyre: 62,
    windowH: 90,
    canvas: [-440, -384],
    inset: true,
  }),
  "camper-trailer": boxRear({ w: 560, bottom: -160, top: -342, tyre: 76, tent: true, inset: true }),
  motorhome: boxRear({ w: 660, bottom: -96, top: -520, tyre: 80, windowH: 110, ladder: true }),
  motorcycle: {
    width: 300,
    height: 500,
    draw: (p) =>
      rect(-34, -220, 68, 220, 30, TYRE) +
      path(`M-44,-250 Q0,-290 44,-250 L40,-200 L-40,-200 Z`, "url(#bd)") +
      rect(-30, -276, 60, 18, 6, RED) +
      rect(-50, -300, 100, 28, 12, "#1b1c1f") +
      path(
        `M-90,-360 Q0,-420 90,-360 L70,-300 L-70,-300 Z`,
        "url(#bd)",
        `stroke="${p.line}" stroke-width="2"`,
      ) +
      line(`M-150,-420 L-60,-400 M150,-420 L60,-400`, "#1b1c1f", 12) +
      line(`M-130,-420 L-150,-480 M130,-420 L150,-480`, "#6f767d", 4) +
      `<ellipse cx="-152" cy="-486" rx="22" ry="12" fill="#1b1c1f"/><ellipse cx="152" cy="-486" rx="22" ry="12" fill="#1b1c1f"/>` +
      rect(-22, -236, 44, 24, 4, "#f3f4f2", `stroke="#40444a" stroke-width="2"`) +
      path(`M50,-200 L110,-240 L124,-220 L66,-176 Z`, "url(#chr)") +
      rect(-90, -260, 20, 12, 4, "#f2b233") +
      rect(70, -260, 20, 12, 4, "#f2b233"),
  },
};

// ---------------------------------------------------------------------------------------------
// Backdrops (full canvas)

/** A closed, smooth hill line across the width (Catmull-Rom through random heights). */
function ridge(
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

function outdoorBackdrop(w: number, h: number, horizon: number, rand: () => number): string {
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

function showroomBackdrop(w: number, h: number, horizon: number, light: boolean): string {
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

// ---------------------------------------------------------------------------------------------
// Compositions

type Placement = {
  cx: number;
  groundY: number;
  maxW: number;
  maxH: number;
  mirror?: boolean;
  /** Degrees of skewY: a cheap hint of perspective for angled shots. */
  skew?: number;
  zoom?: number;
  /** Centre this local point (a close-up) instead of the whole vehicle. */
  focus?: [number, number];
  /** Draw a faint inverted copy, as on a polished floor. */
  reflect?: boolean;
  /** Far-side wheels, offset up and forward, for an angled shot. */
  farWheels?: boolean;
};

function placeSide(model: SideModel, p: Paint, at: Placement, spin: number): string {
  const s = Math.min(at.maxW / model.length, at.maxH / model.height) * (at.zoom ?? 1);
  const sx = at.mirror ? -s : s;
  const x0 = at.cx - sx * (at.focus ? at.focus[0] : model.length / 2);
  const groundY = at.focus ? at.groundY - at.focus[1] * s : at.groundY;
  const transform = `translate(${n(x0)},${n(groundY)})${at.skew ? ` skewY(${at.skew})` : ""} scale(${r3(sx)},${r3(s)})`;
  const bodySvg = model.body(p);
  let far = "";
  if (at.farWheels) {
    const dx = model.length * 0.05;
    const dy = -model.height * 0.05;
    far = `<g transform="translate(${n(dx)},${n(dy)})">${model.wheels.map((w) => wheel(w, spin + 20, true)).join("")}</g>`;
    // Extrude the main body panel towards the far side: reads as the nose and roof in depth.
    const hull = /<path d="([^"]+)" fill="url\(#bd\)" data-hull="1"/.exec(bodySvg)?.[1];
    if (hull) {
      const steps = 6;
      for (let i = steps; i >= 1; i--) {
        const t = i / steps;
        far += path(
          hull,
          mix(p.body, "#000000", 0.12 + 0.18 * t),
          `transform="translate(${n(dx * t)},${n(dy * t)})"`,
        );
      }
    }
  }
  const shadow = `<ellipse cx="${model.length / 2}" cy="0" rx="${n(model.length * 0.56)}" ry="${n(Math.max(18, model.length * 0.035))}" fill="url(#sh)"/>`;
  const vehicle =
    far +
    model.under(p, false) +
    model.arches.map(well).join("") +
    model.wheels.map((w) => wheel(w, spin)).join("") +
    bodySvg;
  let out = "";
  if (at.reflect) {
    out += `<g transform="translate(0,${n(groundY * 2)}) scale(1,-1)" opacity=".18"><g transform="${transform}">${vehicle}</g></g>`;
    out += rect(0, groundY, 4000, 2000, 0, "url(#fade)");
  }
  out += `<g transform="${transform}">${shadow}${vehicle}</g>`;
  return out;
}

function placeRear(model: RearModel, p: Paint, cx: number, groundY: number, maxH: number): string {
  const s = Math.min(maxH / model.height, 760 / model.width);
  const shadow = `<ellipse cx="0" cy="0" rx="${n(model.width * 0.62)}" ry="22" fill="url(#sh)"/>`;
  return `<g transform="translate(${cx},${groundY}) scale(${r3(s)})">${shadow}${model.draw(p)}</g>`;
}

function labelBadge(label: string | undefined): string {
  if (!label) return "";
  const text = label.slice(0, 40);
  const size = 24;
  const w = textWidth(text, size) + 36;
  return (
    rect(28, 28, w, 48, 24, "#000000", `opacity=".55"`) +
    `<text x="${n(28 + w / 2)}" y="61" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(text)}</text>`
  );
}

function cockpit(p: Paint, rand: () => number): string {
  const W = 1200;
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b9fd4"/><stop offset="1" stop-color="#dcebf4"/></linearGradient>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset=".25" stop-color="#1f2124"/><stop offset="1" stop-color="#121315"/></linearGradient>
<radialGradient id="scr" cx=".3" cy=".3" r=".9"><stop offset="0" stop-color="#2d6aa0"/><stop offset="1" stop-color="#0b1a2b"/></radialGradient></defs>`;
  s += rect(0, 0, W, 420, 0, "url(#sky)");
  s += path(
    `M0,300 Q300,${n(250 + rand() * 40)} 600,290 Q900,${n(250 + rand() * 40)} 1200,300 L1200,420 L0,420 Z`,
    "#7f9a7c",
  );
  s += path(`M540,300 L660,300 L1100,460 L100,460 Z`, "#5e6064");
  s += line(`M600,304 L600,330 M600,350 L600,390 M600,410 L600,460`, "#f1efe6", 6);
  // Windscreen frame: headliner, A-pillars, mirror.
  s += path(`M0,0 L1200,0 L1200,70 Q600,20 0,70 Z`, "#2a2c30");
  s += path(`M0,0 L150,0 L40,460 L0,460 Z`, "#222428");
  s += path(`M1200,0 L1050,0 L1160,460 L1200,460 Z`, "#222428");
  s += rect(540, 50, 120, 42, 12, "#1b1c1f") + rect(550, 58, 100, 26, 8, "#7d93a8", `opacity=".8"`);
  // Dashboard.
  s += path(`M0,430 Q600,330 1200,430 L1200,800 L0,800 Z`, "url(#dash)");
  s += path(`M0,520 Q600,440 1200,520 L1200,536 Q600,456 0,536 Z`, p.body, `opacity=".9"`);
  s += rect(486, 470, 228, 136, 14, "#0a0b0c") + rect(496, 480, 208, 116, 8, "url(#scr)");
  s += line(`M516,510 L640,510 M516,536 L600,536 M516,562 L660,562`, "#9fd0ff", 6, `opacity=".6"`);
  for (const x of [360, 770]) {
    s += rect(x, 474, 90, 50, 12, "#2e3135");
    s += line(
      `M${x + 10},486 L${x + 80},486 M${x + 10},498 L${x + 80},498 M${x + 10},510 L${x + 80},510`,
      "#15161a",
      4,
    );
  }
  // Instrument cluster and steering wheel (right-hand drive).
  s += rect(760, 420, 220, 90, 20, "#0c0d0f");
  s += `<circle cx="820" cy="466" r="30" fill="none" stroke="#ff9a3c" stroke-width="4" opacity=".85"/><circle cx="920" cy="466" r="30" fill="none" stroke="#7fc4ff" stroke-width="4" opacity=".85"/>`;
  s += `<circle cx="870" cy="660" r="200" fill="none" stroke="#131416" stroke-width="40"/>`;
  s += path(`M690,640 Q870,600 1050,640 L1040,690 Q870,660 700,690 Z`, "#1b1c1f");
  s += path(`M840,680 L900,680 L920,800 L820,800 Z`, "#1b1c1f");
  s += `<circle cx="870" cy="660" r="56" fill="#25272b"/><ellipse cx="870" cy="660" rx="26" ry="16" fill="url(#chr)"/>`;
  // Centre console and seat edges.
  s += path(`M470,800 L520,640 L680,640 L730,800 Z`, "#1a1b1e");
  s +=
    rect(578, 680, 44, 70, 14, "#2e3135") + `<circle cx="600" cy="684" r="16" fill="url(#chr)"/>`;
  s += path(`M0,700 Q140,640 300,700 L300,800 L0,800 Z`, "#2a2b2f");
  s += line(`M20,720 Q140,668 280,720`, p.body, 4, `opacity=".8"`);
  return s;
}

function livingInterior(p: Paint, kind: VehicleImageKind, rand: () => number): string {
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

/** The SVG source behind renderVehicleImage (handy for debugging or a vector placeholder). */
export function vehicleImageSvg(o: VehicleImageOptions): string {
  if (!(VEHICLE_IMAGE_KINDS as readonly string[]).includes(o.kind)) {
    throw new RangeError(`Unknown vehicle kind: ${String(o.kind)}`);
  }
  const p = paintFor(o.colour);
  const view = Number.isFinite(o.view) ? ((Math.trunc(o.view) % 4) + 4) % 4 : 0;
  const rand = prng(hashString(`${o.kind}|${p.body}|${view}|${o.label ?? ""}`));
  const model = MODELS[o.kind];
  const { width: W, height: H } = VEHICLE_IMAGE_SIZE;
  const spin = Math.floor(rand() * 72);
  let scene: string;
  if (view === 0) {
    scene =
      outdoorBackdrop(W, H, 470, rand) +
      placeSide(model, p, { cx: 600, groundY: 680, maxW: 1020, maxH: 520 }, spin);
  } else if (view === 1) {
    scene =
      showroomBackdrop(W, H, 500, false) +
      placeSide(
        model,
        p,
        {
          cx: 610,
          groundY: 650,
          maxW: 960,
          maxH: 500,
          mirror: true,
          skew: -5,
          reflect: true,
          farWheels: o.kind !== "motorcycle",
        },
        spin,
      );
  } else if (view === 2) {
    scene = outdoorBackdrop(W, H, 500, rand) + placeRear(REAR[o.kind], p, 600, 700, 560);
  } else if (o.kind === "motorcycle" || o.kind === "camper-trailer") {
    // A close-up: the model scaled about its point of interest, on a bright studio floor.
    const zoom = 1.9;
    const s = Math.min(1000 / model.length, 520 / model.height) * zoom;
    const groundY = 400 - model.focus[1] * s;
    scene =
      showroomBackdrop(W, H, Math.min(H - 40, groundY - 80), true) +
      placeSide(
        model,
        p,
        { cx: 600, groundY: 400, maxW: 1000, maxH: 520, zoom, focus: model.focus },
        spin,
      );
  } else if (o.kind === "caravan" || o.kind === "pop-top" || o.kind === "motorhome") {
    scene = livingInterior(p, o.kind, rand);
  } else {
    scene = cockpit(p, rand);
  }
  return svgDoc(
    W,
    H,
    `<defs>${sharedDefs(p)}<linearGradient id="bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#cfd3d7"/></linearGradient></defs>${scene}${labelBadge(o.label)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Model (studio) image, logo, hero

function modelSvg(o: ModelImageOptions): string {
  const p = paintFor(o.colour);
  const model = MODELS[o.kind];
  if (!model) throw new RangeError(`Unknown vehicle kind: ${String(o.kind)}`);
  const { width: W, height: H } = VEHICLE_IMAGE_SIZE;
  const name = o.name.trim().slice(0, 60);
  const size = fitFont(name, W - 120, 46, 18);
  const kindLabel = o.kind.replace("-", " ").toUpperCase();
  const scene =
    showroomBackdrop(W, H, 520, true) +
    placeSide(
      model,
      p,
      {
        cx: 600,
        groundY: 610,
        maxW: 940,
        maxH: 430,
        mirror: true,
        skew: -4,
        reflect: true,
        farWheels: o.kind !== "motorcycle",
      },
      10,
    );
  const caption =
    rect(0, H - 118, W, 118, 0, "#111418", `opacity=".88"`) +
    rect(0, H - 118, W, 5, 0, p.body) +
    `<text x="60" y="${H - 62}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(name)}</text>` +
    `<text x="60" y="${H - 26}" font-family="${FONT}" font-size="20" fill="#b8bec5" letter-spacing="3">${esc(kindLabel)}</text>`;
  return svgDoc(
    W,
    H,
    `<defs>${sharedDefs(p)}<linearGradient id="bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#cfd3d7"/></linearGradient></defs>${scene}${caption}`,
  );
}

function initials(name: string): string {
  const skip = new Set(["the", "and", "&", "of", "pty", "ltd"]);
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w && !skip.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join("") || "?";
}

/** Split a name into a bold first line and an optional smaller second line. */
function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (name.length <= 16 || words.length < 2) return [name.trim(), ""];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    if (/^(&|and|of|the|\+)$/i.test(words[i - 1]!)) continue;
    const a = words.slice(0, i).join(" ").length;
    const b = words.slice(i).join(" ").length;
    // Prefer a longer first line: the second is set smaller.
    const diff = Math.abs(a - b * 1.3);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

function logoSvg(o: LogoOptions): string {
  const { width: W, height: H } = LOGO_SIZE;
  const primary = normalise(o.primary);
  const secondary = normalise(o.secondary);
  const name = o.name.trim().slice(0, 48) || "Dealer";
  const ink = luminance(primary) > 0.55 ? mix(primary, "#000000", 0.55) : primary;
  const onPrimary = luminance(primary) > 0.45 ? "#111418" : "#ffffff";
  const shape = hashString(name) % 4;
  const cx = 80;
  const cy = 80;
  let emblem: string;
  if (shape === 0) {
    emblem = `<circle cx="${cx}" cy="${cy}" r="66" fill="${primary}"/><circle cx="${cx}" cy="${cy}" r="56" fill="none" stroke="${secondary}" stroke-width="6"/>`;
  } else if (shape === 1) {
    emblem =
      path(
        `M${cx},12 L${cx + 62},30 L${cx + 58},92 Q${cx + 50},128 ${cx},150 Q${cx - 50},128 ${cx - 58},92 L${cx - 62},30 Z`,
        primary,
      ) +
      path(
        `M${cx},24 L${cx + 50},39 L${cx + 47},90 Q${cx + 40},119 ${cx},138 Q${cx - 40},119 ${cx - 47},90 L${cx - 50},39 Z`,
        "none",
        `stroke="${secondary}" stroke-width="5"`,
      );
  } else if (shape === 2) {
    emblem =
      rect(cx - 66, cy - 66, 132, 132, 28, primary) +
      rect(cx - 56, cy - 56, 112, 112, 20, "none", `stroke="${secondary}" stroke-width="6"`);
  } else {
    const hex = (r: number) =>
      Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${i === 0 ? "M" : "L"}${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`;
      }).join(" ") + " Z";
    emblem =
      path(hex(72), primary) + path(hex(60), "none", `stroke="${secondary}" stroke-width="6"`);
  }
  // A road swoosh under the initials.
  emblem += path(
    `M${cx - 44},${cy + 34} Q${cx},${cy + 14} ${cx + 44},${cy + 34} Q${cx},${cy + 24} ${cx - 44},${cy + 34} Z`,
    secondary,
  );
  const ini = initials(name);
  const iniSize = ini.length > 1 ? 50 : 62;
  emblem += `<text x="${cx}" y="${cy + 14}" font-family="${FONT}" font-size="${iniSize}" font-weight="bold" fill="${onPrimary}" text-anchor="middle">${esc(ini)}</text>`;

  const [first, second] = splitName(name);
  const textX = 170;
  const avail = W - textX - 12;
  let text: string;
  if (second) {
    const s1 = fitFont(first, avail, 48, 14);
    const upper = second.toUpperCase();
    const s2 = fitFont(upper, avail, 28, 10);
    text =
      `<text x="${textX}" y="${80}" font-family="${FONT}" font-size="${s1}" font-weight="bold" fill="${ink}">${esc(first)}</text>` +
      rect(textX, 94, Math.min(avail, textWidth(upper, s2) + 8), 4, 2, secondary) +
      `<text x="${textX}" y="${106 + s2}" font-family="${FONT}" font-size="${s2}" font-weight="bold" fill="${secondary}">${esc(upper)}</text>`;
  } else {
    const s1 = fitFont(first, avail, 56, 14);
    text =
      `<text x="${textX}" y="${80 + s1 * 0.36}" font-family="${FONT}" font-size="${s1}" font-weight="bold" fill="${ink}">${esc(first)}</text>` +
      rect(textX, 80 + s1 * 0.36 + 16, Math.min(avail, 120), 5, 2.5, secondary);
  }
  return svgDoc(W, H, emblem + text);
}

function heroSvg(o: HeroImageOptions): string {
  const { width: W, height: H } = HERO_IMAGE_SIZE;
  const primary = normalise(o.primary);
  const rand = prng(hashString(`hero|${o.name}|${primary}`));
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
${sharedDefs(towPaint)}<linearGradient id="bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#cfd3d7"/></linearGradient></defs>`;
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
  const towModel = MODELS[tow];
  const scale = 0.42;
  const towX = 1160 - towModel.length * scale;
  let veh = `<g transform="translate(${n(towX)},${groundY}) scale(${scale})">${placeRawSide(towModel, towPaint)}</g>`;
  if (trailer) {
    const tm = MODELS[trailer];
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

/** A side elevation in local units, with its own shadow; `bodyFill` swaps the body gradient. */
function placeRawSide(model: SideModel, p: Paint, bodyFill?: string): string {
  let body =
    model.under(p, true) +
    model.arches.map(well).join("") +
    model.wheels.map((w) => wheel(w, 0)).join("") +
    model.body(p);
  if (bodyFill) body = body.replaceAll("url(#bd)", `url(#${bodyFill})`);
  return `<ellipse cx="${model.length / 2}" cy="0" rx="${n(model.length * 0.55)}" ry="22" fill="url(#sh)"/>${body}`;
}
