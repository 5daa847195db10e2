import type { Metadata } from "next";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  LEAD_INBOX_FIELDS,
  parseLeadInboxQuery,
  type LeadInboxField,
} from "@forecourt/core/console/lead-inbox-query";
import { encodeLeadCursor } from "@forecourt/core/leads/lead-list-query";
import { formatDuration } from "@forecourt/core/leads/lead-response";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { LeadInboxFilters } from "@/components/console/lead-inbox-filters";
import { LeadInboxTable } from "@/components/console/leads/lead-inbox-table";
import { NewLeadsWatch } from "@/components/console/leads/new-leads-watch";
import { requireStaff } from "@/server/console/console-session";
import { leadInboxOf, type LeadInboxData } from "@/server/console/queries/leads";

export const metadata: Metadata = { title: "Leads" };

/** The response medians cover the leads of this many days. */
const MEDIAN_DAYS = 30;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The lead inbox: every lead the user may read, those the shopper answered unanswered first, then
 * newest first, with unread, replied and overdue markers,
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
  const { sites, categories, isSiteListed, assignees, newest, medians, page } = await leadInboxOf(
    staff,
    parsed.ok ? parsed.query : null,
    new Date(now.getTime() - MEDIAN_DAYS * 24 * 60 * 60_000),
    now,
  );
  const errors: Partial<Record<LeadInboxField, string>> = parsed.ok ? {} : parsed.errors;
  const { olderHref, exportHref } = inboxLinks(text, page);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <NewLeadsWatch newestId={newest?.id ?? null} url={`${CONSOLE_LEADS_PATH}/latest`} />
      </div>

      <LeadInboxFilters
        values={{ text, errors }}
        exportHref={exportHref}
        sites={sites}
        categories={categories}
        isSiteListed={isSiteListed}
        assignees={assignees}
      />

      {!parsed.ok ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">
          Some filters are not valid; correct the fields marked above.
        </p>
      ) : page && page.leads.length === 0 ? (
        <p className="mt-6 text-slate-700">No leads match.</p>
      ) : (
        <LeadInboxTable leads={page?.leads} sites={sites} now={now} />
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

/** The links that keep the filters: the next page of older leads (if any) and the CSV export. */
function inboxLinks(text: (name: string) => string | null, page: LeadInboxData["page"]) {
  const filterQuery = new URLSearchParams();
  for (const name of LEAD_INBOX_FIELDS) {
    const value = text(name);
    if (value) filterQuery.set(name, value);
  }
  const olderHref =
    page?.nextCursor &&
    `${CONSOLE_LEADS_PATH}?${new URLSearchParams([...filterQuery, ["cursor", encodeLeadCursor(page.nextCursor)]])}`;
  const exportHref = `${CONSOLE_LEADS_PATH}/export${filterQuery.size > 0 ? `?${filterQuery}` : ""}`;
  return { olderHref, exportHref };
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
