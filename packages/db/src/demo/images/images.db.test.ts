import sharp from "sharp";
import type { Region, Stats } from "sharp";
import { describe, expect, it } from "vitest";
import { HERO_IMAGE_SIZE, renderHeroImage } from "./hero-image.ts";
import { LOGO_SIZE, renderLogo } from "./logo.ts";
import { renderModelImage } from "./model-image.ts";
import { VEHICLE_PAINT_COLOURS, pickColour } from "./paint-colours.ts";
import { VEHICLE_IMAGE_SIZE, renderVehicleImage } from "./vehicle-image.ts";
import { VEHICLE_IMAGE_KINDS } from "./vehicle-kinds.ts";

const MAX_BYTES = 80 * 1024;

/** Statistics of a region: extract first, since stats() describes the pipeline's input. */
async function regionStats(buf: Buffer, region: Region): Promise<Stats> {
  return sharp(await sharp(buf).extract(region).toBuffer()).stats();
}

/** The largest per-channel standard deviation: near 0 for a flat, single-colour image. */
async function maxStdev(buf: Buffer): Promise<number> {
  const { channels } = await sharp(buf).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.stdev));
}

/** A JPEG of the given size within the byte budget, and not a flat fill. */
async function expectVariedJpeg(buf: Buffer, size: { width: number; height: number }) {
  const meta = await sharp(buf).metadata();
  expect(meta.format).toBe("jpeg");
  expect([meta.width, meta.height]).toEqual([size.width, size.height]);
  expect(buf.length).toBeLessThanOrEqual(MAX_BYTES);
  expect(await maxStdev(buf)).toBeGreaterThan(20);
}

describe("renderVehicleImage", () => {
  it.each(VEHICLE_IMAGE_KINDS)(
    "renders every view of a %s as a varied 1200x800 JPEG",
    async (kind) => {
      for (let view = 0; view < 4; view++) {
        const buf = await renderVehicleImage({ kind, colour: pickColour(view + 3), view });
        await expectVariedJpeg(buf, VEHICLE_IMAGE_SIZE);
        expect(buf.length).toBeGreaterThan(8 * 1024);
      }
    },
  );

  it("is deterministic: same options, same bytes", async () => {
    const options = { kind: "caravan", colour: "#b01c22", view: 1, label: "Stock #C1001" } as const;
    const a = await renderVehicleImage(options);
    const b = await renderVehicleImage({ ...options });
    expect(a.equals(b)).toBe(true);
  });

  it("varies with view, kind, colour and label", async () => {
    const base = { kind: "car", colour: "#235a9c", view: 0 } as const;
    const ref = await renderVehicleImage(base);
    const variants = await Promise.all([
      renderVehicleImage({ ...base, view: 1 }),
      renderVehicleImage({ ...base, kind: "suv" }),
      renderVehicleImage({ ...base, colour: "#b01c22" }),
      renderVehicleImage({ ...base, label: "Stock #1" }),
    ]);
    for (const v of variants) expect(v.equals(ref)).toBe(false);
  });

  it("paints the body in the requested colour", async () => {
    const redness = async (colour: string) => {
      const buf = await renderVehicleImage({ kind: "van", colour, view: 0 });
      // The middle of the frame is body panel in the side view.
      const { channels } = await regionStats(buf, { left: 300, top: 440, width: 600, height: 100 });
      return channels[0]!.mean - channels[2]!.mean;
    };
    expect(await redness("#b01c22")).toBeGreaterThan(60);
    expect(await redness("#235a9c")).toBeLessThan(-30);
  });

  it("takes the view modulo 4 and accepts short hex colours", async () => {
    const a = await renderVehicleImage({ kind: "motorcycle", colour: "#fff", view: 6 });
    const b = await renderVehicleImage({ kind: "motorcycle", colour: "#ffffff", view: 2 });
    expect(a.equals(b)).toBe(true);
  });

  it("rejects a colour that is not hex", async () => {
    await expect(renderVehicleImage({ kind: "car", colour: "red", view: 0 })).rejects.toThrow(
      /hex colour/,
    );
  });
});

describe("renderModelImage", () => {
  it("renders a captioned 1200x800 JPEG, deterministically", async () => {
    const options = {
      kind: "motorhome",
      colour: "#f1f2ef",
      name: "Sunliner Switch 24 & Co <Test>",
    } as const;
    const buf = await renderModelImage(options);
    await expectVariedJpeg(buf, VEHICLE_IMAGE_SIZE);
    expect((await renderModelImage(options)).equals(buf)).toBe(true);
    // The caption strip is dark with white text in it.
    const strip = await regionStats(buf, { left: 40, top: 690, width: 700, height: 90 });
    expect(strip.channels[0]!.min).toBeLessThan(60);
    expect(strip.channels[0]!.max).toBeGreaterThan(200);
  });
});

describe("renderLogo", () => {
  it("renders a 480x160 PNG wordmark on a transparent background", async () => {
    const options = { name: "Sunshine Coast Caravans", primary: "#0b5c8a", secondary: "#f2a900" };
    const buf = await renderLogo(options);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([LOGO_SIZE.width, LOGO_SIZE.height]);
    expect(meta.hasAlpha).toBe(true);
    expect((await renderLogo({ ...options })).equals(buf)).toBe(true);

    const { data, info } = await sharp(buf)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(info.width - 1, info.height - 1)).toBe(0);
    // The emblem is solid; the name to its right renders as text (needs a font such as DejaVu).
    expect(alpha(80, 40)).toBe(255);
    let inked = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 180; x < info.width; x++) if (alpha(x, y) > 128) inked++;
    }
    expect(inked).toBeGreaterThan(2000);
  });

  it("differs between dealers", async () => {
    const a = await renderLogo({
      name: "Redline Motors",
      primary: "#c8102e",
      secondary: "#1d1d1b",
    });
    const b = await renderLogo({ name: "Apex Moto", primary: "#ffd400", secondary: "#222222" });
    expect(a.equals(b)).toBe(false);
  });
});

describe("renderHeroImage", () => {
  it("renders a 1200x630 JPEG banner, with or without the name", async () => {
    for (const withName of [false, true]) {
      const buf = await renderHeroImage({
        name: "Outback RV & Marine",
        primary: "#2f5d3a",
        withName,
      });
      await expectVariedJpeg(buf, HERO_IMAGE_SIZE);
    }
    const a = await renderHeroImage({ name: "X", primary: "#0b5c8a" });
    const b = await renderHeroImage({ name: "X", primary: "#0b5c8a" });
    expect(a.equals(b)).toBe(true);
  });
});

describe("pickColour", () => {
  it("walks the paint palette deterministically for any seed", () => {
    const picks = Array.from({ length: VEHICLE_PAINT_COLOURS.length }, (_, i) => pickColour(i));
    expect(new Set(picks).size).toBe(VEHICLE_PAINT_COLOURS.length);
    for (const hex of picks) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(pickColour(5)).toBe(pickColour(5 + VEHICLE_PAINT_COLOURS.length));
    expect(VEHICLE_PAINT_COLOURS.map((c) => c.hex)).toContain(pickColour(-7));
    expect(VEHICLE_PAINT_COLOURS.map((c) => c.hex)).toContain(pickColour(Number.NaN));
    expect(VEHICLE_IMAGE_KINDS).toHaveLength(10);
  });
});
