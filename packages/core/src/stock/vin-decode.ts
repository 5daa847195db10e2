import { VIN_PATTERN } from "../domain/vin.ts";

/**
 * What decoding a VIN gives the car form (NHTSA's vPIC data, read offline): the fields vPIC
 * knows, in its words, each null when it does not say. The staff member sees them and may change
 * any before saving.
 */
export type VinDecodedFields = {
  make: string;
  model: string;
  year: number;
  series: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drivetrain: string | null;
  /** "2.0 L, 4 cylinders (J30A4)": displacement, cylinders and engine code, as vPIC has them. */
  engine: string | null;
};

/** Why a VIN gave no fields. */
type VinDecodeRefusal = "not-a-vin" | "unknown-maker" | "no-model";

export type VinDecode =
  | { ok: true; vin: string; fields: VinDecodedFields }
  | { ok: false; vin: string; reason: VinDecodeRefusal; message: string };

export const VIN_DECODE_MESSAGES = {
  "not-a-vin": "A VIN is 17 letters and digits, without I, O or Q.",
  "unknown-maker":
    "NHTSA's vehicle data does not know this VIN's maker code (many cars built for Australia are not in it), so type the details.",
  "no-model":
    "NHTSA's vehicle data knows this maker but not this model and year, so type the details.",
} as const satisfies Record<VinDecodeRefusal, string>;

/** The VIN as typed or scanned, in capitals without spaces; null when it is not 17 VIN characters. */
export function normaliseVin(text: string): string | null {
  const vin = text.replace(/[\s-]/g, "").toUpperCase();
  return VIN_PATTERN.test(vin) ? vin : null;
}

/**
 * The VIN among the texts a scan of a label read: the first that is one, where a Code 39 label
 * printed for an imported car carries a leading "I" (18 characters) and some labels carry spaces
 * or dashes. Null when none is a VIN (a part number, a tyre size).
 */
export function vinOfScannedTexts(texts: readonly string[]): string | null {
  for (const text of texts) {
    const vin = normaliseVin(text) ?? normaliseVin(text.trim().replace(/^I(?=[A-Z0-9]{17}$)/i, ""));
    if (vin) return vin;
  }
  return null;
}

/** "2.0 L, 4 cylinders (J30A4)" from vPIC's engine parts; null when it has none. */
export function engineText(engine: {
  displacement?: string;
  cylinders?: string;
  model?: string;
}): string | null {
  const litres = engine.displacement ? Number(engine.displacement) : Number.NaN;
  const parts = [
    Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)} L` : null,
    engine.cylinders ? `${engine.cylinders} cylinders` : null,
  ].filter((part): part is string => part !== null);
  const code = engine.model ? `(${engine.model})` : null;
  const text = [parts.join(", "), code].filter(Boolean).join(" ");
  return text === "" ? null : text;
}
