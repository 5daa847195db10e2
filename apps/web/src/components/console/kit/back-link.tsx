import type { ReactNode } from "react";

/** The link at the top of a console page back to the page it was opened from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className="text-blue-800 underline" href={href}>
        {children}
      </a>
    </p>
  );
}
