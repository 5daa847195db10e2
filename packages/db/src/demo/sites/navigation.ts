import type { NavLink, SiteSettingsInput } from "@forecourt/core/site/site-settings";

type Navigation = NonNullable<SiteSettingsInput["navigation"]>;
type FooterColumn = { title: string; links: NavLink[] };

/** The footer column every demo site starts with: its about, blog, careers and legal pages. */
const information = (blog: { href: string; label: string }): FooterColumn => ({
  title: "Information",
  links: [
    { label: "About us", href: "/about-us" },
    blog,
    { label: "Careers", href: "/careers" },
    { label: "Privacy policy", href: "/privacy-policy/" },
    { label: "Terms and conditions", href: "/terms-and-conditions/" },
  ],
});

/**
 * A demo site's menus: its own header items, then Contact; in the footer the information
 * column, then the site's own way to reach it.
 */
export function navigation(
  header: NavLink[],
  reachUs: FooterColumn,
  /** Where the site's blog is (settings paths.blog) and what it is called. */
  blog: { href: string; label: string } = { href: "/blog", label: "Blog" },
): Navigation {
  return {
    header: [...header, { label: "Contact", href: "/contact" }],
    footer: [information(blog), reachUs],
  };
}
