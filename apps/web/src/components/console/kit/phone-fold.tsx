import type { ReactNode } from "react";

/**
 * A part of a console screen folded behind one button on a phone and always open on a wider
 * screen (console.css, `.phone-fold`): the inbox's filters, the console's menu. A native
 * <details>, so it opens by touch, keyboard and screen reader with no script. `isOpen` opens it
 * on a phone too (the filters when some are set, so the shopper's list never hides why it is
 * short); a browser without `::details-content` shows the button at every width.
 */
export function PhoneFold({
  summary,
  isOpen = false,
  className,
  children,
}: {
  /** The button's words ("Filters", "Menu"). */
  summary: ReactNode;
  isOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`phone-fold ${className ?? ""}`.trim()} open={isOpen}>
      <summary className="phone-fold-button">{summary}</summary>
      {children}
    </details>
  );
}
