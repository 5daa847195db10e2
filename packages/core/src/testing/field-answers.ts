import type { FieldType } from "../domain/field-types.ts";
import type { FormField } from "../forms/form-definition.ts";
import { serviceIntervals, TYRE_OPTIONS } from "../validation/typed-fields.ts";

type SampleOf = (field: FormField, unit: "km" | "mi") => unknown;

const always =
  (answer: unknown): SampleOf =>
  () =>
    answer;
/** A text answer: "Jo" for a first or last name, which takes letters only. */
const textAnswer: SampleOf = (field) =>
  field.name === "first_name" || field.name === "last_name" ? "Jo" : "Answer";
/** The field's first option, or "Any" for a choice with none. */
const firstOption: SampleOf = (field) => field.options?.[0]?.value ?? "Any";
/** A list holding the field's first option, or a text answer for a list with none. */
const firstOptionListed: SampleOf = (field) =>
  field.options?.[0] ? [field.options[0].value] : "Answer";

/** The sample answer of each field type; a new type without one is a type error. */
const SAMPLE_ANSWERS = {
  address: always("12 Smith Street, Parramatta NSW 2150"),
  button: textAnswer,
  cardNumber: always("4111 1111 1111 1111"),
  CCExpiration: always("12/99"),
  check: always(true),
  checkGroup: firstOptionListed,
  checkCard: firstOptionListed,
  currency: always("2020"),
  dateTime: textAnswer,
  dob: always("1980-07-04"),
  email: always("jo@example.com"),
  expiryDate: always("12/99"),
  file: textAnswer,
  fullName: always("Jo Citizen"),
  hidden: textAnswer,
  kilometre: always("2020"),
  licenseNumber: always("12345678"),
  locationSelect: firstOption,
  make: textAnswer,
  model: textAnswer,
  number: always("2020"),
  optIn: always(true),
  phone: always("0412 345 678"),
  postcode: always("2000"),
  radio: firstOption,
  radioGroup: firstOption,
  rego: always("ABC123"),
  select: firstOption,
  serviceInterval: (_, unit) => serviceIntervals(unit)[1],
  starRating: always("5"),
  string: textAnswer,
  textarea: textAnswer,
  tyres: always(TYRE_OPTIONS[3]),
  year: always("2019"),
  yesNo: always(true),
} satisfies Record<FieldType, SampleOf>;

/**
 * An answer each field type accepts, as a visitor would type it (valid until 2099), on a site
 * whose distances are in `unit`.
 */
export function sampleAnswer(field: FormField, unit: "km" | "mi" = "km"): unknown {
  return SAMPLE_ANSWERS[field.type](field, unit);
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
