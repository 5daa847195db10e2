import { ConsoleSection } from "./console-section.tsx";

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

/** One row of a console table: its key and its cells, in the columns' order. */
type ConsoleRowCells = { key: React.Key; cells: readonly React.ReactNode[] };

/** A table's row of plain cells. */
function ConsoleRow({ cells }: { cells: readonly React.ReactNode[] }) {
  return (
    <tr className="border-b border-slate-200">
      {cells.map((cell, index) => (
        <td key={index} className="p-2">
          {cell}
        </td>
      ))}
    </tr>
  );
}

/**
 * A titled part of a console page listing rows as a table, or saying in a sentence that there
 * are none.
 */
export function ConsoleTableSection({
  id,
  title,
  empty,
  className,
  caption,
  columns,
  rows,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  /** What the part says when there are no rows. */
  empty: string;
  /** The part's margin. */
  className?: string;
  caption: string;
  columns: readonly (string | null)[];
  rows: readonly ConsoleRowCells[];
}) {
  return (
    <ConsoleSection id={id} title={title} className={className}>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{empty}</p>
      ) : (
        <ConsoleTable caption={caption} columns={columns} className="mt-3">
          {rows.map((row) => (
            <ConsoleRow key={row.key} cells={row.cells} />
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}
