import type { CarType } from "../domain/car.ts";
import type { LeadFileInfo, StoredLead } from "../domain/lead.ts";
import type { Address } from "../domain/location.ts";
import type { LocaleCode } from "../locale/locale.ts";

/** The stock car a lead is about, as far as a delivery describes it. */
export type LeadDeliveryCar = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  transmission: string | null;
  carType: CarType;
  /** Odometer in kilometres, as stored. */
  km: number;
  stockNumber: string;
  vin: string | null;
};

/** How the dealer is reached: its location's details, else the dealership's lead email. */
export type DealerContact = {
  email: string | null;
  phone: string | null;
  address: Address | null;
};

/**
 * Everything one delivery of a lead needs, read in one query: the lead, its files (without their
 * bytes), its site, the dealership the delivery is for and the car the lead names.
 */
export type LeadDeliveryContext = {
  lead: StoredLead;
  files: LeadFileInfo[];
  /** `timeZone`: the site's, in which the dealership reads the lead's times. */
  site: { name: string; locale: LocaleCode; timeZone: string };
  /** Null when the dealership was removed after the delivery was queued. */
  dealership: {
    id: number;
    name: string;
    webhookSecret: string | null;
    contact: DealerContact;
  } | null;
  car: LeadDeliveryCar | null;
};
