import { ConsoleTable } from "../kit/console-table.tsx";

/**
 * A chart of the insight dashboard and its table alternative: the SVG (drawn on the server,
 * hidden from assistive technology) inside a labelled figure, then a real table with a caption
 * holding the same numbers, folded under a summary so the page stays short on a phone.
 */
export function InsightFigure({
  label,
  svg,
  caption,
  columns,
  rows,
}: {
  label: string;
  svg: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <figure className="mt-4">
      <div
        role="img"
        aria-label={label}
        className="w-full [&_svg]:h-auto [&_svg]:w-full"
        // The SVG is ours, rendered on the server from numbers (insight-chart.ts).
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-1 text-sm text-slate-700">{label}</figcaption>
      <details className="mt-2">
        <summary className="cursor-pointer text-blue-800 underline">Table of this chart</summary>
        <InsightTable caption={caption} columns={columns} rows={rows} />
      </details>
    </figure>
  );
}

/** A table of figures with a visible caption that scrolls sideways inside itself on a phone. */
export function InsightTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <ConsoleTable
      caption={caption}
      columns={columns}
      className="mt-3"
      captionClassName="mb-1 text-left font-medium text-slate-800"
    >
      {rows.length === 0 ? (
        <tr>
          <td className="p-2 text-slate-700" colSpan={columns.length}>
            None in this period.
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={index} className="border-b border-slate-200 align-top">
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row" className="p-2 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex} className="p-2">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))
      )}
    </ConsoleTable>
  );
}
