/**
 * A console list as a table that scrolls sideways on a phone: its caption (read to screen
 * readers), its column headings and its rows. A heading of null is a column of actions.
 */
export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly (string | null)[];
  children: React.ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
