import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONSOLE_STOCK_IMPORTS_PATH,
  CONSOLE_STOCK_PATH,
  consoleCarPath,
} from "@forecourt/core/console/console-paths";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import {
  mayManageSomeStock,
  parseStockListQuery,
  saleStateLabel,
  STOCK_PAGE_SIZE,
  STOCK_STATE_LABELS,
  STOCK_STATES,
  stockListSearch,
} from "@forecourt/core/console/stock-list-query";
import { CAR_TYPES } from "@forecourt/core/domain/car";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
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
        {mayAnywhere(staff, "manage-stock") ? (
          <a className="text-blue-800 underline" href={CONSOLE_STOCK_IMPORTS_PATH}>
            Feed import history
          </a>
        ) : null}
      </div>
      <form
        method="get"
        action={CONSOLE_STOCK_PATH}
        role="search"
        aria-label="Stock"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="lg:col-span-2">
          <label htmlFor="stock-q" className="mb-1 block text-sm font-medium text-slate-800">
            Search
          </label>
          <Input
            id="stock-q"
            name="q"
            type="search"
            defaultValue={query.q}
            aria-describedby="stock-q-hint"
          />
          <p id="stock-q-hint" className="mt-1 text-sm text-slate-600">
            Name, make, model, stock number or VIN.
          </p>
        </div>
        {sites.length > 1 ? (
          <FilterField id="stock-site" label="Site">
            <Select id="stock-site" name="site" defaultValue={query.site ?? ""}>
              <option value="">All sites</option>
              <SiteOptions sites={sites} />
            </Select>
          </FilterField>
        ) : null}
        <FilterField id="stock-state" label="State">
          <Select id="stock-state" name="state" defaultValue={query.state}>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {STOCK_STATE_LABELS[state]}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="stock-type" label="Type">
          <Select id="stock-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">All types</option>
            {CAR_TYPES.map((type) => (
              <option key={type} value={type} className="capitalize">
                {type}
              </option>
            ))}
          </Select>
        </FilterField>
        <div className="self-end">
          <Button type="submit">Search</Button>
        </div>
      </form>
      <p role="status" className="mt-4 text-slate-700">
        {list.total === 0
          ? "No cars match."
          : `${first}–${first + list.cars.length - 1} of ${list.total} cars`}
      </p>
      {list.cars.length > 0 ? (
        <ConsoleTable
          caption="Cars, most recently changed first"
          columns={["Car", "Stock no.", "Site", "Price", "State", "Tag", "Locked"]}
        >
          {list.cars.map((car) => (
            <tr key={car.id} className="border-b border-slate-200 align-top">
              <td className="p-2">
                <a className="text-blue-800 underline" href={consoleCarPath(car.id)}>
                  {car.name}
                </a>
              </td>
              <td className="p-2 font-mono text-xs">{car.stockNumber}</td>
              <td className="p-2">{car.siteName}</td>
              <td className="whitespace-nowrap p-2">
                {car.price === null ? "—" : formatPrice(car.price)}
              </td>
              <td className="p-2">{saleStateLabel(car)}</td>
              <td className="p-2">{car.tag ?? "—"}</td>
              <td className="p-2">{car.lockedFields.length || "—"}</td>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4">
          {query.page > 1 ? (
            <a
              className="text-blue-800 underline"
              href={`${CONSOLE_STOCK_PATH}${stockListSearch({ ...query, page: query.page - 1 })}`}
            >
              Previous page
            </a>
          ) : null}
          <span>
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <a
              className="text-blue-800 underline"
              href={`${CONSOLE_STOCK_PATH}${stockListSearch({ ...query, page: query.page + 1 })}`}
            >
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
