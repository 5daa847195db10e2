import type { LeadDetail, ListedLead } from "../leads/lead-record.ts";

/** A staff user a lead may be assigned to, or is. */
export type LeadAssignee = { id: string; email: string; name: string | null };

/** A lead as the console's inbox lists it: the API's listed lead and the console's markers. */
export type InboxLead = ListedLead & {
  assignee: LeadAssignee | null;
  /** Null until a staff user first opens it. */
  firstReadAt: Date | null;
  /** Whether the staff user reading the inbox has opened it: unread is per person. */
  isReadByMe: boolean;
  /** The name of the car the lead is about (null: none, or gone from stock). */
  carName: string | null;
  firstRespondedAt: Date | null;
  /** When the shopper was first contacted: the lead is answered from then on. */
  firstContactedAt: Date | null;
  /** The car's price when the lead was made. */
  carPrice: number | null;
  /** The shopper wrote back and nobody has answered since (the "Replied" filter). */
  isReplied: boolean;
};

/** The car a lead is about, as it is now (its price then is the lead's `carPrice`). */
type InboxLeadCar = {
  id: number;
  slug: string;
  name: string;
  stockNumber: string;
  price: number | null;
  status: string;
  thumbUrl: string | null;
  alt: string;
};

/** A lead's detail page: every field, the car, files, deliveries, status history, assignee. */
export type InboxLeadDetail = LeadDetail &
  Omit<InboxLead, keyof ListedLead> & {
    car: InboxLeadCar | null;
    dealershipName: string | null;
    locationName: string | null;
  };
