import { describe, expect, it } from "vitest";
import {
  FEED_IMAGE_RECHECK_MS,
  imageRecheckOf,
  imageRecheckOffset,
  type ImageRecheckInput,
} from "./image-recheck.ts";

const DAY = FEED_IMAGE_RECHECK_MS;
const MINUTE = 60_000;
const START = Date.parse("2026-03-01T00:00:00Z");
const at = (ms: number) => new Date(START + ms);

const recheck = (input: Partial<ImageRecheckInput> & { carId: number }) =>
  imageRecheckOf({
    carCreatedAt: at(-30 * DAY),
    previousImportAt: at(0),
    now: at(15 * MINUTE),
    intervalMs: DAY,
    ...input,
  });

describe("imageRecheckOf", () => {
  it("waits an interval after a car is created, whenever its moment comes", () => {
    expect(recheck({ carId: 7, carCreatedAt: at(0), now: at(DAY - 1) })).toEqual({
      isDue: false,
      reason: "new-car",
    });
    expect(
      recheck({ carId: 7, carCreatedAt: at(0), now: at(DAY), previousImportAt: at(0) }),
    ).toEqual({ isDue: true });
  });

  it("asks about every car when there was no import before", () => {
    expect(recheck({ carId: 7, previousImportAt: null })).toEqual({ isDue: true });
  });

  it("asks about every car when the previous import is an interval or more ago", () => {
    for (const carId of [1, 2, 3, 1_000, 123_456]) {
      expect(recheck({ carId, previousImportAt: at(0), now: at(DAY) })).toEqual({ isDue: true });
    }
  });

  it("is due from the car's own moment on, once: not at the import before it, nor after", () => {
    const carId = 42;
    const moment = imageRecheckOffset(carId, DAY);
    expect(recheck({ carId, previousImportAt: at(moment - 10), now: at(moment - 1) })).toEqual({
      isDue: false,
      reason: "not-its-turn",
    });
    expect(recheck({ carId, previousImportAt: at(moment - 1), now: at(moment) })).toEqual({
      isDue: true,
    });
    expect(recheck({ carId, previousImportAt: at(moment), now: at(moment + DAY - 1) })).toEqual({
      isDue: false,
      reason: "not-its-turn",
    });
    expect(recheck({ carId, previousImportAt: at(moment), now: at(moment + DAY) })).toEqual({
      isDue: true,
    });
  });

  it("over a day of imports every 15 minutes, asks about each car exactly once, a share at a time", () => {
    const CARS = 2_000;
    const IMPORTS = DAY / (15 * MINUTE);
    const asked = new Map<number, number>();
    const perImport: number[] = [];
    for (let k = 1; k <= IMPORTS; k++) {
      let count = 0;
      for (let carId = 1; carId <= CARS; carId++) {
        const result = recheck({
          carId,
          previousImportAt: at((k - 1) * 15 * MINUTE),
          now: at(k * 15 * MINUTE),
        });
        if (result.isDue) {
          asked.set(carId, (asked.get(carId) ?? 0) + 1);
          count++;
        }
      }
      perImport.push(count);
    }
    expect(asked.size).toBe(CARS);
    expect([...asked.values()].every((times) => times === 1)).toBe(true);
    // About CARS / 96 (21) a time: never a large share at once.
    expect(Math.max(...perImport)).toBeLessThan((3 * CARS) / IMPORTS);
  });

  it("places each car's moment inside the interval", () => {
    for (const carId of [1, 2, 99, 2 ** 31 - 1]) {
      const offset = imageRecheckOffset(carId, DAY);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(DAY);
    }
  });
});
