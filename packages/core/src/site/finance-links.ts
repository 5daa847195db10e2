import type { NavLink, SiteSettings } from "./site-settings.ts";

export const PRE_APPROVAL_LABEL = "Get pre-approved";

type Navigation = Pick<SiteSettings["navigation"], "header" | "footer">;
type FinanceLinkSettings = {
  navigation: Navigation & Pick<SiteSettings["navigation"], "financePreApproval">;
  paths: Pick<SiteSettings["paths"], "finance">;
};

/**
 * The site's menus with the finance pre-approval link where its settings place it: at the end
 * of the header, or last in the first footer column. It goes to the finance form on the site's
 * finance page (spec §2 "a finance pre-approval link goes to /finance on some sites").
 */
export function withFinanceLinks(settings: FinanceLinkSettings): Navigation {
  const { header, footer, financePreApproval } = settings.navigation;
  const link: NavLink = {
    label: PRE_APPROVAL_LABEL,
    href: `${settings.paths.finance}#finance-form`,
  };
  if (financePreApproval === "header") return { header: [...header, link], footer };
  const [first, ...rest] = footer;
  if (financePreApproval === "footer" && first)
    return { header, footer: [{ ...first, links: [...first.links, link] }, ...rest] };
  return { header, footer };
}
