import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { metrics } from "./metrics.ts";

const RULES = path.join(import.meta.dirname, "../../../../../deploy/prometheus/alerts.yml");

describe("the shipped alert rules (deploy/prometheus/alerts.yml)", () => {
  it("are accepted by Prometheus' own checker (promtool check rules)", () => {
    const checked = spawnSync("promtool", ["check", "rules", RULES], { encoding: "utf8" });
    expect(checked.error, "promtool (Debian's prometheus package) must be installed").toBe(
      undefined,
    );
    expect(checked.stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect(checked.status).toBe(0);
  });

  it("name only series the processes serve", async () => {
    const served = new Set(
      (await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const named = new Set(
      readFileSync(RULES, "utf8").match(/\b(?:forecourt|nodejs|process)_[a-z0-9_]+/g) ?? [],
    );
    expect(named.size).toBeGreaterThan(5);
    for (const series of named) {
      expect(served, series).toContain(series.replace(/_(bucket|count|sum)$/, ""));
    }
  });
});
