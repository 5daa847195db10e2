import type { ResolvedNavLink } from "@forecourt/core/site/links";
import { SiteLink } from "../site-link.tsx";

type NavLinkItemProps = { link: { label: string; href?: string | null }; className?: string };

/** One link of a navigation list; a link without an address (a group title) renders nothing. */
export function NavLinkItem({ link, className }: NavLinkItemProps) {
  return link.href ? (
    <li>
      <SiteLink href={link.href} className={className}>
        {link.label}
      </SiteLink>
    </li>
  ) : null;
}

type NavChildLinksProps = {
  items: readonly ResolvedNavLink[];
  /** Left out where the list's own rule styles its links (the desktop dropdown's `.menu-panel a`). */
  linkClassName?: string;
  /** A titled group of links (a child with children of its own). */
  groupClassName: string;
  groupTitleClassName: string;
};

/** A dropdown's items, for the desktop menu and the phone drawer: links and titled groups. */
export function NavChildLinks({
  items,
  linkClassName,
  groupClassName,
  groupTitleClassName,
}: NavChildLinksProps) {
  return items.map((child) =>
    child.children ? (
      <li key={`group-${child.label}`} className={groupClassName}>
        <p className={groupTitleClassName}>{child.label}</p>
        <ul>
          {child.children.map((grandchild) => (
            <NavLinkItem
              key={`${grandchild.label}-${grandchild.href}`}
              link={grandchild}
              className={linkClassName}
            />
          ))}
        </ul>
      </li>
    ) : (
      <NavLinkItem key={`${child.label}-${child.href}`} link={child} className={linkClassName} />
    ),
  );
}
