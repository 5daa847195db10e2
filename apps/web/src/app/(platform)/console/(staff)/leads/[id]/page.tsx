import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { decideAccess } from "@forecourt/core/console/staff-access";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  decideOverdue,
  formatDuration,
  responseTimeMs,
} from "@forecourt/core/leads/lead-response";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { formatPhone } from "@forecourt/core/locale/format-phone";
import { DEFAULT_LOCALE } from "@forecourt/core/locale/locale";
import { ConsoleSection } from "@/components/console/console-section";
import { consoleTime } from "@/components/console/console-time";
import { ConsoleTable } from "@/components/console/console-table";
import { LeadAssignForm } from "@/components/console/lead-assign-form";
import { LeadStatusForm } from "@/components/console/lead-status-form";
import { requireStaff } from "@/server/console/console-session";
import { leadDetailOf } from "@/server/console/queries/leads";
import { absoluteUrl } from "@/server/site-url";

export const metadata: Metadata = { title: "Lead" };

const at = (date: Date | null) => (date ? `${consoleTime.format(date)} UTC` : "—");

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
  const found = await leadDetailOf(staff, id, now);
  if (!found) notFound();
  const { lead, site, choices } = found;
  const target = site?.settings.leads.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES;
  const overdue = decideOverdue(lead, target, now);
  const response = responseTimeMs(lead);
  const mayChange = decideAccess(staff, "change-leads", lead).allowed;
  const money = new Intl.NumberFormat(site?.settings.locale ?? "en-AU", {
    style: "currency",
    currency: site?.settings.currency ?? "AUD",
    maximumFractionDigits: 0,
  });
  const name =
    lead.name ??
    ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "No name");
  const details: [string, React.ReactNode][] = [
    ["Received", at(lead.createdAt)],
    ["Form", [lead.category, lead.subcategory].filter(Boolean).join(" · ")],
    ["Site", site?.name ?? lead.websiteId],
    ["Dealership", lead.dealershipName ?? "—"],
    ["Location", lead.locationName ?? "—"],
    ["Name", lead.name ?? "—"],
    ["First name", lead.firstName ?? "—"],
    ["Middle name", lead.middleName ?? "—"],
    ["Last name", lead.lastName ?? "—"],
    [
      "Email",
      lead.email ? (
        <a className="text-blue-800 underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "Phone",
      lead.phone ? (
        <a className="text-blue-800 underline" href={`tel:${lead.phone}`}>
          {formatPhone(lead.phone, site?.settings.locale ?? DEFAULT_LOCALE)}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Postcode", lead.postcode ?? "—"],
    ["Message", lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : "—"],
    ["Source", lead.source],
    ["Sent from", lead.url ?? "—"],
    ["Browser", lead.userAgent ?? "—"],
    [
      "Form finished",
      lead.isFormCompleted ? "Yes" : `No: stopped at step ${lead.stepNumber ?? "?"}`,
    ],
    ...Object.entries(lead.fields).map(([key, value]): [string, React.ReactNode] => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  ];
  return (
    <>
      <p>
        <a href={CONSOLE_LEADS_PATH} className="text-blue-800 underline">
          All leads
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{name}</h1>
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

      {mayChange && (
        <section
          aria-labelledby="work-heading"
          className="mt-6 grid gap-6 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        >
          <h2 id="work-heading" className="sr-only">
            Work this lead
          </h2>
          <LeadStatusForm leadId={lead.id} status={lead.status} />
          <LeadAssignForm
            leadId={lead.id}
            assigneeId={lead.assignee?.id ?? null}
            choices={choices}
          />
        </section>
      )}

      <ConsoleSection id="details-heading" title="Details">
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>

      <ConsoleSection id="car-heading" title="Vehicle">
        {lead.car && site ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {lead.car.thumbUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- a thumbnail the storefront already sized
              <img
                src={lead.car.thumbUrl}
                alt={lead.car.alt}
                width={160}
                height={120}
                className="rounded object-cover"
              />
            )}
            <div>
              <a
                className="text-blue-800 underline"
                href={absoluteUrl(site, vehiclePath(site.settings.paths, lead.car.slug))}
              >
                {lead.car.name}
              </a>
              <p className="text-sm">Stock number {lead.car.stockNumber}</p>
              <p>
                Price when the lead was made:{" "}
                {lead.carPrice === null ? "not recorded" : money.format(lead.carPrice)}
              </p>
              <p className="text-sm text-slate-700">
                Price now: {lead.car.price === null ? "—" : money.format(lead.car.price)} ·{" "}
                {lead.car.status}
              </p>
            </div>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">
            {lead.carId ? "The car is no longer in stock." : "No car."}
          </p>
        )}
      </ConsoleSection>

      <section aria-labelledby="visit-heading" className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="visit-heading" className="text-xl font-semibold">
            Pages visited
          </h2>
          {lead.visitedPages.length === 0 ? (
            <p className="mt-2 text-slate-700">None recorded.</p>
          ) : (
            <ol className="mt-2 list-decimal break-all pl-6">
              {lead.visitedPages.map((page, index) => (
                <li key={`${index}-${page}`}>{page}</li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h2 className="text-xl font-semibold">Campaign</h2>
          {Object.keys(lead.linkedQueryParams).length === 0 ? (
            <p className="mt-2 text-slate-700">No campaign parameters.</p>
          ) : (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
              {Object.entries(lead.linkedQueryParams).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-mono text-sm">{key}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>

      <ConsoleSection id="files-heading" title="Files">
        {lead.files.length === 0 ? (
          <p className="mt-2 text-slate-700">No files.</p>
        ) : (
          <ul className="mt-2">
            {lead.files.map((file) => (
              <li key={file.id}>
                <a
                  className="text-blue-800 underline"
                  href={`${CONSOLE_LEADS_PATH}/${lead.id}/files/${file.id}`}
                  download
                >
                  {file.filename}
                </a>{" "}
                <span className="text-sm text-slate-700">
                  ({file.fieldName}, {Math.ceil(file.size / 1024)} kB)
                </span>
              </li>
            ))}
          </ul>
        )}
      </ConsoleSection>

      <ConsoleSection id="delivery-heading" title="Delivery">
        {lead.deliveries.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {lead.isFormCompleted
              ? "Nothing to deliver: the dealership has no lead email, ADF or webhook."
              : "Delivered once the form is finished."}
          </p>
        ) : (
          <ConsoleTable
            caption="Deliveries"
            columns={["Channel", "Status", "Attempts", "Delivered", "Last error"]}
          >
            {lead.deliveries.map((delivery) => (
              <tr key={delivery.channel} className="border-b border-slate-200 align-top">
                <td className="p-2">{delivery.channel === "adf" ? "ADF/XML" : delivery.channel}</td>
                <td className="p-2">{delivery.status}</td>
                <td className="p-2">{delivery.attempts}</td>
                <td className="p-2">{at(delivery.deliveredAt)}</td>
                <td className="p-2">{delivery.lastError ?? "—"}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>

      <ConsoleSection id="history-heading" title="Status history">
        {lead.statusHistory.length === 0 ? (
          <p className="mt-2 text-slate-700">Still {lead.status}.</p>
        ) : (
          <ConsoleTable
            caption="Status changes, oldest first"
            columns={["When", "From", "To", "By", "Note"]}
          >
            {lead.statusHistory.map((change, index) => (
              <tr key={index} className="border-b border-slate-200 align-top">
                <td className="p-2">{at(change.createdAt)}</td>
                <td className="p-2">{change.fromStatus}</td>
                <td className="p-2">{change.toStatus}</td>
                <td className="p-2">{change.changedBy}</td>
                <td className="p-2">{change.note ?? "—"}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>
    </>
  );
}
