import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_FORM_KIND_LABELS, leadFormKind } from "@forecourt/core/leads/lead-form-kind";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  decideOverdue,
  formatDuration,
  responseTimeMs,
} from "@forecourt/core/leads/lead-response";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConsoleTable } from "@/components/console/kit/console-table";
import type { LeadInboxData } from "@/server/console/queries/leads";

type InboxLead = NonNullable<LeadInboxData["page"]>["leads"][number];
type InboxSite = LeadInboxData["sites"][number];

/** The lead's name as the inbox lists it: its name, else first and last name, else its email. */
const listedName = (lead: InboxLead) =>
  lead.name ??
  ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "No name");

/** What the lead is: its form's kind ("Test drive", "Finance"...). */
const formOf = (lead: InboxLead) => LEAD_FORM_KIND_LABELS[leadFormKind(lead)];

type RowProps = { lead: InboxLead; site?: InboxSite; now: Date };

/** How long the lead waited for its first answer, or has waited so far (overdue marked). */
function ResponseText({ lead, site, now }: RowProps) {
  const overdue = decideOverdue(
    lead,
    site?.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES,
    now,
  );
  const response = responseTimeMs(lead);
  if (overdue.isOverdue) {
    return (
      <span className="rounded bg-red-100 px-1 font-semibold text-red-800">
        Overdue · waiting {formatDuration(now.getTime() - lead.createdAt.getTime())}
      </span>
    );
  }
  if (response !== null) return <>{formatDuration(response)}</>;
  return (
    <>
      {lead.isFormCompleted
        ? `Waiting ${formatDuration(now.getTime() - lead.createdAt.getTime())}`
        : "—"}
    </>
  );
}

/** The lead's name linking to it, marked unread until this user opens it, replied and incomplete. */
function LeadName({ lead }: { lead: InboxLead }) {
  const isUnread = !lead.isReadByMe;
  return (
    <>
      {isUnread && (
        <span className="mr-1 inline-block size-2 rounded-full bg-blue-700" aria-hidden="true" />
      )}
      <a
        href={`${CONSOLE_LEADS_PATH}/${lead.id}`}
        className={`tap-target text-blue-800 underline ${isUnread ? "font-bold" : ""}`}
      >
        {listedName(lead)}
        {isUnread && <span className="sr-only"> (unread)</span>}
      </a>
      {lead.isReplied && (
        <span className="ml-2 rounded bg-blue-100 px-1 text-xs text-blue-900">Replied</span>
      )}
      {!lead.isFormCompleted && (
        <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">Incomplete</span>
      )}
    </>
  );
}

/** When the lead came, in its dealership's time zone. */
function Received({ lead, site }: Omit<RowProps, "now">) {
  return (
    <time dateTime={lead.createdAt.toISOString()}>
      {siteTime(lead.createdAt, site?.timeZone ?? DEFAULT_SITE_TIME_ZONE)}
    </time>
  );
}

/** One lead of the inbox's table. */
function LeadInboxRow(props: RowProps) {
  const { lead, site } = props;
  return (
    <tr className="border-b border-slate-200 align-top" data-lead-id={lead.id}>
      <td className="whitespace-nowrap p-2">
        <Received lead={lead} site={site} />
      </td>
      <td className="p-2">
        <LeadName lead={lead} />
      </td>
      <td className="p-2">{formOf(lead)}</td>
      <td className="p-2">{lead.carName ?? "—"}</td>
      <td className="p-2">{site?.name ?? lead.websiteId}</td>
      <td className="p-2">{lead.status}</td>
      <td className="p-2">{lead.assignee ? (lead.assignee.name ?? lead.assignee.email) : "—"}</td>
      <td className="whitespace-nowrap p-2">
        <ResponseText {...props} />
      </td>
    </tr>
  );
}

/** One lead as a phone's card: name, what it is, status, overdue, and a tap to call. */
function LeadCard(props: RowProps) {
  const { lead, site } = props;
  return (
    <li className="rounded-lg border border-slate-300 p-3" data-lead-card={lead.id}>
      <p className="text-base">
        <LeadName lead={lead} />
      </p>
      <p className="text-sm">
        {formOf(lead)}
        {lead.carName ? ` · ${lead.carName}` : ""}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>Status: {lead.status}</span>
        <ResponseText {...props} />
        <Received lead={lead} site={site} />
      </p>
      {lead.phone && (
        <a
          href={`tel:${lead.phone}`}
          className="mt-2 inline-block min-h-11 rounded border border-blue-800 px-3 py-2 text-blue-800"
        >
          Call {listedName(lead)}
        </a>
      )}
    </li>
  );
}

/**
 * The inbox's page of leads, newest first, with unread (per user) and overdue markers, what
 * each lead is (its form and car) and times in each dealership's time zone: a table on a wider
 * screen, cards with a tap to call on a phone (CSS shows one of them).
 */
export function LeadInboxTable({
  leads,
  sites,
  now,
}: {
  leads: InboxLead[] | undefined;
  sites: InboxSite[];
  now: Date;
}) {
  const siteOf = new Map(sites.map((site) => [site.id, site]));
  return (
    <>
      <ul className="mt-6 grid gap-3 sm:hidden" aria-label="Leads, newest first">
        {leads?.map((lead) => (
          <LeadCard key={lead.id} lead={lead} site={siteOf.get(lead.websiteId)} now={now} />
        ))}
      </ul>
      <ConsoleTable
        caption="Leads, newest first (times in each dealership's time zone)"
        columns={["Received", "Name", "Form", "Car", "Site", "Status", "Assigned to", "Response"]}
        className="mt-6 hidden sm:block"
      >
        {leads?.map((lead) => (
          <LeadInboxRow key={lead.id} lead={lead} site={siteOf.get(lead.websiteId)} now={now} />
        ))}
      </ConsoleTable>
    </>
  );
}
