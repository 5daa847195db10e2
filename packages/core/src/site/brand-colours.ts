/**
 * Brand colours a site's settings give, made readable (WCAG 2.1 AA). A pair that fails keeps
 * the dealer's background and gets the readable foreground instead; a logo whose ink is lost on
 * the header gets a light plate behind it.
 */

type BrandColours = {
  primary: string;
  primaryForeground: string;
  accent: string;
  header: string;
  headerForeground: string;
};

export type BrandTheme = BrandColours & {
  accentForeground: string;
  /** The primary colour under a pointer: moved away from its foreground, never less readable. */
  primaryHover: string;
  /** The logo sits on a light plate: its ink does not stand out from the header. */
  hasLogoPlate: boolean;
};

/** Text of normal size needs 4.5:1 against its background (WCAG 1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** A logo is a graphical object: 3:1 against what is around it (WCAG 1.4.11). */
export const GRAPHIC_CONTRAST = 3;

export const DARK_TEXT = "#0f172a";
export const LIGHT_TEXT = "#ffffff";

function channels(hex: string): [number, number, number] {
  const value = hex.trim().replace(/^#/, "");
  const full =
    value.length === 3
      ? value
          .split("")
          .map((c) => c + c)
          .join("")
      : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new RangeError(`"${hex}" is not a hex colour.`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.1), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The foreground to use on `background`: the preferred one when it reaches `minimum`, else
 * dark or light text, whichever reads better, else black or white. On a mid-tone (#7b7b7b)
 * neither the dark slate nor white reaches 4.5:1, but black or white always does (at least
 * about 4.58:1, where their contrasts cross).
 */
export function readableForeground(
  background: string,
  preferred: string,
  minimum: number = TEXT_CONTRAST,
): string {
  if (contrastRatio(background, preferred) >= minimum) return preferred;
  const better = (a: string, b: string) =>
    contrastRatio(background, a) >= contrastRatio(background, b) ? a : b;
  const text = better(DARK_TEXT, LIGHT_TEXT);
  return contrastRatio(background, text) >= minimum ? text : better("#000000", "#ffffff");
}

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** `colour` mixed with black or white by `amount` (0 to 1). */
export function shade(colour: string, toward: "black" | "white", amount: number): string {
  const target = toward === "black" ? 0 : 255;
  return hex(channels(colour).map((v) => v + (target - v) * amount));
}

/**
 * A hover shade of `background` that keeps `foreground` at least as readable: darker under
 * light text, lighter under dark text (a plain opacity change would lower the contrast).
 */
function hoverShade(background: string, foreground: string, amount = 0.12): string {
  const isLightText = relativeLuminance(foreground) > relativeLuminance(background);
  return shade(background, isLightText ? "black" : "white", amount);
}

/** The site's colours with every foreground readable on its background. */
export function brandTheme(colours: BrandColours, logoInk?: string | null): BrandTheme {
  const primaryForeground = readableForeground(colours.primary, colours.primaryForeground);
  return {
    ...colours,
    primaryForeground,
    primaryHover: hoverShade(colours.primary, primaryForeground),
    accentForeground: readableForeground(colours.accent, DARK_TEXT),
    headerForeground: readableForeground(colours.header, colours.headerForeground),
    hasLogoPlate: logoInk ? contrastRatio(logoInk, colours.header) < GRAPHIC_CONTRAST : false,
  };
}

/** The colour pairs a dealer sets that carry text: the foreground's setting, on its background's. */
const BRAND_TEXT_PAIRS = [
  {
    foreground: "primaryForeground",
    background: "primary",
    words: "The button text colour on the button colour",
  },
  {
    foreground: "headerForeground",
    background: "header",
    words: "The header text colour on the header colour",
  },
] as const satisfies readonly {
  foreground: keyof BrandColours;
  background: keyof BrandColours;
  /** The pair as the console's settings labels name it (never the setting's key). */
  words: string;
}[];

/** A text colour the settings give that cannot be read on its background. */
type UnreadablePair = {
  /** The foreground's setting, where the refusal is reported. */
  field: (typeof BRAND_TEXT_PAIRS)[number]["foreground"];
  /** The ratio rounded down to two decimals, so it never reads as passing. */
  ratio: number;
  message: string;
};

/**
 * Each text pair of these colours under `minimum` (4.5:1, WCAG 1.4.3), with a message naming
 * the pair and its ratio. The theme would replace such a foreground on the page; a dealer who
 * sets one is told instead of seeing a colour other than the one asked for.
 */
export function unreadablePairs(
  colours: BrandColours,
  minimum: number = TEXT_CONTRAST,
): UnreadablePair[] {
  return BRAND_TEXT_PAIRS.flatMap((pair) => {
    const foreground = colours[pair.foreground];
    const background = colours[pair.background];
    const exact = contrastRatio(foreground, background);
    if (exact >= minimum) return [];
    const ratio = Math.floor(exact * 100) / 100;
    return [
      {
        field: pair.foreground,
        ratio,
        message: `${pair.words} (${foreground} on ${background}) has a contrast of ${ratio}:1; it needs at least ${minimum}:1 to be readable (WCAG AA).`,
      },
    ];
  });
}
