import type { FormField } from "../forms/form-definition.ts";
import { serviceIntervals, TYRE_OPTIONS } from "../validation/typed-fields.ts";

/**
 * An answer each field type accepts, as a visitor would type it (valid until 2099), on a site
 * whose distances are in `unit`.
 */
export function sampleAnswer(field: FormField, unit: "km" | "mi" = "km"): unknown {
  switch (field.type) {
    case "email":
      return "jo@example.com";
    case "phone":
      return "0412 345 678";
    case "postcode":
      return "2000";
    case "yesNo":
    case "check":
    case "optIn":
      return true;
    case "number":
    case "currency":
    case "kilometre":
      return "2020";
    case "year":
      return "2019";
    case "cardNumber":
      return "4111 1111 1111 1111";
    case "CCExpiration":
    case "expiryDate":
      return "12/99";
    case "rego":
      return "ABC123";
    case "licenseNumber":
      return "12345678";
    case "address":
      return "12 Smith Street, Parramatta NSW 2150";
    case "dob":
      return "1980-07-04";
    case "serviceInterval":
      return serviceIntervals(unit)[1];
    case "tyres":
      return TYRE_OPTIONS[3];
    case "starRating":
      return "5";
    case "fullName":
      return "Jo Citizen";
    case "select":
    case "locationSelect":
    case "radio":
    case "radioGroup":
      return field.options?.[0]?.value ?? "Any";
    case "checkGroup":
    case "checkCard":
      return field.options?.[0] ? [field.options[0].value] : "Answer";
    default:
      return field.name === "first_name" || field.name === "last_name" ? "Jo" : "Answer";
  }
}

/** A general enquiry that every site's rules accept, with `extra` over it. */
export const generalEnquiry = (extra: Record<string, unknown> = {}) => ({
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  category: "General",
  message: "Please call me",
  ...extra,
});
