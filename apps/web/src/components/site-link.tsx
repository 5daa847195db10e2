import { AppLink } from "@/components/app-link";
import { linkKind, opensInNewTab } from "@forecourt/core/site/link-kind";

type SiteLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/** Internal links route in the app; tel:, mailto: stay in the tab; maps and other sites open a new tab. */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const kind = linkKind(href);
  if (kind === "internal") {
    return (
      <AppLink href={href} {...rest}>
        {children}
      </AppLink>
    );
  }
  if (opensInNewTab(kind)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
