import { signInHref } from "../garage/sign-in-link.ts";
import { financeFormPath } from "../stock/vehicle-links.ts";
import type { NavLink, SiteSettings } from "./site-settings.ts";

export const PRE_APPROVAL_LABEL = "Get pre-approved";
export const FINANCE_SIGN_IN_LABEL = "Finance sign in";

type Navigation = Pick<SiteSettings["navigation"], "header" | "footer">;
type FinanceLinkSettings = {
  navigation: Navigation & Pick<SiteSettings["navigation"], "financePreApproval" | "financeSignIn">;
  paths: Pick<SiteSettings["paths"], "finance">;
  auth: Pick<SiteSettings["auth"], "isEnabled">;
  garage: Pick<SiteSettings["garage"], "isEnabled">;
};

type Placement = SiteSettings["navigation"]["financePreApproval"];

function place(menus: Navigation, link: NavLink, placement: Placement): Navigation {
  const { header, footer } = menus;
  if (placement === "header") return { header: [...header, link], footer };
  const [first, ...rest] = footer;
  if (placement === "footer" && first)
    return { header, footer: [{ ...first, links: [...first.links, link] }, ...rest] };
  return menus;
}

/**
 * The site's menus with the finance links where its settings place them: at the end of the
 * header, or last in the first footer column (spec §2). The pre-approval link goes to the
 * finance form on the site's finance page; the sign-in link is the sign-in route with
 * type=finance and that form as its redirect, shown only where visitors can sign in.
 */
export function withFinanceLinks(settings: FinanceLinkSettings): Navigation {
  const { header, footer, financePreApproval, financeSignIn } = settings.navigation;
  const form = financeFormPath(settings.paths);
  let menus = place(
    { header, footer },
    { label: PRE_APPROVAL_LABEL, href: form },
    financePreApproval,
  );
  const canSignIn = settings.auth.isEnabled && settings.garage.isEnabled;
  if (canSignIn) {
    const link = { label: FINANCE_SIGN_IN_LABEL, href: signInHref("finance", form) };
    menus = place(menus, link, financeSignIn);
  }
  return menus;
}
