/**
 * A console list as a table that scrolls sideways on a phone: its caption (read to screen
 * readers), its column headings and its rows. A heading of null is a column of actions.
 */
export function ConsoleTable({
  caption,
  columns,
  children,
  className = "mt-6",
  captionClassName = "sr-only",
}: {
  caption: string;
  columns: readonly (string | null)[];
  children: React.ReactNode;
  /** Its margin. */
  className?: string;
  /** The caption's look: read to screen readers only unless this shows it. */
  captionClassName?: string;
}) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than a phone. Positioned, so the
    // visually hidden caption and "Actions" stay inside it rather than widening the page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`${className} relative overflow-x-auto`}
    >
      <table className="w-full text-left text-sm">
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column, index) => (
              <th key={column ?? `actions-${index}`} scope="col" className="p-2">
                {column ?? <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
