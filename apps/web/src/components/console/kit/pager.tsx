/**
 * A list's pages: "Previous page", where it is, and "Next page", each a plain link to the same
 * list one page on (`hrefOf`), so paging works without script. Nothing for a single page.
 */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-4">
      {page > 1 ? (
        <a className="text-blue-800 underline" href={hrefOf(page - 1)}>
          Previous page
        </a>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className="text-blue-800 underline" href={hrefOf(page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
