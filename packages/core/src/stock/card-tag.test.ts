import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { cardTag, type CardTagCar } from "./card-tag.ts";

const NOW = new Date("2026-11-22T00:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const plain: CardTagCar = {
  simpleFuel: "Petrol",
  isReserved: false,
  isCertified: false,
  tag: null,
  status: "in_stock",
  isSold: false,
  createdAt: daysAgo(30),
};
const everything: CardTagCar = {
  simpleFuel: "Electric",
  isReserved: true,
  isCertified: true,
  tag: "runout sale",
  status: "coming_soon",
  isSold: false,
  createdAt: daysAgo(1),
};
const full = siteSettingsSchema.parse({
  stock: { showFuelTags: true, certifiedProgram: { name: "Metro Certified", logoUrl: "/l.png" } },
});
const plainSite = siteSettingsSchema.parse({});

describe("cardTag priority (spec §4)", () => {
  it("walks down the priority list as each higher tag stops applying", () => {
    const steps: [Partial<CardTagCar>, string | null][] = [
      [{}, "fuel"],
      [{ simpleFuel: "Petrol" }, "reserved"],
      [{ isReserved: false }, "certified"],
      [{ isCertified: false }, "custom"],
      [{ tag: "  " }, "coming-soon"],
      [{ status: "in_stock" }, "just-arrived"],
      [{ createdAt: daysAgo(9) }, null],
      [{ isSold: true, status: "sold" }, "sold"],
    ];
    let car = { ...everything };
    for (const [change, kind] of steps) {
      car = { ...car, ...change };
      expect(cardTag(car, full, NOW)?.kind ?? null).toBe(kind);
    }
  });

  it.each(["Electric", "Hybrid", "PHEV"] as const)("shows the %s fuel label", (fuel) => {
    expect(cardTag({ ...plain, simpleFuel: fuel }, full, NOW)).toEqual({
      kind: "fuel",
      text: fuel,
    });
  });

  it("shows no fuel label when the site turns them off, or for other fuels", () => {
    expect(cardTag({ ...plain, simpleFuel: "Electric" }, plainSite, NOW)).toBeNull();
    expect(cardTag({ ...plain, simpleFuel: "Diesel" }, full, NOW)).toBeNull();
  });

  it("needs a certified program on the site for the certified logo", () => {
    expect(cardTag({ ...plain, isCertified: true }, full, NOW)).toEqual({
      kind: "certified",
      text: "Metro Certified",
      logoUrl: "/l.png",
    });
    expect(cardTag({ ...plain, isCertified: true }, plainSite, NOW)).toBeNull();
  });

  it("uses the site's just-arrived window (default 8 days), boundary excluded", () => {
    expect(cardTag({ ...plain, createdAt: daysAgo(7.99) }, plainSite, NOW)?.text).toBe(
      "JUST ARRIVED",
    );
    expect(cardTag({ ...plain, createdAt: daysAgo(8) }, plainSite, NOW)).toBeNull();
    const short = siteSettingsSchema.parse({
      stock: { justArrivedDays: 2 },
      labels: { justArrivedTag: "NEW IN" },
    });
    expect(cardTag({ ...plain, createdAt: daysAgo(1) }, short, NOW)?.text).toBe("NEW IN");
    expect(cardTag({ ...plain, createdAt: daysAgo(3) }, short, NOW)).toBeNull();
  });

  it("shows the sold label, default JUST SOLD, or the site's own", () => {
    const sold = { ...plain, isSold: true, createdAt: daysAgo(1) };
    expect(cardTag(sold, plainSite, NOW)).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(cardTag({ ...plain, status: "sold" }, plainSite, NOW)?.kind).toBe("sold");
    const own = siteSettingsSchema.parse({ labels: { soldTag: "SOLD" } });
    expect(cardTag(sold, own, NOW)?.text).toBe("SOLD");
  });
});
