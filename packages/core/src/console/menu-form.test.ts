import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { applySettingsPatch } from "../site/settings-patch.ts";
import { MAX_MENU_LINKS, menuSettingsPatch, menusOf, parseMenuForm } from "./menu-form.ts";

const refusal = (values: Record<string, string>) => {
  const result = parseMenuForm(values);
  if (result.ok) throw new Error("expected a refusal");
  return result;
};

describe("parseMenuForm", () => {
  it("reads the indexed names back into the header tree, the footer columns and the trigger", () => {
    const result = parseMenuForm({
      dropdownTrigger: "hover",
      "header.1.label": " Finance ",
      "header.1.href": "/finance",
      "header.1.children.0.label": "Car loans",
      "header.1.children.0.href": "/finance/loans",
      "header.1.children.1.label": "Range",
      "header.1.children.1.source": "body-types",
      "header.0.label": "Cars",
      "header.0.href": "/search/pre-owned",
      "footer.0.title": "Call us",
      "footer.0.links.0.label": "Sales",
      "footer.0.links.0.href": "tel:1300638762",
      // Not a name of the editor: left out.
      "header.0.colour": "red",
      websiteId: "3",
    });
    expect(result).toEqual({
      ok: true,
      menus: {
        dropdownTrigger: "hover",
        header: [
          { label: "Cars", href: "/search/pre-owned" },
          {
            label: "Finance",
            href: "/finance",
            children: [
              { label: "Car loans", href: "/finance/loans" },
              { label: "Range", source: "body-types" },
            ],
          },
        ],
        footer: [{ title: "Call us", links: [{ label: "Sales", href: "tel:1300638762" }] }],
      },
    });
  });

  it("refuses an unsafe address by the settings schema's rule, naming the link and its parent", () => {
    const result = refusal({
      "header.0.label": "Finance",
      "header.0.children.0.label": "Loans",
      "header.0.children.0.href": "javascript:alert(1)",
    });
    expect(result.errors).toEqual({
      "header.0.children.0.href":
        "“Loans” under “Finance”: Links start with /, #, tel:, mailto: or http(s)://.",
    });
    expect(result.message).toBe(result.errors["header.0.children.0.href"]);
  });

  it("refuses what the storefront cannot show: a fourth level, a link going nowhere, a source too deep", () => {
    const result = refusal({
      "header.0.label": "A",
      "header.0.children.0.label": "B",
      "header.0.children.0.children.0.label": "C",
      "header.0.children.0.children.0.source": "models",
      "header.0.children.0.children.0.children.0.label": "D",
      "header.0.children.0.children.0.children.0.href": "/d",
      "header.1.label": "Empty",
    });
    expect(result.errors["header.0.children.0.children.0.children.0.label"]).toMatch(
      /^“D” under “C” under “B” under “A” is too far down/,
    );
    expect(result.errors["header.0.children.0.children.0.source"]).toMatch(/too far down to be/);
    expect(result.errors["header.1.href"]).toBe("“Empty” needs an address, or links under it.");
    expect(result.message).toMatch(/\(and 2 more marked below\)$/);
  });

  it("refuses empty labels, twin labels, a column without a heading and a footer link without an address", () => {
    const result = refusal({
      "header.0.label": "",
      "header.0.href": "/a",
      "header.1.label": "Cars",
      "header.1.href": "/a",
      "header.2.label": "cars",
      "header.2.href": "/b",
      "footer.0.title": "",
      "footer.0.links.0.label": "Sales",
      "footer.1.title": "Visit",
      "footer.1.links.0.label": "Map",
      "footer.1.links.0.href": "https://maps.example.com",
      "footer.2.title": "visit",
      dropdownTrigger: "sometimes",
    });
    expect(result.errors).toEqual({
      "header.0.label": "Link 1 needs a label.",
      "header.2.label": "The header menu has two links called “cars”: give each its own label.",
      "footer.0.title": "Footer column 1 needs a heading.",
      "footer.0.links.0.href": "“Sales” under footer column 1 needs an address.",
      "footer.2.title": "Two footer columns are called “visit”: give each its own.",
      dropdownTrigger: "Choose whether menus open on a click or when the pointer rests on them.",
    });
  });

  it("refuses a menu longer than the limit", () => {
    const values: Record<string, string> = {};
    for (let i = 0; i <= MAX_MENU_LINKS; i += 1) {
      values[`header.${i}.label`] = `Link ${i}`;
      values[`header.${i}.href`] = `/l${i}`;
    }
    expect(refusal(values).errors.form).toMatch(/at most/);
  });

  it("patches the settings whole, and the stored settings read back as the editor opened them", () => {
    const menus = {
      header: [{ label: "Cars", href: "/cars", children: [{ label: "SUVs", href: "/cars/suv" }] }],
      footer: [{ title: "Us", links: [{ label: "About", href: "/about" }] }],
      dropdownTrigger: "hover" as const,
    };
    const stored = siteSettingsSchema.parse({
      navigation: { header: [{ label: "Old", href: "/old" }], financeSignIn: "footer" },
    });
    const patched = applySettingsPatch(stored, menuSettingsPatch(menus));
    if (!patched.ok) throw new Error("refused");
    const settings = siteSettingsSchema.parse(patched.data);
    expect(menusOf(settings)).toEqual(menus);
    // What the editor does not edit is kept.
    expect(settings.navigation.financeSignIn).toBe("footer");
  });
});
