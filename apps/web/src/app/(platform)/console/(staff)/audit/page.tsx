import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AUDIT_ACTIONS, type AuditAction } from "@forecourt/core/console/audit-action";
import { auditChanges, parseAuditQuery } from "@forecourt/core/console/audit-query";
import { auditSentence } from "@forecourt/core/console/audit-sentence";
import { CONSOLE_AUDIT_PATH } from "@forecourt/core/console/console-paths";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { FilterForm } from "@/components/console/kit/filter-form";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { Input, Select } from "@/components/ui/input";
import { requireStaff } from "@/server/console/console-session";
import { auditLogOf } from "@/server/console/queries/sites";

export const metadata: Metadata = { title: "Audit log" };

/** The entries a page shows; "Older changes" pages on from the last of them. */
const AUDIT_PAGE_SIZE = 100;

const KINDS = Object.entries(AUDIT_ACTIONS) as [AuditAction, string][];

type AuditFilter = ReturnType<typeof parseAuditQuery>;
type AuditEntry = Awaited<ReturnType<typeof auditLogOf>>["entries"][number];

/** Every change made in the console on the admin's sites, newest first, by who, site, kind and day. */
export default async function ConsoleAudit({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  if (!mayAnywhere(staff, "read-audit")) notFound();
  const query = await searchParams;
  const filter = parseAuditQuery(query);
  const before = parseRowId(Array.isArray(query.before) ? query.before[0] : query.before);
  const { entries, olderBefore, sites } = await auditLogOf(staff, {
    limit: AUDIT_PAGE_SIZE,
    filter,
    before,
  });
  const isFiltered = Object.values(filter).some((value) => value !== null);
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <AuditFilterForm filter={filter} sites={sites} isFiltered={isFiltered} />
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFiltered ? "No changes match." : "No changes yet."}
        </p>
      ) : (
        <ConsoleTable
          caption="Changes, newest first (each at its site's local time)"
          columns={["When", "What happened", "Site", "Change (before → after)"]}
        >
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ConsoleTable>
      )}
      {olderBefore === null ? null : (
        <nav aria-label="Pages" className="mt-4">
          <a className="text-blue-800 underline" href={olderHref(query, olderBefore)}>
            Older changes
          </a>
        </nav>
      )}
    </>
  );
}

/** Who, site, kind of change and days: the filter, with a way back to everything. */
function AuditFilterForm({
  filter,
  sites,
  isFiltered,
}: {
  filter: AuditFilter;
  sites: { id: number; name: string }[] | null;
  isFiltered: boolean;
}) {
  return (
    <FilterForm
      action={CONSOLE_AUDIT_PATH}
      label="Filter the audit log"
      className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      submitClassName="flex gap-3"
      beside={
        isFiltered ? (
          <a className="self-center text-blue-800 underline" href={CONSOLE_AUDIT_PATH}>
            Clear
          </a>
        ) : null
      }
    >
      <FilterField id="audit-who" label="Who (email)">
        <Input id="audit-who" name="who" type="search" defaultValue={filter.who ?? ""} />
      </FilterField>
      <AuditSiteFilter sites={sites} websiteId={filter.websiteId} />
      <FilterField id="audit-kind" label="Kind of change">
        <Select id="audit-kind" name="kind" defaultValue={filter.action ?? ""}>
          <option value="">Any</option>
          {KINDS.map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="audit-from" label="From (day, the site's own)">
        <Input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </FilterField>
      <FilterField id="audit-to" label="To (day, the site's own)">
        <Input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </FilterField>
    </FilterForm>
  );
}

/** One change: when, who did what, on which site, and each field before and after. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after, entry.timeZone);
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="whitespace-nowrap p-2">
        <time dateTime={entry.createdAt.toISOString()}>
          {siteTime(entry.createdAt, entry.timeZone)}
        </time>
      </td>
      <td className="p-2">
        {auditSentence(entry)}
        {/* Names can repeat; the address says which account it was. */}
        <span className="block break-all text-xs text-slate-700">{entry.actorEmail}</span>
      </td>
      <td className="p-2">
        {entry.websiteId === null ? "Platform" : (entry.names.site ?? entry.websiteId)}
      </td>
      <td className="p-2">
        {changes.length === 0 ? (
          "—"
        ) : (
          <ul className="grid gap-1">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-medium">{change.field}</span>: {change.before}{" "}
                <span aria-hidden="true">→</span>
                <span className="sr-only">became</span> {change.after}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** The same filter's next page: the entries older than `before`. */
function olderHref(query: Record<string, string | string[] | undefined>, before: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (key !== "before" && first) params.set(key, first);
  }
  params.set("before", String(before));
  return `${CONSOLE_AUDIT_PATH}?${params.toString()}`;
}

/**
 * The filter's site: a list of the admin's sites, or the site's number where they are too many
 * to list (an operator's); nothing for one site.
 */
function AuditSiteFilter({
  sites,
  websiteId,
}: {
  sites: { id: number; name: string }[] | null;
  websiteId: number | null;
}) {
  return sites === null ? (
    <FilterField id="audit-site" label="Site number">
      <Input id="audit-site" name="site" inputMode="numeric" defaultValue={websiteId ?? ""} />
    </FilterField>
  ) : sites.length > 1 ? (
    <FilterField id="audit-site" label="Site">
      <Select id="audit-site" name="site" defaultValue={websiteId ?? ""}>
        <option value="">All sites</option>
        <SiteOptions sites={sites} />
      </Select>
    </FilterField>
  ) : null;
}
