"use client";
import { useState, useTransition } from "react";
import type { DealershipPick } from "@forecourt/db/repositories/dealerships/search-dealerships";
import { IDLE } from "@/server/console/form-state";
import { dealerSearchAction } from "@/server/console/site-wizard-action";
import type { DealerSearchState } from "@/server/console/site-wizard-state";
import { Input } from "@/components/ui/input";
import { ScriptButton } from "../../kit/script-button.tsx";
import { fieldId, type StepProps } from "./wizard-step-props.ts";
import { TextField } from "../../kit/text-field.tsx";

const GROUP_FIELD = "settings.dealershipGroup";

/** The main dealership's fields a picked dealership fills in (each can be changed after). */
const PICKED_FIELDS = {
  "dealerships.0.slug": (pick: DealershipPick) => pick.slug,
  "dealerships.0.name": (pick: DealershipPick) => pick.name,
  "dealerships.0.lead_email": (pick: DealershipPick) => pick.leadEmail ?? "",
  "dealerships.0.adf_email": (pick: DealershipPick) => pick.adfEmail ?? "",
  "dealerships.0.webhook_url": (pick: DealershipPick) => pick.webhookUrl ?? "",
};

/** Sets a field of the wizard's form by its name (its fields are the browser's own). */
function setField(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value;
}

/** The picker's search: one page of dealerships asked of the server, and what it found. */
function useDealerSearch() {
  const [found, setFound] = useState<DealerSearchState>(IDLE);
  const [isSearching, startSearch] = useTransition();
  const search = (query: string, page: number) =>
    startSearch(async () => {
      const form = new FormData();
      form.set("query", query);
      form.set("page", String(page));
      setFound(await dealerSearchAction(IDLE, form));
    });
  return { found, isSearching, search };
}

/** One page of dealerships found, each with a button that picks it. */
function DealerResults({
  items,
  onPick,
}: {
  items: readonly DealershipPick[];
  onPick: (item: DealershipPick, button: HTMLButtonElement) => void;
}) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0">
            <span className="font-medium">{item.name}</span>
            <span className="block text-sm text-slate-700">
              {item.group ? `${item.group}, ` : ""}site {item.siteName}
            </span>
          </span>
          <ScriptButton
            variant="outline"
            aria-label={`Use ${item.name} (site ${item.siteName})`}
            onClick={(event) => onPick(item, event.currentTarget)}
          >
            Use
          </ScriptButton>
        </li>
      ))}
    </ul>
  );
}

/** What a search found, said in a live region. */
function foundText(found: DealerSearchState): string {
  if (found.status === "error") return found.message ?? "";
  const page = found.found;
  if (!page) return "";
  if (page.items.length === 0) return "No dealership matches.";
  const more = page.hasMore ? ", more on the next page" : "";
  return `Page ${page.page + 1}: ${page.items.length} dealerships${more}.`;
}

/** Fills the wizard's group and main dealership from a picked dealership; says what it did. */
function fillFromPick(form: HTMLFormElement | null, item: DealershipPick): string {
  setField(form, GROUP_FIELD, item.group ?? item.name);
  for (const [name, valueOf] of Object.entries(PICKED_FIELDS)) {
    setField(form, name, valueOf(item));
  }
  return `${item.name} picked: the site is for ${item.group ?? item.name}, and the main dealership's details are filled in on the Dealerships step.`;
}

/** The previous and next pages of what a search found. */
function SearchPager({
  page,
  isSearching,
  onPage,
}: {
  page: { page: number; hasMore: boolean };
  isSearching: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex gap-2">
      <ScriptButton
        variant="outline"
        disabled={isSearching || page.page === 0}
        onClick={() => onPage(page.page - 1)}
      >
        Previous page
      </ScriptButton>
      <ScriptButton
        variant="outline"
        disabled={isSearching || !page.hasMore}
        onClick={() => onPage(page.page + 1)}
      >
        Next page
      </ScriptButton>
    </div>
  );
}

/** The search box, one page of results and the pager; a pick fills in the wizard's fields. */
function DealerSearch() {
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState("");
  const { found, isSearching, search } = useDealerSearch();
  const page = found.found;
  const run = (at: number) => search(query, at);
  const pick = (item: DealershipPick, button: HTMLButtonElement) =>
    setPicked(fillFromPick(button.form, item));
  return (
    <fieldset className="grid gap-3 rounded border border-slate-200 p-3">
      <legend className="px-1 font-medium">Find an existing dealership</legend>
      <label htmlFor={fieldId("dealer-search")} className="text-sm font-medium text-slate-800">
        Dealership, group or site name
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={fieldId("dealer-search")}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            run(0);
          }}
          className="min-w-0 flex-1"
        />
        <ScriptButton variant="outline" disabled={isSearching} onClick={() => run(0)}>
          Search
        </ScriptButton>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {foundText(found)}
      </p>
      {page && page.items.length > 0 ? <DealerResults items={page.items} onPick={pick} /> : null}
      {page && (page.page > 0 || page.hasMore) ? (
        <SearchPager page={page} isSearching={isSearching} onPage={run} />
      ) : null}
      <p role="status" className="text-sm font-medium text-green-900">
        {picked}
      </p>
    </fieldset>
  );
}

/**
 * The dealer a new site is for: an existing dealership found by name or group (searched on the
 * server a page at a time: there may be thousands), whose group and details it takes, or a new
 * dealer group typed in. Picking says what it did in a live region.
 */
export function WizardDealerStep({ errors, values }: StepProps) {
  return (
    <div className="grid gap-4">
      <DealerSearch />
      <TextField
        id={fieldId(GROUP_FIELD)}
        label="Dealer group"
        isRequired
        hint="Filled in by a dealership picked above, or type the name of a new dealer group: it is named in the site's footer."
        error={errors[GROUP_FIELD]}
        name={GROUP_FIELD}
        type="text"
        autoComplete="off"
        defaultValue={values[GROUP_FIELD]}
      />
    </div>
  );
}
