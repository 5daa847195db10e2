import { cx } from "./cx.ts";

/** Widths of the centred page column, widest first. */
export const CONTAINER_WIDTHS = {
  page: "max-w-7xl",
  form: "max-w-6xl",
  article: "max-w-4xl",
  narrow: "max-w-3xl",
  message: "max-w-xl",
} as const;

type ContainerWidth = keyof typeof CONTAINER_WIDTHS;

/** Classes of the centred page column; `className` adds its padding, grid and so on. */
export function containerClasses(width: ContainerWidth = "page", className?: string): string {
  return cx("mx-auto px-4", CONTAINER_WIDTHS[width], className);
}

export function Container({
  width,
  className,
  ...rest
}: React.ComponentProps<"div"> & { width?: ContainerWidth }) {
  return <div className={containerClasses(width, className)} {...rest} />;
}

/**
 * page: a band of its own across a page (the home page's rows), in the page column.
 * block: a part of a page's column (the vehicle page's specifications, location, enquiry).
 */
export const SECTION_VARIANTS = {
  page: { section: containerClasses("page", "py-12"), heading: "text-2xl font-bold" },
  block: { section: "", heading: "text-xl font-bold" },
} as const;

type SectionVariant = keyof typeof SECTION_VARIANTS;

type SectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** id of the heading, which names the section (aria-labelledby). */
  headingId: string;
  title: React.ReactNode;
  /** A link beside the heading ("View all ..."). */
  action?: React.ReactNode;
  variant?: SectionVariant;
};

/** A section named by its h2, with an optional link on the heading's line. */
export function Section({
  headingId,
  title,
  action,
  variant = "page",
  className,
  children,
  ...rest
}: SectionProps) {
  const styles = SECTION_VARIANTS[variant];
  const heading = (
    <h2 id={headingId} className={styles.heading}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={cx(styles.section, className) || undefined}
      {...rest}
    >
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
