import type { ReactNode } from "react";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATUS_LABELS,
  deliveryNote,
} from "@forecourt/core/console/delivery-words";
import { formatPhone } from "@forecourt/core/locale/format-phone";
import { DEFAULT_LOCALE } from "@forecourt/core/locale/locale";
import { leadAnswers } from "@forecourt/core/leads/lead-answers";
import { LEAD_FORM_KIND_LABELS, leadFormKind } from "@forecourt/core/leads/lead-form-kind";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ConsoleTable } from "@/components/console/kit/console-table";
import type { leadDetailOf } from "@/server/console/queries/leads";
import { absoluteUrl } from "@/server/site-url";

type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetailOf>>>;
type Lead = LeadDetail["lead"];
type LeadSite = LeadDetail["site"];

/** A time in the dealership's time zone (its site's), or a dash. */
const at = (date: Date | null, site: LeadSite) =>
  date ? siteTime(date, site?.settings.timeZone ?? DEFAULT_SITE_TIME_ZONE) : "—";

/** The lead's email and phone, as links, or dashes. */
function contactDetails(lead: Lead, site: LeadSite): [string, ReactNode][] {
  return [
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
  ];
}

/**
 * Every field the lead holds, labelled, in the order the details list shows them; its form's own
 * answers under a dealer's words, the finance form's dealership said once.
 */
function detailsOf(
  lead: Lead,
  site: LeadSite,
  dealershipNames: ReadonlyMap<string, string>,
): [string, ReactNode][] {
  return [
    ["Received", at(lead.createdAt, site)],
    [
      "Form",
      `${LEAD_FORM_KIND_LABELS[leadFormKind(lead)]} (${[lead.category, lead.subcategory].filter(Boolean).join(" · ")})`,
    ],
    ["Site", site?.name ?? lead.websiteId],
    ["Dealership", lead.dealershipName ?? "—"],
    ["Location", lead.locationName ?? "—"],
    ["Name", lead.name ?? "—"],
    ["First name", lead.firstName ?? "—"],
    ["Middle name", lead.middleName ?? "—"],
    ["Last name", lead.lastName ?? "—"],
    ...contactDetails(lead, site),
    ["Postcode", lead.postcode ?? "—"],
    ["Message", lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : "—"],
    ["Source", lead.source],
    ["Sent from", lead.url ?? "—"],
    ["Browser", lead.userAgent ?? "—"],
    [
      "Form finished",
      lead.isFormCompleted ? "Yes" : `No: stopped at step ${lead.stepNumber ?? "?"}`,
    ],
    ...leadAnswers(lead.fields, {
      dealershipSlug: lead.dealershipSlug,
      dealershipNames,
    }).map(({ label, value }): [string, ReactNode] => [label, value]),
  ];
}

/** The lead's details: the shopper's and the form's, and every answer. */
export function LeadDetails({
  lead,
  site,
  dealershipNames,
}: {
  lead: Lead;
  site: LeadSite;
  dealershipNames: ReadonlyMap<string, string>;
}) {
  return (
    <ConsoleSection id="details-heading" title="Details">
      {/* Tracks narrower than the longest word, which wraps anywhere (an email, a URL). */}
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {detailsOf(lead, site, dealershipNames).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </ConsoleSection>
  );
}

/** The car the lead is about, with its price when the lead was made and now. */
export function LeadVehicle({ lead, site }: { lead: Lead; site: LeadSite }) {
  const money = new Intl.NumberFormat(site?.settings.locale ?? "en-AU", {
    style: "currency",
    currency: site?.settings.currency ?? "AUD",
    maximumFractionDigits: 0,
  });
  return (
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
  );
}

/** The pages the shopper visited before the lead, and the campaign parameters it came with. */
export function LeadVisit({ lead }: { lead: Lead }) {
  return (
    <section aria-labelledby="visit-heading" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2">
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
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4">
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
  );
}

/** The files the shopper sent with the lead, each a download. */
export function LeadFiles({ lead }: { lead: Lead }) {
  return (
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
  );
}

/**
 * Each delivery of the lead (email, ADF, webhook) in the dealer's words; the worker's own reason
 * for a failure is shown to the platform operator only (`showsReason`).
 */
export function LeadDeliveries({
  lead,
  site,
  showsReason,
}: {
  lead: Lead;
  site: LeadSite;
  showsReason: boolean;
}) {
  return (
    <ConsoleSection id="delivery-heading" title="Delivery">
      {lead.deliveries.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {lead.isFormCompleted
            ? "Nothing to deliver: the dealership has no lead email, ADF or webhook."
            : "Delivered once the form is finished."}
        </p>
      ) : (
        <ConsoleTable
          caption="Where this lead was sent"
          columns={["Sent to", "Status", "Tries", "Delivered", "Note"]}
        >
          {lead.deliveries.map((delivery) => (
            <tr key={delivery.channel} className="border-b border-slate-200 align-top">
              <td className="p-2">{DELIVERY_CHANNEL_LABELS[delivery.channel]}</td>
              <td className="p-2">{DELIVERY_STATUS_LABELS[delivery.status]}</td>
              <td className="p-2">{delivery.attempts}</td>
              <td className="p-2">{at(delivery.deliveredAt, site)}</td>
              <td className="p-2">
                {deliveryNote(delivery) ?? "—"}
                {showsReason && delivery.lastError ? (
                  <span className="mt-1 block font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
                    {delivery.lastError}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

/** The lead's status changes, oldest first. */
export function LeadStatusHistory({ lead, site }: { lead: Lead; site: LeadSite }) {
  return (
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
              <td className="p-2">{at(change.createdAt, site)}</td>
              <td className="p-2">{change.fromStatus}</td>
              <td className="p-2">{change.toStatus}</td>
              <td className="p-2">{change.changedBy}</td>
              <td className="p-2">{change.note ?? "—"}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}
