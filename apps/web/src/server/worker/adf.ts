import type { StoredLead } from "@forecourt/core/domain/lead";
import type { LeadContext } from "./lead-mail.ts";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

const text = (value: unknown) => escapeXml(String(value ?? ""));

const field = (lead: StoredLead, key: string) => {
  const value = lead.fields[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** ADF 1.0 name parts: the stored first/last names, else the full name as one part. */
function nameElements(lead: StoredLead): string[] {
  if (lead.firstName || lead.lastName) {
    return [
      lead.firstName ? `<name part="first">${text(lead.firstName)}</name>` : "",
      lead.lastName ? `<name part="last">${text(lead.lastName)}</name>` : "",
    ].filter(Boolean);
  }
  return lead.name ? [`<name part="full">${text(lead.name)}</name>`] : [];
}

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) prospect, which dealer CRMs read from email.
 */
export function leadAdfXml(context: LeadContext): string {
  const { lead } = context;
  const carType = field(lead, "car_type");
  const status = carType === "used" ? "used" : "new";
  const hasVehicle = Boolean(field(lead, "make") || field(lead, "model") || field(lead, "vin"));
  const vehicle = hasVehicle
    ? [
        `    <vehicle interest="buy" status="${status}">`,
        field(lead, "year") ? `      <year>${text(field(lead, "year"))}</year>` : "",
        `      <make>${text(field(lead, "make"))}</make>`,
        `      <model>${text(field(lead, "model"))}</model>`,
        field(lead, "vin") ? `      <vin>${text(field(lead, "vin"))}</vin>` : "",
        field(lead, "stock_number")
          ? `      <stock>${text(field(lead, "stock_number"))}</stock>`
          : "",
        "    </vehicle>",
      ]
    : [];
  const contact = [
    "      <contact>",
    ...nameElements(lead).map((name) => `        ${name}`),
    lead.email ? `        <email>${text(lead.email)}</email>` : "",
    lead.phone ? `        <phone>${text(lead.phone)}</phone>` : "",
    lead.postcode
      ? `        <address><postalcode>${text(lead.postcode)}</postalcode></address>`
      : "",
    "      </contact>",
  ];
  const comments = [lead.subcategory, lead.message].filter(Boolean).join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    "  <prospect>",
    `    <id sequence="1" source="${text(context.siteName)}">${text(lead.id)}</id>`,
    `    <requestdate>${lead.createdAt.toISOString()}</requestdate>`,
    ...vehicle,
    "    <customer>",
    ...contact,
    comments ? `      <comments>${text(comments)}</comments>` : "",
    "    </customer>",
    "    <vendor>",
    `      <vendorname>${text(context.dealershipName ?? context.siteName)}</vendorname>`,
    "    </vendor>",
    "    <provider>",
    `      <name part="full">${text(context.siteName)}</name>`,
    `      <service>${text(lead.category)}</service>`,
    lead.url ? `      <url>${text(lead.url)}</url>` : "",
    "    </provider>",
    "  </prospect>",
    "</adf>",
  ]
    .filter((entry) => entry !== "")
    .join("\n");
}
