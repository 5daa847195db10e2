import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_LEADS_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import { decideAccess } from "@forecourt/core/console/staff-access";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  decideOverdue,
  formatDuration,
  responseTimeMs,
} from "@forecourt/core/leads/lead-response";
import { LeadAssignForm } from "@/components/console/leads/lead-assign-form";
import {
  LeadDeliveries,
  LeadDetails,
  LeadFiles,
  LeadStatusHistory,
  LeadVehicle,
  LeadVisit,
} from "@/components/console/leads/lead-detail-sections";
import { LeadConversation } from "@/components/console/leads/lead-conversation";
import { LeadQuickContact } from "@/components/console/leads/lead-quick-contact";
import { LeadSaleForm } from "@/components/console/leads/lead-sale-form";
import { LeadStatusForm } from "@/components/console/leads/lead-status-form";
import { ShopperTimeline } from "@/components/console/leads/shopper-timeline";
import { requireStaff } from "@/server/console/console-session";
import { leadConversationFor } from "@/server/console/queries/lead-conversation";
import { leadDetailOf } from "@/server/console/queries/leads";
import { shopperTimelineOf } from "@/server/console/queries/shopper-timeline";

export const metadata: Metadata = { title: "Lead" };

/**
 * One lead with every field it holds: the shopper's details and answers, the car (its price
 * when the lead was made), the pages visited, campaign parameters, files, each delivery with its
 * attempts, the status history, and the status and assignment forms for those who may work it.
 * Another dealer's lead is not found.
 */
export default async function LeadDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff();
  const { id } = await params;
  const now = new Date();
  const [found, timeline] = await Promise.all([
    leadDetailOf(staff, id, now),
    shopperTimelineOf(staff, id),
  ]);
  if (!found) notFound();
  const { lead, site, choices, dealershipNames, saleCars } = found;
  const mayChange = decideAccess(staff, "change-leads", lead).allowed;
  const name =
    lead.name ??
    ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "No name");
  const conversation = await leadConversationFor(staff, lead, site);
  const timeZone = site?.settings.timeZone ?? "UTC";
  return (
    <>
      <p>
        <a href={CONSOLE_LEADS_PATH} className="text-blue-800 underline">
          All leads
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">{name}</h1>
      {lead.car ? (
        <p className="mt-1 text-slate-800">
          {lead.car.name} · Stock number {lead.car.stockNumber}
          {/* The car's console page holds it for the buyer (a salesperson of its dealership too). */}
          {mayChange ? (
            <>
              {" · "}
              <a href={consoleCarPath(lead.car.id)} className="text-blue-800 underline">
                Hold this car for the buyer
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <LeadQuickContact lead={lead} canText={conversation.canText} mayChange={mayChange} />
      <LeadBadges lead={lead} site={site} now={now} />

      <LeadConversation
        leadId={lead.id}
        conversation={conversation}
        choices={choices}
        mayChange={mayChange}
        timeZone={timeZone}
      />

      {mayChange && (
        <section
          aria-labelledby="work-heading"
          className="mt-8 grid gap-6 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        >
          <h2 id="work-heading" className="text-xl font-semibold sm:col-span-2">
            Work this lead
          </h2>
          <LeadStatusForm leadId={lead.id} status={lead.status} />
          <LeadAssignForm
            leadId={lead.id}
            assigneeId={lead.assignee?.id ?? null}
            choices={choices}
          />
          <LeadSaleForm
            leadId={lead.id}
            isSold={lead.status === "sold"}
            cars={saleCars.cars}
            selected={saleCars.selected}
          />
        </section>
      )}

      {timeline && <ShopperTimeline timeline={timeline} leadId={lead.id} timeZone={timeZone} />}
      <LeadDetails lead={lead} site={site} dealershipNames={dealershipNames} />
      <LeadVehicle lead={lead} site={site} />
      <LeadVisit lead={lead} />
      <LeadFiles lead={lead} />
      <LeadDeliveries lead={lead} site={site} showsReason={staff.isPlatformOperator} />
      <LeadStatusHistory lead={lead} site={site} />
    </>
  );
}

type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetailOf>>>;

/** The lead's status, and whether it is incomplete, overdue, answered and assigned. */
function LeadBadges({ lead, site, now }: Pick<LeadDetail, "lead" | "site"> & { now: Date }) {
  const target = site?.settings.leads.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES;
  const overdue = decideOverdue(lead, target, now);
  const response = responseTimeMs(lead);
  return (
    <p className="mt-1 flex flex-wrap gap-2 text-sm">
      <span className="rounded bg-slate-100 px-1">Status: {lead.status}</span>
      {!lead.isFormCompleted && (
        <span className="rounded bg-amber-100 px-1 text-amber-900">
          Incomplete: the shopper has not finished this multi-step form
        </span>
      )}
      {overdue.isOverdue && (
        <span className="rounded bg-red-100 px-1 font-semibold text-red-800">
          Overdue: unanswered past the {target} min target
        </span>
      )}
      <span className="rounded bg-slate-100 px-1">
        {response !== null
          ? `Answered in ${formatDuration(response)}`
          : `Waiting ${formatDuration(now.getTime() - lead.createdAt.getTime())}`}
      </span>
      <span className="rounded bg-slate-100 px-1">
        Assigned to {lead.assignee ? (lead.assignee.name ?? lead.assignee.email) : "nobody"}
      </span>
    </p>
  );
}
