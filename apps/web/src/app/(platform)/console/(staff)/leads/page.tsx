import type { Metadata } from "next";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import { encodeLeadCursor } from "@forecourt/core/leads/lead-list-query";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  decideOverdue,
  formatDuration,
  responseTimeMs,
} from "@forecourt/core/leads/lead-response";
import { LEAD_STATUSES } from "@forecourt/core/leads/lead-statuses";
import { SiteOptions } from "@/components/console/filter-field";
import { ConsoleSection } from "@/components/console/console-section";
import { consoleTime } from "@/components/console/console-time";
import { ConsoleTable } from "@/components/console/console-table";
import { NewLeadsWatch } from "@/components/console/new-leads-watch";
import { buttonClasses } from "@/components/ui/button";
import { requireStaff } from "@/server/console/console-session";
import { leadInboxOf, type LeadInboxData } from "@/server/console/queries/leads";

export const metadata: Metadata = { title: "Leads" };

/** The response medians cover the leads of this many days. */
const MEDIAN_DAYS = 30;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The filter form's fields, by their names in the URL (a page link keeps them). */
const FILTER_FIELDS = [
  "q",
  "status",
  "category",
  "site",
  "location",
  "assignee",
  "since",
  "until",
] as const;

/**
 * The lead inbox: every lead the user may read, newest first, with unread and overdue markers,
 * filters and a search that are the URL (the form is a GET, so it works without script), the
 * filtered list as CSV, and a watch that shows new leads without a reload.
 */
