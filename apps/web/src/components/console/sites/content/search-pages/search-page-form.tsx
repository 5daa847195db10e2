"use client";
import { MAX_SEARCH_DESCRIPTION_LENGTH } from "@forecourt/core/search/search-slug-input";
import {
  SEARCH_FILTER_LABELS,
  SEARCH_LIST_FILTERS,
  SEARCH_RANGE_FILTERS,
  type SearchListFilter,
} from "@forecourt/core/console/search-page-form";
import { searchPageSaveAction } from "@/server/console/search-page-actions";
import { Field, FieldSet } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { ConsoleForm } from "../../../kit/console-form.tsx";
import { TextField } from "../../../kit/text-field.tsx";

type Choice = { value: string; label: string };

/**
 * A search page's URL name, title and filters, each filter a form control: a check box per
 * value the site's stock has, a number box per end of a range, the dealership from a list.
 * Published at once, as the platform API writes it.
 */
export function SearchPageForm({
  websiteId,
  id,
  searchPath,
  initialValues,
  choices,
  storedNotice,
}: {
  websiteId: number;
  id: number | "new";
  /** Where the site's searches live ("/search"): the URL name follows it. */
  searchPath: string;
  initialValues: Record<string, string>;
  choices: Record<SearchListFilter | "dealership", readonly Choice[]>;
  storedNotice?: string | undefined;
}) {
  return (
    <ConsoleForm
      action={searchPageSaveAction}
      initialState={storedNotice ? { status: "done", message: storedNotice } : undefined}
      submitLabel="Publish search page"
      hidden={{ websiteId, id }}
      clientKey={JSON.stringify(initialValues)}
      className="mt-4 grid gap-5"
    >
      {(state) => (
        <SearchPageFields
          values={state.values ?? initialValues}
          errors={state.fieldErrors ?? {}}
          searchPath={searchPath}
          choices={choices}
        />
      )}
    </ConsoleForm>
  );
}

/** The page's title, URL name and description, then its filters. */
function SearchPageFields({
  values,
  errors,
  searchPath,
  choices,
}: FilterProps & { searchPath: string }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="search-title"
          label="Title"
          isRequired
          error={errors.title}
          name="title"
          defaultValue={values.title}
        />
        <TextField
          id="search-slug"
          label="URL name"
          isRequired
          hint={`Letters, digits and hyphens: the page is at ${searchPath}/ followed by it.`}
          error={errors.slug}
          name="slug"
          defaultValue={values.slug}
          autoCapitalize="none"
        />
      </div>
      <Field
        id="search-description"
        label="Description"
        isRequired={false}
        hint={`Up to ${MAX_SEARCH_DESCRIPTION_LENGTH} characters. Search engines show it under the page's link, and the page opens with it. Left empty, one is made from the title.`}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            maxLength={MAX_SEARCH_DESCRIPTION_LENGTH}
            defaultValue={values.description}
          />
        )}
      </Field>
      <ListFilters values={values} errors={errors} choices={choices} />
      <OtherFilters values={values} errors={errors} choices={choices} />
    </>
  );
}

type FilterProps = {
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: Record<SearchListFilter | "dealership", readonly Choice[]>;
};

/** A check box per value the site's stock has, for each list filter (make, body, fuel...). */
function ListFilters({ values, errors, choices }: FilterProps) {
  const listOf = (key: string) => (values[key] ?? "").split("\n").filter(Boolean);
  return (
    <>
      {SEARCH_LIST_FILTERS.map((key) => {
        const chosen = listOf(key);
        // Values stored before the stock changed stay choosable until unticked.
        const options = [
          ...choices[key],
          ...chosen
            .filter((value) => !choices[key].some((choice) => choice.value === value))
            .map((value) => ({ value, label: value })),
        ];
        if (options.length === 0) return null;
        return (
          <FieldSet
            key={key}
            fieldId={`search-${key}`}
            legend={SEARCH_FILTER_LABELS[key]}
            error={errors[key]}
          >
            <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3">
              {options.map((option) => (
                <label key={option.value} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name={key}
                    value={option.value}
                    defaultChecked={chosen.includes(option.value)}
                    className="mt-1"
                  />
                  <span className="min-w-0 break-words">{option.label}</span>
                </label>
              ))}
            </div>
          </FieldSet>
        );
      })}
    </>
  );
}

/** A number box per end of a range, the words searched for, and the dealership from a list. */
function OtherFilters({ values, errors, choices }: FilterProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {SEARCH_RANGE_FILTERS.flat().map((key) => (
        <TextField
          key={key}
          id={`search-${key}`}
          label={SEARCH_FILTER_LABELS[key]}
          isRequired={false}
          error={errors[key]}
          name={key}
          inputMode="numeric"
          defaultValue={values[key]}
        />
      ))}
      <TextField
        id="search-q"
        label={SEARCH_FILTER_LABELS.q}
        isRequired={false}
        error={errors.q}
        name="q"
        defaultValue={values.q}
      />
      {choices.dealership.length > 1 ? (
        <Field
          id="search-dealership"
          label={SEARCH_FILTER_LABELS.dealership}
          error={errors.dealership}
        >
          {(control) => (
            <Select {...control} name="dealership" defaultValue={values.dealership ?? ""}>
              <option value="">Every dealership</option>
              {choices.dealership.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </div>
  );
}
