import type { ReactNode } from "react";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_INBOX_FIELDS, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import { LEAD_STATUSES } from "@forecourt/core/leads/lead-statuses";
import { SiteOptions } from "@/components/console/kit/filter-field";
import { FilterForm } from "@/components/console/kit/filter-form";
import { PhoneFold } from "@/components/console/kit/phone-fold";
import { buttonClasses } from "@/components/ui/button";
import type { LeadInboxData } from "@/server/console/queries/leads";

const fieldClass = "mt-1 block w-full rounded border border-slate-400 bg-white p-2";

/** The inbox's filter values as the URL gives them, and the message of each that is not valid. */
type FilterValues = {
  text: (name: LeadInboxField) => string | null;
  errors: Partial<Record<LeadInboxField, string>>;
};

/** The message under a filter that is not valid (named by the field's aria-describedby). */
function FilterError({ name, errors }: { name: LeadInboxField; errors: FilterValues["errors"] }) {
  return errors[name] ? (
    <span id={`filter-${name}-error`} className="mt-1 block text-sm text-red-700">
      {errors[name]}
    </span>
  ) : null;
}

/** A field's attributes that mark it invalid and point at its message, when it is not valid. */
const describedBy = (name: LeadInboxField, errors: FilterValues["errors"]) =>
  errors[name] ? { "aria-invalid": true as const, "aria-describedby": `filter-${name}-error` } : {};

/** A labelled filter input (text or date) with its message. */
function FilterInput({
  name,
  label,
  type,
  values,
  className,
}: {
  name: LeadInboxField;
  label: string;
  /** "numeric": a text field for a number (a site's), with the phone's number pad. */
  type: "search" | "date" | "numeric";
  values: FilterValues;
  className?: string;
}) {
  return (
    <label className={className}>
      <span className="text-sm font-medium">{label}</span>
      <input
        type={type === "numeric" ? "text" : type}
        {...(type === "numeric" ? { inputMode: "numeric" as const } : {})}
        name={name}
        defaultValue={values.text(name) ?? ""}
        className={fieldClass}
        {...describedBy(name, values.errors)}
      />
      <FilterError name={name} errors={values.errors} />
    </label>
  );
}

/** A filter that is on or off (`1` when ticked), its label beside it, with its message. */
function FilterCheckbox({
  name,
  label,
  values,
}: {
  name: LeadInboxField;
  label: string;
  values: FilterValues;
}) {
  return (
    <label className="flex items-center gap-2 self-end py-2">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={values.text(name) === "1"}
        className="size-5"
        {...describedBy(name, values.errors)}
      />
      <span className="text-sm font-medium">{label}</span>
      <FilterError name={name} errors={values.errors} />
    </label>
  );
}

/** A labelled filter select with its message. */
function FilterSelect({
  name,
  label,
  values,
  children,
}: {
  name: LeadInboxField;
  label: string;
  values: FilterValues;
  children: ReactNode;
}) {
  return (
    <label>
      <span className="text-sm font-medium">{label}</span>
      <select
        name={name}
        defaultValue={values.text(name) ?? ""}
        className={fieldClass}
        {...describedBy(name, values.errors)}
      >
        {children}
      </select>
      <FilterError name={name} errors={values.errors} />
    </label>
  );
}

type SiteChoices = Pick<LeadInboxData, "sites" | "categories" | "assignees" | "isSiteListed">;

/**
 * The status, form and site filters. Over more sites than the inbox lists (an operator's), the
 * site is chosen by its number and the form typed, unless the chosen site's forms are known.
 */
