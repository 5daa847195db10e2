import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONSOLE_RESERVATIONS_PATH,
  consoleReservationPath,
} from "@forecourt/core/console/console-paths";
import { RESERVATION_STATUSES } from "@forecourt/core/domain/reservation";
import {
  RESERVATION_KIND_LABELS,
  RESERVATION_STATUS_LABELS,
  reservationCustomer,
  reservationStage,
} from "@forecourt/core/payments/reservation-labels";
import { siteTime } from "@forecourt/core/time/site-time";
import { FilterForm } from "@/components/console/kit/filter-form";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { reservationMoney } from "@/components/console/reservations/reservation-money";
import { Input, Select } from "@/components/ui/input";
import { requireStaff } from "@/server/console/console-session";
import { maySeeReservations, reservationsOf } from "@/server/console/queries/reservations";

export const metadata: Metadata = { title: "Reservations" };

const RESERVATIONS_SHOWN = 100;

/**
 * Deposits, online purchases and holds for buyers on the user's sites (a salesperson's: their
 * dealership's), newest first, by site (chosen from a list, or by its number past a page of
 * sites) and status.
 */
export default async function ConsoleReservations({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  if (!maySeeReservations(staff)) notFound();
  const query = await searchParams;
  const { sites, site, status, reservations } = await reservationsOf(
    staff,
    query,
    RESERVATIONS_SHOWN,
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Reservations and online purchases</h1>
      <FilterForm
        action={CONSOLE_RESERVATIONS_PATH}
        label="Filter reservations"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        {sites === null ? (
          <FilterField id="reservations-site" label="Site number">
            <Input
              id="reservations-site"
              name="site"
              inputMode="numeric"
              defaultValue={site?.id ?? ""}
            />
          </FilterField>
        ) : sites.length > 1 ? (
          <FilterField id="reservations-site" label="Site">
            <Select id="reservations-site" name="site" defaultValue={site?.id ?? ""}>
              <option value="">All sites</option>
              <SiteOptions sites={sites} />
            </Select>
          </FilterField>
        ) : null}
        <FilterField id="reservations-status" label="Status">
          <Select id="reservations-status" name="status" defaultValue={status ?? ""}>
            <option value="">Any status</option>
            {RESERVATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {RESERVATION_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterForm>
      {reservations.length === 0 ? (
        <p className="mt-6 text-slate-700">No reservations match.</p>
      ) : (
        <ConsoleTable
          caption="Reservations, newest first (times in each site's zone)"
          columns={["Reference", "When", "Customer", "Car", "Site", "Deposit", "Status"]}
        >
          {reservations.map((reservation) => (
            <tr key={reservation.id} className="border-b border-slate-200 align-top">
              <td className="whitespace-nowrap p-2">
                <a
                  className="text-blue-800 underline"
                  href={consoleReservationPath(reservation.id)}
                >
                  {reservation.reference}
                </a>
                <span className="block text-xs text-slate-700">
                  {RESERVATION_KIND_LABELS[reservation.kind]}
                </span>
              </td>
              <td className="whitespace-nowrap p-2">
                <time dateTime={reservation.createdAt.toISOString()}>
                  {siteTime(reservation.createdAt, reservation.timeZone)}
                </time>
              </td>
              <td className="p-2">{reservationCustomer(reservation.answers)}</td>
              <td className="p-2">
                {reservation.car.name}
                <span className="block text-xs text-slate-700">
                  Stock {reservation.car.stockNumber}
                </span>
              </td>
              <td className="p-2">{reservation.siteName}</td>
              <td className="whitespace-nowrap p-2">
                {reservationMoney(reservation.amount, reservation.currency)}
              </td>
              <td className="p-2">{reservationStage(reservation)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
