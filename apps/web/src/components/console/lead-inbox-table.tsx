import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  decideOverdue,
  formatDuration,
  responseTimeMs,
} from "@forecourt/core/leads/lead-response";
import { consoleTime } from "@/components/console/console-time";
import { ConsoleTable } from "@/components/console/console-table";
import type { LeadInboxData } from "@/server/console/queries/leads";

type InboxLead = NonNullable<LeadInboxData["page"]>["leads"][number];
type InboxSite = LeadInboxData["sites"][number];

/** The lead's name as the inbox lists it: its name, else first and last name, else its email. */
const listedName = (lead: InboxLead) =>
  lead.name ??
  ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "No name");

/** How long the lead waited for its first answer, or has waited so far (overdue marked). */
function ResponseCell({ lead, site, now }: { lead: InboxLead; site?: InboxSite; now: Date }) {
  const overdue = decideOverdue(
    lead,
    site?.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES,
    now,
  );
  const response = responseTimeMs(lead);
  return (
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
  );
}

/** The lead's name linking to it, marked unread until someone opens it, and incomplete. */
function NameCell({ lead }: { lead: InboxLead }) {
  const isUnread = lead.firstReadAt === null;
  return (
    <td className="p-2">
      {isUnread && (
        <span className="mr-1 inline-block size-2 rounded-full bg-blue-700" aria-hidden="true" />
      )}
      <a
        href={`${CONSOLE_LEADS_PATH}/${lead.id}`}
        className={`text-blue-800 underline ${isUnread ? "font-bold" : ""}`}
      >
        {listedName(lead)}
        {isUnread && <span className="sr-only"> (unread)</span>}
      </a>
      {!lead.isFormCompleted && (
        <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">Incomplete</span>
      )}
    </td>
  );
}

/** One lead of the inbox. */
function LeadInboxRow({ lead, site, now }: { lead: InboxLead; site?: InboxSite; now: Date }) {
  return (
    <tr className="border-b border-slate-200 align-top" data-lead-id={lead.id}>
      <td className="whitespace-nowrap p-2">
        <time dateTime={lead.createdAt.toISOString()}>{consoleTime.format(lead.createdAt)}</time>
      </td>
      <NameCell lead={lead} />
      <td className="p-2">{lead.category}</td>
      <td className="p-2">{site?.name ?? lead.websiteId}</td>
      <td className="p-2">{lead.status}</td>
      <td className="p-2">{lead.assignee ? (lead.assignee.name ?? lead.assignee.email) : "—"}</td>
      <ResponseCell lead={lead} site={site} now={now} />
    </tr>
  );
}

/** The inbox's page of leads, newest first, with unread and overdue markers. */
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
    <ConsoleTable
      caption="Leads, newest first (times in UTC)"
      columns={["Received (UTC)", "Name", "Form", "Site", "Status", "Assigned to", "Response"]}
    >
      {leads?.map((lead) => (
        <LeadInboxRow key={lead.id} lead={lead} site={siteOf.get(lead.websiteId)} now={now} />
      ))}
    </ConsoleTable>
  );
}
