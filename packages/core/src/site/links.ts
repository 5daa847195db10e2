import type { NavLink } from "./site-settings.ts";
import type { RangeModel } from "../domain/model.ts";
import { RANGE_BODIES, rangeBodyHref } from "../content/range-body.ts";

/**
 * A header link as the page gets it. A link leaves out what it lacks (an address, a group's
 * children): the header's links travel in every page's component payload.
 */
export type ResolvedNavLink = { label: string; href?: string; children?: ResolvedNavLink[] };

type NavigationData = { models: Pick<RangeModel, "name" | "slug" | "overrideUrl">[] };

function navLink(
  label: string,
  href: string | null | undefined,
  children: ResolvedNavLink[] = [],
): ResolvedNavLink {
  return {
    label,
    ...(href ? { href } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

/**
 * Header links from settings, with data-driven groups filled in: a link whose source is
 * "models" becomes the range dropdown (spec §2 "Jayco Range dropdown built from models").
 */
export function resolveNavigation(links: NavLink[], data: NavigationData): ResolvedNavLink[] {
  return links.map((link) => {
    const children = (link.children ?? [])
      .map((child) => resolveNavigation([child], data)[0])
      .filter((c): c is ResolvedNavLink => Boolean(c));
    if (link.source === "body-types") {
      // Spec §2 /range?body= for the seven RV body types; a group inside the range dropdown.
      return navLink(link.label, link.href, [
        ...RANGE_BODIES.map((body) => navLink(body.label, rangeBodyHref(body))),
        ...children,
      ]);
    }
    if (link.source === "models" && data.models.length > 0) {
      const modelLinks = data.models.map((model) =>
        navLink(model.name, model.overrideUrl ?? `/models/${model.slug}`),
      );
      return navLink(link.label, null, [
        ...modelLinks,
        ...(link.href ? [navLink("View the full range", link.href)] : []),
        ...children,
      ]);
    }
    return navLink(link.label, link.href, children);
  });
}
