import type { ReactNode } from "react";

/** A titled part of a console page; its heading names it for assistive technology. */
export function ConsoleSection({
  id,
  title,
  className = "mt-8",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
