import { describe, expect, it } from "vitest";
import { FINANCE_SIGN_IN_LABEL, PRE_APPROVAL_LABEL, withFinanceLinks } from "./finance-links.ts";
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

  describe("the finance sign-in link", () => {
    const signIn = {
      label: FINANCE_SIGN_IN_LABEL,
      href: "/sign-in?type=finance&redirect=%2Fapply-for-finance%23finance-form",
    };
    const withSignIn = (isEnabled: boolean, financePreApproval: "none" | "header" = "none") =>
      parseSiteSettings({
        navigation: { ...menus, financeSignIn: "header", financePreApproval },
        paths: { finance: "/apply-for-finance" },
        auth: { isEnabled },
        garage: { isEnabled: true },
      });

    it("is the sign-in route with type=finance, redirecting to the finance form", () => {
      expect(withFinanceLinks(withSignIn(true)).header).toEqual([...menus.header, signIn]);
    });

    it("follows the pre-approval link when both go to the same menu", () => {
      expect(withFinanceLinks(withSignIn(true, "header")).header).toEqual([
        ...menus.header,
        preApproval,
        signIn,
      ]);
    });

    it("is left out where visitors cannot sign in", () => {
      expect(withFinanceLinks(withSignIn(false)).header).toEqual(menus.header);
    });
  });
});
