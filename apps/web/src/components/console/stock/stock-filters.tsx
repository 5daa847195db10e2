import { CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import {
  STOCK_STATE_LABELS,
  STOCK_STATES,
  type StockListQuery,
} from "@forecourt/core/console/stock-list-query";
import { CAR_TYPES } from "@forecourt/core/domain/car";
import { Input, Select } from "@/components/ui/input";
import { FilterField, SiteOptions } from "../kit/filter-field.tsx";
import { FilterForm } from "../kit/filter-form.tsx";

/** The stock list's search and filters (site, state, type). */
export function StockFilters({
  query,
  sites,
}: {
  query: StockListQuery;
  sites: readonly { id: number; name: string }[];
}) {
  return (
    <FilterForm
      action={CONSOLE_STOCK_PATH}
      label="Stock"
      className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      submitLabel="Search"
      submitClassName="self-end"
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
    </FilterForm>
  );
}
