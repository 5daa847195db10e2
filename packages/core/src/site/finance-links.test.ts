import { describe, expect, it } from "vitest";
import { PRE_APPROVAL_LABEL, withFinanceLinks } from "./finance-links.ts";
import { siteSettingsSchema } from "./site-settings.ts";

const parseSiteSettings = (input: unknown) => siteSettingsSchema.parse(input);

const menus = {
  header: [{ label: "Stock", href: "/search" }],
  footer: [
    { title: "Information", links: [{ label: "About us", href: "/about-us" }] },
    { title: "Contact", links: [] },
  ],
};
const settingsWith = (financePreApproval: "none" | "header" | "footer") =>
  parseSiteSettings({
    navigation: { ...menus, financePreApproval },
    paths: { finance: "/apply-for-finance" },
  });
const preApproval = { label: PRE_APPROVAL_LABEL, href: "/apply-for-finance#finance-form" };

describe("withFinanceLinks", () => {
  it("leaves the menus alone by default", () => {
    expect(withFinanceLinks(parseSiteSettings({ navigation: menus }))).toEqual(menus);
    expect(withFinanceLinks(settingsWith("none"))).toEqual(menus);
  });

  it("ends the header with the pre-approval link to the site's finance form", () => {
    const { header, footer } = withFinanceLinks(settingsWith("header"));
    expect(header).toEqual([...menus.header, preApproval]);
    expect(footer).toEqual(menus.footer);
  });

  it("ends the first footer column with it", () => {
    const { header, footer } = withFinanceLinks(settingsWith("footer"));
    expect(header).toEqual(menus.header);
    expect(footer[0]?.links).toEqual([...menus.footer[0]!.links, preApproval]);
    expect(footer[1]).toEqual(menus.footer[1]);
  });

  it("has nowhere to go in a footer with no columns", () => {
    const settings = parseSiteSettings({ navigation: { financePreApproval: "footer" } });
    expect(withFinanceLinks(settings)).toEqual({ header: [], footer: [] });
  });
});
