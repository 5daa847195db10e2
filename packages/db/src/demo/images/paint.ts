import { luminance, mix, normalise } from "./colour.ts";

export type Paint = {
  body: string;
  hi: string;
  lo: string;
  /** Panel gaps and creases: darker than the body (lighter on a black body). */
  line: string;
  /** Decal stripes on RVs: charcoal on light bodies, pale on dark ones. */
  stripe: string;
  lum: number;
};

export function paintFor(colour: string): Paint {
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

export const GLASS = "url(#gl)";
/** Marks a model's main body panel, which the angled view extrudes to suggest depth. */
export const HULL = `data-hull="1"`;
export const TYRE = "#17181a";
export const TRIM = "#25272b";
export const RED = "#b3141c";
export const LAMP = "#f4f7fb";
const CANVAS = "#d8cfb8";

function sharedDefs(p: Paint): string {
  return `<linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.hi}"/><stop offset=".38" stop-color="${mix(p.body, "#ffffff", 0.12)}"/><stop offset=".5" stop-color="${p.body}"/><stop offset=".53" stop-color="${mix(p.body, "#000000", 0.12)}"/><stop offset=".7" stop-color="${p.body}"/><stop offset="1" stop-color="${p.lo}"/></linearGradient>
<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8294"/><stop offset=".45" stop-color="#26323e"/><stop offset="1" stop-color="#0e1319"/></linearGradient>
<radialGradient id="rim" cx=".42" cy=".38" r=".75"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".6" stop-color="#b4bac0"/><stop offset="1" stop-color="#6f767d"/></radialGradient>
<linearGradient id="chr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7f9"/><stop offset=".5" stop-color="#8e959c"/><stop offset="1" stop-color="#d8dce0"/></linearGradient>
<linearGradient id="cv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(CANVAS, "#ffffff", 0.3)}"/><stop offset="1" stop-color="${mix(CANVAS, "#000000", 0.15)}"/></linearGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset=".55" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

/** The gradients every vehicle drawing refers to, plus the white cargo-box gradient. */
export function vehicleDefs(p: Paint): string {
  return `${sharedDefs(p)}<linearGradient id="bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#cfd3d7"/></linearGradient>`;
}
