import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A decorative lucide icon, hidden from assistive technology; its class sets its size. Drawn here
 * from the icon's data (`lucide` exports each icon as its list of SVG elements), not by a library
 * component: the page's scripts carry no icon factory, and a server component's icon is plain
 * markup. What every icon shares (no fill, the current colour's stroke 2 units wide, round caps and joins) is
 * the `.lucide` rule in globals.css, set once instead of as attributes on each icon.
 */
export function Icon({ icon, className }: { icon: IconNode; className: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`lucide ${className}`}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
