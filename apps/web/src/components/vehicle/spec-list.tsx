"use client";

/**
 * Label and value rows as a definition list, drawn on the client from the pairs so that the
 * page's component payload carries them as data rather than as markup.
 */
export function SpecList({ rows }: { rows: readonly (readonly [string, string | number])[] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="spec-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