function StatusFormSiteFilters({
  values,
  sites,
  categories,
  isSiteListed,
}: { values: FilterValues } & Pick<SiteChoices, "sites" | "categories" | "isSiteListed">) {
  return (
    <>
      <FilterSelect name="status" label="Status" values={values}>
        <option value="">Any</option>
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </FilterSelect>
      {isSiteListed || categories.length > 0 ? (
        <label>
          <span className="text-sm font-medium">Form</span>
          <select
            name="category"
            defaultValue={values.text("category") ?? ""}
            className={fieldClass}
          >
            <option value="">Any</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <FilterInput name="category" label="Form" type="search" values={values} />
      )}
      {isSiteListed ? (
        <FilterSelect name="site" label="Site" values={values}>
          <option value="">All your sites</option>
          <SiteOptions sites={sites} />
        </FilterSelect>
      ) : (
        <FilterInput name="site" label="Site number" type="numeric" values={values} />
      )}
    </>
  );
}

/**
 * The location and assignee filters: the locations of every listed site, or, over more sites
 * than the inbox lists, of the chosen site only.
 */
function LocationAssigneeFilters({
  values,
  sites,
  assignees,
  isSiteListed,
}: { values: FilterValues } & Pick<SiteChoices, "sites" | "assignees" | "isSiteListed">) {
  const offered = isSiteListed
    ? sites
    : sites.filter((site) => `${site.id}` === values.text("site"));
  return (
    <>
      <FilterSelect name="location" label="Location" values={values}>
        <option value="">Any</option>
        {offered.map((site) => (
          <optgroup key={site.id} label={site.name}>
            {site.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect name="assignee" label="Assigned to" values={values}>
        <option value="">Anyone</option>
        <option value="none">Nobody</option>
        {assignees.map((assignee) => (
          <option key={assignee.id} value={assignee.id}>
            {assignee.name ?? assignee.email}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}

/**
 * The inbox's filters and search: a GET form, so the filters are the URL and it works without
 * script, with the CSV export of the filtered list beside it. On a phone they fold behind one
 * "Filters" button (saying how many are set), so the first lead is on the first screen; set or
 * refused filters keep it open.
 */
export function LeadInboxFilters({
  values,
  exportHref,
  ...choices
}: { values: FilterValues; exportHref: string } & SiteChoices) {
  const setCount = LEAD_INBOX_FIELDS.filter((name) => (values.text(name) ?? "") !== "").length;
  const hasErrors = Object.keys(values.errors).length > 0;
  return (
    <PhoneFold
      summary={setCount > 0 ? `Filters (${setCount} set)` : "Filters"}
      isOpen={setCount > 0 || hasErrors}
      className="mt-4"
    >
      <InboxFilterForm values={values} exportHref={exportHref} {...choices} />
    </PhoneFold>
  );
}

/** The filter form itself. */
function InboxFilterForm({
  values,
  exportHref,
  ...choices
}: { values: FilterValues; exportHref: string } & SiteChoices) {
  return (
    <FilterForm
      action={CONSOLE_LEADS_PATH}
      label="Filter leads"
      className="mt-3 grid sm:mt-0 grid-cols-1 gap-3 sm:grid-cols-4"
      submitLabel="Filter"
      submitClassName="flex flex-wrap items-end gap-3 sm:col-span-4"
      beside={
        <>
          <a href={CONSOLE_LEADS_PATH} className={buttonClasses("outline", "md")}>
            Clear filters
          </a>
          <a href={exportHref} className={buttonClasses("outline", "md")} download>
            Export CSV
          </a>
        </>
      }
    >
      <FilterInput
        name="q"
        label="Search name, email, phone or stock number"
        type="search"
        values={values}
        className="sm:col-span-2"
      />
      <StatusFormSiteFilters
        values={values}
        sites={choices.sites}
        categories={choices.categories}
        isSiteListed={choices.isSiteListed}
      />
      <LocationAssigneeFilters
        values={values}
        sites={choices.sites}
        assignees={choices.assignees}
        isSiteListed={choices.isSiteListed}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterInput name="since" label="From" type="date" values={values} />
        <FilterInput name="until" label="To" type="date" values={values} />
      </div>
      <FilterCheckbox name="overdue" label="Overdue only" values={values} />
      <FilterCheckbox name="replied" label="Replied only" values={values} />
    </FilterForm>
  );
}
