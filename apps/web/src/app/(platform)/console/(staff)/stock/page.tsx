import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONSOLE_NEW_CAR_PATH,
  CONSOLE_STOCK_IMPORTS_PATH,
  CONSOLE_STOCK_PATH,
} from "@forecourt/core/console/console-paths";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import {
  mayManageSomeStock,
  parseStockListQuery,
  STOCK_PAGE_SIZE,
  stockListSearch,
} from "@forecourt/core/console/stock-list-query";
import { Pager } from "@/components/console/kit/pager";
import { StockFilters } from "@/components/console/stock/stock-filters";
import { StockTable } from "@/components/console/stock/stock-table";
import { requireStaff } from "@/server/console/console-session";
import { stockListOf } from "@/server/console/queries/stock";

export const metadata: Metadata = { title: "Stock" };

/**
 * The cars of the user's sites: searched and filtered by the URL's query (the form is a plain
 * GET, so it works without script), newest change first, a page at a time.
 */
export default async function ConsoleStock({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  if (!mayManageSomeStock(staff)) notFound();
  const query = parseStockListQuery(await searchParams);
  const { sites, list } = await stockListOf(staff, query, STOCK_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(list.total / STOCK_PAGE_SIZE));
  const first = (query.page - 1) * STOCK_PAGE_SIZE + 1;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        <div className="flex flex-wrap gap-4">
          <a className="text-blue-800 underline" href={CONSOLE_NEW_CAR_PATH}>
            New car
          </a>
          {mayAnywhere(staff, "manage-stock") ? (
            <a className="text-blue-800 underline" href={CONSOLE_STOCK_IMPORTS_PATH}>
              Feed import history
            </a>
          ) : null}
        </div>
      </div>
      <StockFilters query={query} sites={sites} />
      <p role="status" className="mt-4 text-slate-700">
        {list.total === 0
          ? "No cars match."
          : `${first}–${first + list.cars.length - 1} of ${list.total} cars`}
      </p>
      {list.cars.length > 0 ? <StockTable cars={list.cars} /> : null}
      <Pager
        page={query.page}
        pages={pages}
        hrefOf={(page) => `${CONSOLE_STOCK_PATH}${stockListSearch({ ...query, page })}`}
      />
    </>
  );
}
