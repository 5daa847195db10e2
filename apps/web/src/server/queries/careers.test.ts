import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => unknown) => fn }));
vi.mock("../db.ts", () => ({ db: () => Promise.reject(new Error("no database in unit tests")) }));

const { loadCareers, CAREERS_RETRIES } = await import("./content.ts");

const position = {
  id: 1,
  slug: "sales-consultant",
  title: "Sales Consultant",
  locationName: "Maroochydore",
  employmentType: "Full time",
  descriptionHtml: "",
  postedAt: new Date("2026-11-01T00:00:00Z"),
};

describe("loadCareers", () => {
  it("retries a failing load up to 2 more times and logs each failure", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("timeout"))
      .mockRejectedValueOnce(new Error("reset"))
      .mockResolvedValue([position]);
    const log = vi.fn();
    await expect(loadCareers(7, load, log)).resolves.toEqual([position]);
    expect(CAREERS_RETRIES).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledWith(7);
    expect(log.mock.calls.map(([m]) => m)).toEqual([
      "careers for site 7: attempt 1 failed (timeout), retrying",
      "careers for site 7: attempt 2 failed (reset), retrying",
    ]);
  });

  it("fails after the third attempt", async () => {
    const load = vi.fn().mockRejectedValue(new Error("down"));
    const log = vi.fn();
    await expect(loadCareers(7, load, log)).rejects.toThrow("down");
    expect(load).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith("careers for site 7: attempt 3 failed (down)");
  });
});
