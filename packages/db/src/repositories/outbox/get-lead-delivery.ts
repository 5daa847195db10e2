import { and, eq, sql } from "drizzle-orm";
import type { LeadFileInfo } from "@forecourt/core/domain/lead";
import type { Address } from "@forecourt/core/domain/location";
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from "@forecourt/core/locale/locale";
import type { LeadDeliveryCar, LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import type { CarType } from "@forecourt/core/domain/car";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { knownTimeZone } from "@forecourt/core/time/site-time";
import type { Database } from "../../client.ts";
import { cars, dealerships, leads, websites } from "../../schema.ts";
import { isUuid } from "@forecourt/core/domain/uuid";
import { toStoredLead } from "../leads/lead-write.ts";

type LeadDeliveryTarget = {
  websiteId: number;
  leadId: string;
  /** The dealership the delivery was queued for (its payload's `dealershipId`). */
  dealershipId: number;
};

type LocationContact = { email: string | null; phone: string | null; address: Address | null };

const toLocale = (value: unknown): LocaleCode =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as LocaleCode) : DEFAULT_LOCALE;

/**
 * The contact details of the lead's location at the dealership, else the dealership's primary
 * location's.
 */
const deliveryLocation = sql<LocationContact | null>`(
  select json_build_object('email', l.email, 'phone', l.phone, 'address', l.address)
    from locations l
   where l.website_id = ${leads.websiteId} and l.dealership_id = ${dealerships.id}
   order by l.id = ${leads.locationId} desc nulls last, l.is_primary desc, l.position, l.id
   limit 1)`;

/** The metadata of the lead's files, oldest first. */
const leadFileInfos = sql<LeadFileInfo[]>`coalesce((
  select json_agg(json_build_object(
           'id', f.id, 'fieldName', f.field_name, 'filename', f.filename,
           'contentType', f.content_type, 'size', f.size) order by f.created_at, f.id)
    from lead_files f
   where f.lead_id = ${leads.id} and f.website_id = ${leads.websiteId}), '[]'::json)`;

const deliveryColumns = {
  lead: leads,
  siteName: websites.name,
  locale: sql<unknown>`${websites.settings} -> 'locale'`,
  timeZone: sql<unknown>`${websites.settings} ->> 'timeZone'`,
  dealership: {
    id: dealerships.id,
    name: dealerships.name,
    leadEmail: dealerships.leadEmail,
    webhookSecret: dealerships.webhookSecret,
  },
  location: deliveryLocation,
  files: leadFileInfos,
  car: {
    year: cars.year,
    make: cars.make,
    model: cars.model,
    badge: cars.badge,
    body: cars.body,
    transmission: cars.transmission,
    carType: cars.carType,
    km: cars.km,
    stockNumber: cars.stockNumber,
    vin: cars.vin,
  },
};

/**
 * What one delivery of a lead needs, in one query: the lead, its files' metadata (bytes are read
 * only when a channel attaches them), the site's name, locale and time zone, the dealership the delivery is
 * for with the contact details of the lead's location (else the dealership's primary one), and
 * the stock car the lead names. Another site's lead, or none, is null.
 */
export async function getLeadDelivery(
  db: Database,
  target: LeadDeliveryTarget,
): Promise<LeadDeliveryContext | null> {
  if (!isUuid(target.leadId)) return null;
  const [row] = await db
    .select(deliveryColumns)
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(
      dealerships,
      and(eq(dealerships.id, target.dealershipId), eq(dealerships.websiteId, leads.websiteId)),
    )
    .leftJoin(cars, and(eq(cars.id, leads.carId), eq(cars.websiteId, leads.websiteId)))
    .where(and(eq(leads.id, target.leadId), eq(leads.websiteId, target.websiteId)))
    .limit(1);
  if (!row) return null;
  const { dealership, location } = row;
  const address = location?.address?.street ? location.address : null;
  return {
    lead: toStoredLead(row.lead),
    files: row.files,
    site: {
      name: row.siteName,
      locale: toLocale(row.locale),
      timeZone: knownTimeZone(
        typeof row.timeZone === "string" ? row.timeZone : DEFAULT_SITE_TIME_ZONE,
      ),
    },
    dealership: dealership && {
      id: dealership.id,
      name: dealership.name,
      webhookSecret: dealership.webhookSecret,
      contact: {
        email: location?.email || dealership.leadEmail,
        phone: location?.phone || null,
        address,
      },
    },
    car: row.car && ({ ...row.car, carType: row.car.carType as CarType } satisfies LeadDeliveryCar),
  };
}
