import { SiteLink } from "../site-link.tsx";

type NavLinkItemProps = { link: { label: string; href?: string | null }; className: string };

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
