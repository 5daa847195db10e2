import type { StoredLead } from "@forecourt/core/domain/lead";
import type { Address } from "@forecourt/core/domain/location";
import { TEST_DRIVE_SUBCATEGORY, TRADE_IN_SUBCATEGORY } from "@forecourt/core/leads/lead-form-kind";
import { kmFromSiteDistance, siteDistance, type LocaleCode } from "@forecourt/core/locale/locale";
import type {
  DealerContact,
  LeadDeliveryCar,
  LeadDeliveryContext,
} from "@forecourt/core/outbox/lead-delivery";
import { escapeXml } from "@forecourt/core/text/xml-text";
import { leadAnswerLines } from "./lead-mail.ts";

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) prospect, which dealer CRMs read from email.
 * The document is valid against the ADF 1.0 DTD (see src/testing/adf/adf-1.0.dtd and the test
 * that validates every form's lead against it).
 */

type Attributes = Record<string, string | undefined>;
/** Lines of XML; a parent indents its children's lines. */
type Lines = string[];

const attributeText = (attributes: Attributes = {}) =>
  Object.entries(attributes)
    .flatMap(([name, value]) => (value === undefined ? [] : [` ${name}="${escapeXml(value)}"`]))
    .join("");

const leaf = (name: string, value: string | number, attributes?: Attributes): Lines => [
  `<${name}${attributeText(attributes)}>${escapeXml(String(value))}</${name}>`,
];

/** Left out when there is no value: for the DTD's optional elements. */
const optional = (
  name: string,
  value: string | number | null | undefined,
  attributes?: Attributes,
) => (value === null || value === undefined || value === "" ? [] : leaf(name, value, attributes));

const node = (name: string, children: Lines, attributes?: Attributes): Lines => [
  `<${name}${attributeText(attributes)}>`,
  ...children.map((line) => `  ${line}`),
  `</${name}>`,
];

type Interest = "buy" | "lease" | "sell" | "trade-in" | "test-drive";

type AdfVehicle = {
  /** Left out for a vehicle that is not for sale or trade (service, parts): the DTD's default. */
  interest?: Interest;
  status?: "new" | "used";
  year: string;
  make: string;
  model: string;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  bodystyle?: string | null;
  transmission?: string | null;
  odometerKm?: number | null;
  comments?: string;
};

const fieldText = (lead: StoredLead, key: string): string => {
  const value = lead.fields[key];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
};

/** Answers that become vehicle elements rather than comments. */
const VEHICLE_KEYS = [
  "make",
  "model",
  "year",
  "vin",
  "stock_number",
  "car_type",
  "car_id",
  "vehicle_status",
  "rego",
  "regoState",
  "kilometres",
] as const;
/** Answers the dealer has no use for in a CRM. */
const NOISE_KEYS = ["website_slug"] as const;

/**
 * What the visitor's own vehicle (described by the form's make/model/year answers) is to the
 * dealer, or null when those answers describe the car the visitor wants.
 */
function ownVehicleRole(lead: StoredLead): { interest?: Interest; note: string } | null {
  if (lead.subcategory === TRADE_IN_SUBCATEGORY) {
    return { interest: "trade-in", note: "The customer's vehicle to trade in" };
  }
  if (lead.category === "Sell My Car") {
    return { interest: "sell", note: "The customer's vehicle for sale" };
  }
  if (lead.category === "Service" || lead.category === "Parts") {
    return { note: `The customer's vehicle (${lead.category.toLowerCase()})` };
  }
  return null;
}

function stockVehicle(car: LeadDeliveryCar, interest: Interest): AdfVehicle {
  return {
    interest,
    status: car.carType === "used" ? "used" : "new",
    year: String(car.year),
    make: car.make,
    model: car.model,
    vin: car.vin,
    stock: car.stockNumber,
    trim: car.badge,
    bodystyle: car.body,
    transmission: car.transmission,
    odometerKm: car.km,
  };
}

/** The visitor's own vehicle; its odometer was asked in the site's unit (miles in the US). */
function answeredVehicle(lead: StoredLead, locale: LocaleCode): AdfVehicle | null {
  const [make, model, vin, rego] = ["make", "model", "vin", "rego"].map((key) =>
    fieldText(lead, key),
  );
  if (!make && !model && !vin && !rego) return null;
  const reading = Number(fieldText(lead, "kilometres") || Number.NaN);
  const km = kmFromSiteDistance(reading, locale);
  const regoState = fieldText(lead, "regoState");
  return {
    status: fieldText(lead, "car_type") === "used" ? "used" : "new",
    year: fieldText(lead, "year"),
    make: make ?? "",
    model: model ?? "",
    vin,
    stock: fieldText(lead, "stock_number"),
    odometerKm: Number.isFinite(km) && km >= 0 ? km : null,
    comments: rego ? `Registration: ${rego}${regoState ? ` (${regoState})` : ""}` : undefined,
  };
}

/**
 * The DTD needs at least one vehicle, each with year, make and model: the stock car the lead
 * names (for a test drive, marked so), the visitor's own vehicle for a trade-in, a sale, a
 * service or parts, and for an enquiry that names none (general, fleet, careers) one vehicle
 * with those three left empty.
 */
function leadVehicles(context: LeadDeliveryContext): AdfVehicle[] {
  const { lead, car } = context;
  const wanted: Interest = lead.subcategory === TEST_DRIVE_SUBCATEGORY ? "test-drive" : "buy";
  const own = ownVehicleRole(lead);
  const answered = answeredVehicle(lead, context.site.locale);
  const vehicles: AdfVehicle[] = car ? [stockVehicle(car, wanted)] : [];
  if (answered && own) {
    vehicles.push({
      ...answered,
      interest: own.interest,
      status: "used",
      comments: [own.note, answered.comments].filter(Boolean).join("\n"),
    });
  } else if (answered && !car) {
    vehicles.push({ ...answered, interest: wanted });
  }
  return vehicles.length > 0 ? vehicles : [{ year: "", make: "", model: "" }];
}

function vehicleLines(vehicle: AdfVehicle, locale: LocaleCode): Lines {
  const odometer =
    vehicle.odometerKm === null || vehicle.odometerKm === undefined
      ? null
      : siteDistance(vehicle.odometerKm, locale);
  return node(
    "vehicle",
    [
      ...leaf("year", vehicle.year),
      ...leaf("make", vehicle.make),
      ...leaf("model", vehicle.model),
      ...optional("vin", vehicle.vin),
      ...optional("stock", vehicle.stock),
      ...optional("trim", vehicle.trim),
      ...optional("bodystyle", vehicle.bodystyle),
      ...optional("transmission", vehicle.transmission),
      ...(odometer ? leaf("odometer", odometer.value, { units: odometer.unit }) : []),
      ...optional("comments", vehicle.comments),
    ],
    { interest: vehicle.interest, status: vehicle.status },
  );
}

const countryOf = (locale: LocaleCode) => locale.split("-")[1] ?? "";

/** The DTD's address starts with a street; a lead's postcode alone goes with an empty one. */
function addressLines(
  address: Partial<Pick<Address, "street" | "city" | "state" | "postcode">>,
  locale: LocaleCode,
): Lines {
  return node("address", [
    ...leaf("street", address.street ?? ""),
    ...optional("city", address.city),
    ...optional("regioncode", address.state),
    ...optional("postalcode", address.postcode),
    ...leaf("country", countryOf(locale)),
  ]);
}

/** The DTD's contact: one or more names, then an email and/or phones, then an address. */
function contactLines(input: {
  names: Lines;
  email: string | null;
  phone: string | null;
  address: Lines;
}): Lines {
  const reach = [...optional("email", input.email), ...optional("phone", input.phone)];
  return node("contact", [
    ...(input.names.length > 0 ? input.names : leaf("name", "", { part: "full" })),
    // Neither is known: an empty email keeps the document valid and says so.
    ...(reach.length > 0 ? reach : leaf("email", "")),
    ...input.address,
  ]);
}

/** ADF 1.0 name parts: the stored first/middle/last names, else the full name as one part. */
function customerNames(lead: StoredLead): Lines {
  const parts = [
    ["first", lead.firstName],
    ["middle", lead.middleName],
    ["last", lead.lastName],
  ] as const;
  if (lead.firstName || lead.lastName) {
    return parts.flatMap(([part, value]) => optional("name", value, { part }));
  }
  return optional("name", lead.name, { part: "full" });
}

function customerLines(context: LeadDeliveryContext): Lines {
  const { lead, site } = context;
  const comments = [
    lead.subcategory,
    lead.message,
    ...leadAnswerLines(lead.fields, [...VEHICLE_KEYS, ...NOISE_KEYS]),
  ]
    .filter(Boolean)
    .join("\n");
  return node("customer", [
    ...contactLines({
      names: customerNames(lead),
      email: lead.email,
      phone: lead.phone,
      address: lead.postcode ? addressLines({ postcode: lead.postcode }, site.locale) : [],
    }),
    ...optional("comments", comments),
  ]);
}

function vendorLines(context: LeadDeliveryContext): Lines {
  const name = context.dealership?.name ?? context.site.name;
  const contact: DealerContact = context.dealership?.contact ?? {
    email: null,
    phone: null,
    address: null,
  };
  return node("vendor", [
    ...leaf("vendorname", name),
    ...contactLines({
      names: leaf("name", name, { part: "full" }),
      email: contact.email,
      phone: contact.phone,
      address: contact.address ? addressLines(contact.address, context.site.locale) : [],
    }),
  ]);
}

export function leadAdfXml(context: LeadDeliveryContext): string {
  const { lead, site } = context;
  const prospect = node("prospect", [
    ...leaf("id", lead.id, { sequence: "1", source: site.name }),
    ...leaf("requestdate", lead.createdAt.toISOString()),
    ...leadVehicles(context).flatMap((vehicle) => vehicleLines(vehicle, site.locale)),
    ...customerLines(context),
    ...vendorLines(context),
    ...node("provider", [
      ...leaf("name", site.name, { part: "full" }),
      ...leaf("service", lead.category),
      ...optional("url", lead.url),
    ]),
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    ...node("adf", prospect),
  ].join("\n");
}
