"use client";

import { useRouter } from "next/navigation";

type AppLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path within the site (`/search/...`, `/cars/...`). */
  href: string;
  /** Fetch the page when the shopper points at, touches or focuses the link. */
  prefetch?: boolean;
};

/** What of a click on a link decides whether the app navigates in place. */
export type LinkClick = {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The link's `target` attribute ("" when it has none). */
  target: string;
  hasDownload: boolean;
};

/**
 * A plain primary click navigates in the app; a click with a modifier (new tab, new window,
 * download), another button, a link that names a target or a download, or a click some handler
 * already took, is left to the browser.
 */
export function isInAppNavigation(click: LinkClick): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) &&
    (click.target === "" || click.target === "_self") &&
    !click.hasDownload
  );
}

/**
 * A link within the site, navigated by the app router without a page load: in place of
 * `next/link`, without its viewport prefetching and for 2.9 kB less script on every page
 * (decision 0022). The page behind it is fetched when the shopper shows intent (a pointer or a
 * finger on it, or focus), not for every link that scrolls into view. Usable from server
 * components.
 */
export function AppLink({
  href,
  prefetch = true,
  onClick,
  onPointerEnter,
  onFocus,
  children,
  ...rest
}: AppLinkProps) {
  const router = useRouter();
  const warm = () => {
    if (prefetch) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      onClick={(event) => {
        onClick?.(event);
        const link = event.currentTarget;
        if (
          isInAppNavigation({
            defaultPrevented: event.defaultPrevented,
            button: event.button,
            metaKey: event.metaKey,
            ctrlKey: event.ctrlKey,
            shiftKey: event.shiftKey,
            altKey: event.altKey,
            target: link.getAttribute("target") ?? "",
            hasDownload: link.hasAttribute("download"),
          })
        ) {
          event.preventDefault();
          router.push(href);
        }
      }}
    >
      {children}
    </a>
  );
}
