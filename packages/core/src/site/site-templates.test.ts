import { describe, expect, it } from "vitest";
import { SITE_TEMPLATES } from "../domain/locale-code.ts";
import { parseMenuForm } from "../console/menu-form.ts";
import { siteSettingsSchema } from "./site-settings.ts";
import { starterMenu, TEMPLATE_OPTIONS } from "./site-templates.ts";

describe("site templates as the operator picks them", () => {
  it("names every template in dealer words, never by its key", () => {
    expect(TEMPLATE_OPTIONS.map((option) => option.template)).toEqual([...SITE_TEMPLATES]);
    const names = TEMPLATE_OPTIONS.map((option) => option.name);
    expect(new Set(names).size).toBe(names.length);
    for (const option of TEMPLATE_OPTIONS) {
      expect(option.name).not.toBe(option.template);
      expect(option.description.length).toBeGreaterThan(10);
    }
  });

  it("starts a motorcycle site's menu with its stock, finance, service, trade-in and contact", () => {
    expect(starterMenu("motorcycles")).toEqual([
      { label: "Motorcycles in stock", href: "/search" },
      { label: "Finance", href: "/finance" },
      { label: "Service", href: "/service" },
      { label: "Trade-in", href: "/trade-in" },
      { label: "Contact", href: "/contact" },
    ]);
    expect(starterMenu("cars")[0]).toEqual({ label: "Cars in stock", href: "/search" });
    expect(starterMenu("cars")[3]).toEqual({ label: "Sell your car", href: "/sell-my-car" });
    expect(starterMenu("rv")[0]?.label).toBe("RVs in stock");
  });

  it("gives every template a menu the settings accept", () => {
    for (const template of SITE_TEMPLATES) {
      const parsed = siteSettingsSchema.safeParse({
        navigation: { header: starterMenu(template) },
      });
      expect(parsed.success).toBe(true);
    }
  });

  it("is a menu the menu editor opens and saves unchanged", () => {
    for (const template of SITE_TEMPLATES) {
      const menu = starterMenu(template);
      const posted = Object.fromEntries(
        menu.flatMap((link, index) => [
          [`header.${index}.label`, link.label],
          [`header.${index}.href`, link.href ?? ""],
        ]),
      );
      const saved = parseMenuForm(posted);
      expect(saved.ok && saved.menus.header).toEqual(menu);
    }
  });
});
