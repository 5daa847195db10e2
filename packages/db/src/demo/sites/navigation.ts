import type { NavLink, SiteSettingsInput } from "@forecourt/core/site/site-settings";

type Navigation = NonNullable<SiteSettingsInput["navigation"]>;
type FooterColumn = { title: string; links: NavLink[] };

/** The footer column every demo site starts with: its about, blog, careers and legal pages. */
const INFORMATION: FooterColumn = {
  title: "Information",
  links: [
    { label: "About us", href: "/about-us" },
    { label: "Blog", href: "/blog" },
    { label: "Careers", href: "/careers" },
    { label: "Privacy policy", href: "/privacy-policy/" },
    { label: "Terms and conditions", href: "/terms-and-conditions/" },
  ],
};

/**
 * A demo site's menus: its own header items, then Contact; in the footer the information
 * column, then the site's own way to reach it.
 */
export function navigation(header: NavLink[], reachUs: FooterColumn): Navigation {
  return {
    header: [...header, { label: "Contact", href: "/contact" }],
    footer: [INFORMATION, reachUs],
  };
}
