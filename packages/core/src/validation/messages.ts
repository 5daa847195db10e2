// Every user-facing validation and error text, word for word as the spec (§5, §8) gives it.
// Shoppers and dealers compare these against the current sites, so do not "fix" them.

/** §5: every field is required unless marked otherwise. */
export const REQUIRED_MESSAGE = "*This is a required field.";
export const EMAIL_MESSAGE = "invalid email address";
/** §5: first, middle and last names. */
export const NAME_MESSAGE = "Please use alphabetical characters only.";
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
// Not in the spec, which knows only Australian postcodes: a US site asks for a ZIP code.
export const ZIP_CODE_MESSAGE = "Invalid ZIP code. Please enter 5 digits, or ZIP+4 (12345-6789).";

export const PHONE_AU_MESSAGE = "Invalid phone number. Must be an Australian number.";
export const PHONE_AU_MOBILE_MESSAGE = "Invalid phone number. Must be an Australian mobile number.";
export const PHONE_NZ_MESSAGE = "Invalid phone number. Must be a New Zealand number.";
export const PHONE_TOO_LONG_MESSAGE = "Invalid phone number. Too many characters.";
export const PHONE_US_MESSAGE = "Invalid phone number. Must be a US number.";

export const E164_AU_MESSAGE =
  "Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.";
// Not in the spec, which gives the Australian and US texts only.
export const E164_NZ_MESSAGE =
  "Invalid New Zealand mobile number format (E.164 required). For example, 021 123 4567 is valid.";
export const E164_US_MESSAGE =
  "Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.";

/** §8: alert, and banner text when the server gives none. */
export const SUBMIT_ERROR_MESSAGE = "An error occurred when submitting this form";
/** §8: multi-step final step answered without a lead id. The misspelling is the live text. */
export const UNEXPECTED_ERROR_OCCURED_MESSAGE = "An unexpected error occured";
/** §8: API answered non-OK without an error field (status text may follow). */
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred";

// Not in the spec. The inputs carry maxlength, so a visitor never sees this; it answers a
// request that bypassed the browser, and the server must not accept unbounded text.
export const TOO_MANY_CHARACTERS_MESSAGE = "Too many characters.";
/** The same for a number field (quantity, price, odometer, year). */
export const TOO_MANY_DIGITS_MESSAGE = "Too many digits.";

// Not in the spec either: answers of the wrong kind, which only a request that bypassed the
// browser's inputs can send. They are refused as such, not as missing.
export const NOT_TEXT_MESSAGE = "This answer must be text.";
export const NOT_YES_NO_MESSAGE = "This answer must be yes or no.";
export const NOT_CHOICES_MESSAGE = "This answer must be a list of choices.";

// Field types the spec lists (§3) without giving their texts: plain words, the same in the
// browser and on the server.
export const CARD_NUMBER_MESSAGE = "Invalid card number. Please check the digits.";
export const EXPIRY_FORMAT_MESSAGE = "Invalid expiry date. Please use MM/YY.";
export const EXPIRY_PAST_MESSAGE = "This date has passed. Please enter a date from this month on.";
export const CARD_EXPIRED_MESSAGE = "This card has expired.";
export const CURRENCY_MESSAGE = "Please enter an amount in dollars, e.g. 25,000.";
export const WHOLE_DISTANCE_MESSAGE = {
  km: "Please enter a whole number of kilometres.",
  mi: "Please enter a whole number of miles.",
} as const;
export const NUMBER_MESSAGE = "Please enter a number.";
export const yearRangeMessage = (first: number, last: number) =>
  `Please choose a year from ${first} to ${last}.`;
export const REGO_MESSAGE = "Invalid registration. Please use letters and numbers only.";
export const LICENCE_MESSAGE =
  "Invalid licence number. Please use 4 to 12 letters and numbers only.";
export const ADDRESS_MESSAGE = "Please enter a street address with a number and street name.";
export const DATE_PARTS_MESSAGE = "Please enter the day, month and year.";
export const DATE_MESSAGE = "Please enter a real date.";
export const AGE_MESSAGE = (years: number) => `You must be at least ${years} years old.`;
export const CHOICE_MESSAGE = "Please choose one of the options.";

// Not in the spec: a NUL character (\u0000) is not text any database here can store
// (PostgreSQL's text and jsonb refuse it), and no input of ours can type one.
export const NUL_CHARACTER_MESSAGE =
  "This text contains a NUL character (\\u0000), which is not allowed.";