export default async function LeadInbox({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requireStaff();
  const raw = await searchParams;
  const text = (name: string) => {
    const value = raw[name];
    return typeof value === "string" ? value : null;
  };
  const parsed = parseLeadInboxQuery((name: LeadInboxField) => text(name));
  const now = new Date();
  const { sites, categories, assignees, newest, medians, page } = await leadInboxOf(
    staff,
    parsed.ok ? parsed.query : null,
    new Date(now.getTime() - MEDIAN_DAYS * 24 * 60 * 60_000),
  );
  const siteOf = new Map(sites.map((site) => [site.id, site]));
  const errors: Partial<Record<LeadInboxField, string>> = parsed.ok ? {} : parsed.errors;
  const filterQuery = new URLSearchParams();
  for (const name of FILTER_FIELDS) {
    const value = text(name);
    if (value) filterQuery.set(name, value);
  }
  const olderHref =
    page?.nextCursor &&
    `${CONSOLE_LEADS_PATH}?${new URLSearchParams([...filterQuery, ["cursor", encodeLeadCursor(page.nextCursor)]])}`;
  const exportHref = `${CONSOLE_LEADS_PATH}/export${filterQuery.size > 0 ? `?${filterQuery}` : ""}`;
  const fieldClass = "mt-1 block w-full rounded border border-slate-400 bg-white p-2";
  const errorOf = (name: LeadInboxField) =>
    errors[name] ? (
      <span id={`filter-${name}-error`} className="mt-1 block text-sm text-red-700">
        {errors[name]}
      </span>
    ) : null;
  const described = (name: LeadInboxField) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": `filter-${name}-error` }
      : {};

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <NewLeadsWatch newestId={newest?.id ?? null} url={`${CONSOLE_LEADS_PATH}/latest`} />
      </div>

      <form
        method="get"
        action={CONSOLE_LEADS_PATH}
        className="mt-4 grid gap-3 sm:grid-cols-4"
        role="search"
        aria-label="Filter leads"
      >
        <label className="sm:col-span-2">
          <span className="text-sm font-medium">Search name, email, phone or stock number</span>
          <input
            type="search"
            name="q"
            defaultValue={text("q") ?? ""}
            className={fieldClass}
            {...described("q")}
          />
          {errorOf("q")}
        </label>
        <label>
          <span className="text-sm font-medium">Status</span>
          <select
            name="status"
            defaultValue={text("status") ?? ""}
            className={fieldClass}
            {...described("status")}
          >
            <option value="">Any</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          {errorOf("status")}
        </label>
        <label>
          <span className="text-sm font-medium">Form</span>
          <select name="category" defaultValue={text("category") ?? ""} className={fieldClass}>
            <option value="">Any</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-sm font-medium">Site</span>
          <select
            name="site"
            defaultValue={text("site") ?? ""}
            className={fieldClass}
            {...described("site")}
          >
            <option value="">All your sites</option>
            <SiteOptions sites={sites} />
          </select>
          {errorOf("site")}
        </label>
        <label>
          <span className="text-sm font-medium">Location</span>
          <select
            name="location"
            defaultValue={text("location") ?? ""}
            className={fieldClass}
            {...described("location")}
          >
            <option value="">Any</option>
            {sites.map((site) => (
              <optgroup key={site.id} label={site.name}>
                {site.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errorOf("location")}
        </label>
        <label>
          <span className="text-sm font-medium">Assigned to</span>
          <select
            name="assignee"
            defaultValue={text("assignee") ?? ""}
            className={fieldClass}
            {...described("assignee")}
          >
            <option value="">Anyone</option>
            <option value="none">Nobody</option>
            {assignees.map((assignee) => (
              <option key={assignee.id} value={assignee.id}>
                {assignee.name ?? assignee.email}
              </option>
            ))}
          </select>
          {errorOf("assignee")}
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label>
            <span className="text-sm font-medium">From</span>
            <input
              type="date"
              name="since"
              defaultValue={text("since") ?? ""}
              className={fieldClass}
              {...described("since")}
            />
            {errorOf("since")}
          </label>
          <label>
            <span className="text-sm font-medium">To</span>
            <input
              type="date"
              name="until"
              defaultValue={text("until") ?? ""}
              className={fieldClass}
              {...described("until")}
            />
            {errorOf("until")}
          </label>
        </div>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-4">
          <button type="submit" className={buttonClasses("primary", "md")}>
            Filter
          </button>
          <a href={CONSOLE_LEADS_PATH} className={buttonClasses("outline", "md")}>
            Clear filters
          </a>
          <a href={exportHref} className={buttonClasses("outline", "md")} download>
            Export CSV
          </a>
        </div>
      </form>

      {!parsed.ok ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">
          Some filters are not valid; correct the fields marked above.
        </p>
      ) : page && page.leads.length === 0 ? (
        <p className="mt-6 text-slate-700">No leads match.</p>
      ) : (
        <ConsoleTable
          caption="Leads, newest first (times in UTC)"
          columns={["Received (UTC)", "Name", "Form", "Site", "Status", "Assigned to", "Response"]}
        >
          {page?.leads.map((lead) => {
            const site = siteOf.get(lead.websiteId);
            const overdue = decideOverdue(
              lead,
              site?.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES,
              now,
            );
            const response = responseTimeMs(lead);
            const isUnread = lead.firstReadAt === null;
            const name =
              lead.name ??
              ([lead.firstName, lead.lastName].filter(Boolean).join(" ") ||
                lead.email ||
                "No name");
            return (
              <tr
                key={lead.id}
                className="border-b border-slate-200 align-top"
                data-lead-id={lead.id}
              >
                <td className="whitespace-nowrap p-2">
                  <time dateTime={lead.createdAt.toISOString()}>
                    {consoleTime.format(lead.createdAt)}
                  </time>
                </td>
                <td className="p-2">
                  {isUnread && (
                    <span
                      className="mr-1 inline-block size-2 rounded-full bg-blue-700"
                      aria-hidden="true"
                    />
                  )}
                  <a
                    href={`${CONSOLE_LEADS_PATH}/${lead.id}`}
                    className={`text-blue-800 underline ${isUnread ? "font-bold" : ""}`}
                  >
                    {name}
                    {isUnread && <span className="sr-only"> (unread)</span>}
                  </a>
                  {!lead.isFormCompleted && (
                    <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">
                      Incomplete
                    </span>
                  )}
                </td>
                <td className="p-2">{lead.category}</td>
                <td className="p-2">{site?.name ?? lead.websiteId}</td>
                <td className="p-2">{lead.status}</td>
                <td className="p-2">
                  {lead.assignee ? (lead.assignee.name ?? lead.assignee.email) : "—"}
                </td>
                <td className="whitespace-nowrap p-2">
                  {overdue.isOverdue ? (
                    <span className="rounded bg-red-100 px-1 font-semibold text-red-800">
                      Overdue · waiting {formatDuration(now.getTime() - lead.createdAt.getTime())}
                    </span>
                  ) : response !== null ? (
                    formatDuration(response)
                  ) : lead.isFormCompleted ? (
                    `Waiting ${formatDuration(now.getTime() - lead.createdAt.getTime())}`
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
      )}
      {olderHref && (
        <p className="mt-4">
          <a href={olderHref} className="text-blue-800 underline">
            Older leads
          </a>
        </p>
      )}

      <ResponseFigures
        medians={medians}
        siteNames={new Map(sites.map((s) => [s.id, s.name]))}
        targets={sites}
      />
    </>
  );
}

function ResponseFigures({
  medians,
  siteNames,
  targets,
}: {
  medians: LeadInboxData["medians"];
  siteNames: Map<number, string>;
  targets: { id: number; name: string; responseTargetMinutes: number }[];
}) {
  return (
    <ConsoleSection id="response-heading" title="Response times" className="mt-10">
      <p className="mt-1 text-sm text-slate-700">
        Median time to the first answer, over the answered leads of the last {MEDIAN_DAYS} days.
        Targets:{" "}
        {targets.map((site) => `${site.name} ${site.responseTargetMinutes} min`).join(", ") || "—"}.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ConsoleTable
          caption="Median response per salesperson"
          columns={["Salesperson", "Median", "Answered"]}
        >
          {medians.bySalesperson.map((row) => (
            <tr key={row.key} className="border-b border-slate-200">
              <td className="p-2">{row.key}</td>
              <td className="p-2">{formatDuration(row.medianMs)}</td>
              <td className="p-2">{row.answered}</td>
            </tr>
          ))}
        </ConsoleTable>
        <ConsoleTable caption="Median response per site" columns={["Site", "Median", "Answered"]}>
          {medians.bySite.map((row) => (
            <tr key={row.key} className="border-b border-slate-200">
              <td className="p-2">{siteNames.get(row.key) ?? row.key}</td>
              <td className="p-2">{formatDuration(row.medianMs)}</td>
              <td className="p-2">{row.answered}</td>
            </tr>
          ))}
        </ConsoleTable>
      </div>
    </ConsoleSection>
  );
}
