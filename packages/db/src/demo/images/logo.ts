/** A dealer's wordmark: an emblem with its initials, then its name. */
import { luminance, mix, normalise } from "./colour.ts";
import { toPng } from "./encode.ts";
import { hashString } from "./hash-string.ts";
import { initials, splitName } from "./logo-name.ts";
import { FONT, esc, n, path, rect, svgDoc } from "./svg.ts";
import { fitFont, textWidth } from "./text-metrics.ts";

type LogoOptions = { name: string; primary: string; secondary: string };

export const LOGO_SIZE = { width: 480, height: 160 } as const;

/** The colour of the logo's wordmark: the brand colour, darkened when it is light. */
export function logoInk(primaryColour: string): string {
  const primary = normalise(primaryColour);
  return luminance(primary) > 0.55 ? mix(primary, "#000000", 0.55) : primary;
}

export async function renderLogo(options: LogoOptions): Promise<Buffer> {
  return toPng(logoSvg(options));
}

function logoSvg(o: LogoOptions): string {
  const { width: W, height: H } = LOGO_SIZE;
  const primary = normalise(o.primary);
  const secondary = normalise(o.secondary);
  const name = o.name.trim().slice(0, 48) || "Dealer";
  const ink = logoInk(primary);
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
