/** SVG building blocks: numbers rounded for short, stable output, escaping and shapes. */

export const FONT = "DejaVu Sans, Arial, sans-serif";

/** One decimal place keeps the SVG short and the output stable. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Three decimal places, for scale factors. */
export function r3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

export function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = "",
) {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = "") {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(d: string, stroke: string, width: number, extra = "") {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
