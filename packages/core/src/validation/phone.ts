import {
  E164_AU_MESSAGE,
  E164_NZ_MESSAGE,
  E164_US_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  PHONE_US_MESSAGE,
} from "./messages.ts";

export const PHONE_VARIANTS = ["au", "au-mobile", "nz", "us", "au-nz-uk"] as const;
export type PhoneVariant = (typeof PHONE_VARIANTS)[number];

/**
 * The number the dealers' own staff use to test live forms: every variant accepts it and
 * E.164 conversion maps it to +61400000000. Validators take it as a parameter (pass `null`
 * to turn the exception off) so a site can change it without code.
 */
export const ALWAYS_ACCEPTED_TEST_PHONE = "0400000000";

/** §5: the NZ phone input allows 15 characters and reports "Too many characters" at 15. */
export const NZ_PHONE_MAX_LENGTH = 15;

/** How many leading characters a masked phone keeps visible (§4 phone reveal). */
const PHONE_MASK_VISIBLE_CHARS = 5;

// No real number in any variant is this long once separators are gone. Longer input skips
// prefix handling (it is rejected anyway), which keeps a pasted essay linear-time.
const MAX_PREFIX_SCAN_LENGTH = 32;

// Whitespace (any script), ASCII and typographic hyphens/dashes, dots, parentheses, slashes.
const SEPARATORS = /[\s\-\u2010-\u2015.()/]/gu;

const COUNTRY_CODES = {
  au: ["61"],
  "au-mobile": ["61"],
  nz: ["64"],
  "au-nz-uk": ["61", "64", "44"],
} as const satisfies Record<Exclude<PhoneVariant, "us">, readonly string[]>;

// "+61 (0)2 …" is a common way to write a number; the optional trunk 0 after the code goes too.
const prefixPattern = (codes: readonly string[]) =>
  new RegExp(`^(?:\\+|00)(?:${codes.join("|")})0?`);
const PREFIX_PATTERNS = {
  au: prefixPattern(COUNTRY_CODES.au),
  "au-mobile": prefixPattern(COUNTRY_CODES["au-mobile"]),
  nz: prefixPattern(COUNTRY_CODES.nz),
  "au-nz-uk": prefixPattern(COUNTRY_CODES["au-nz-uk"]),
};

const US_WITH_PREFIX = /^(?:\+?1|001)([2-9]\d{9})$/;

const AU_ANY = /^0[2-578]\d{8}$/;
const AU_MOBILE = /^04\d{8}$/;
const NZ_ANY = /^0[234679]\d{7,9}$/;
const UK_ANY = /^0[1237]\d{9,10}$/;
const US_NATIONAL = /^[2-9]\d{9}$/;
const E164 = /^\+[1-9]\d{1,14}$/;

type PhoneResult =
  { ok: true; normalised: string } | { ok: false; reason: "invalid" | "too-long"; message: string };

type PhoneOptions = {
  /** Accepted by every variant. Defaults to {@link ALWAYS_ACCEPTED_TEST_PHONE}; `null` disables. */
  alwaysAccepted?: string | null;
};

export function stripPhoneSeparators(raw: string): string {
  return raw.replace(SEPARATORS, "");
}

function replaceCountryPrefix(compact: string, pattern: RegExp): string {
  if (compact.length > MAX_PREFIX_SCAN_LENGTH) return compact;
  // Repeat until nothing changes so that normalising twice gives the same answer
  // ("+61 061…" first becomes "0061…"). Each pass shortens the string, so this ends.
  let current = compact;
  for (;;) {
    const next = current.replace(pattern, "0");
    if (next === current) return current;
    current = next;
  }
}

/**
 * Separators go, and the variant's country prefixes (+61/0061, +64/0064, +44/0044) become a
 * leading 0: "+61 2 9999 9999" -> "0299999999". US numbers lose an optional 1/+1/001 prefix
 * and come back as 10 national digits. Anything else is returned compacted but unchanged, for
 * the validator to reject. Idempotent.
 */
export function normalisePhone(raw: string, variant: PhoneVariant = "au"): string {
  const compact = stripPhoneSeparators(raw);
  if (variant === "us") {
    const match = US_WITH_PREFIX.exec(compact);
    return match?.[1] ?? compact;
  }
  return replaceCountryPrefix(compact, PREFIX_PATTERNS[variant]);
}

function alwaysAcceptedNormalised(testNumber: string | null): string | null {
  if (testNumber === null) return null;
  const normalised = normalisePhone(testNumber, "au");
  return normalised === "" ? null : normalised;
}

function resolveTestNumber(options: PhoneOptions): string | null {
  return options.alwaysAccepted === undefined ? ALWAYS_ACCEPTED_TEST_PHONE : options.alwaysAccepted;
}

function matchesTestNumber(raw: string, options: PhoneOptions): string | null {
  const test = alwaysAcceptedNormalised(resolveTestNumber(options));
  if (test === null) return null;
  return normalisePhone(raw, "au") === test ? test : null;
}

const RULES: Record<PhoneVariant, { matches: (normalised: string) => boolean; message: string }> = {
  au: { matches: (n) => AU_ANY.test(n), message: PHONE_AU_MESSAGE },
  "au-mobile": { matches: (n) => AU_MOBILE.test(n), message: PHONE_AU_MOBILE_MESSAGE },
  nz: { matches: (n) => NZ_ANY.test(n), message: PHONE_NZ_MESSAGE },
  us: { matches: (n) => US_NATIONAL.test(n), message: PHONE_US_MESSAGE },
  "au-nz-uk": {
    matches: (n) => AU_ANY.test(n) || NZ_ANY.test(n) || UK_ANY.test(n),
    // The combined variant serves Australian sites that also take NZ and UK callers.
    message: PHONE_AU_MESSAGE,
  },
};

/**
 * §5 phone rules. The value is expected trimmed; emptiness ("required") is the field's concern,
 * an empty string here is simply not a number.
 */
export function validatePhone(
  raw: string,
  variant: PhoneVariant,
  options: PhoneOptions = {},
): PhoneResult {
  const test = matchesTestNumber(raw, options);
  if (test !== null) return { ok: true, normalised: test };
  if (variant === "nz" && raw.length >= NZ_PHONE_MAX_LENGTH) {
    return { ok: false, reason: "too-long", message: PHONE_TOO_LONG_MESSAGE };
  }
  const rule = RULES[variant];
  const normalised = normalisePhone(raw, variant);
  return rule.matches(normalised)
    ? { ok: true, normalised }
    : { ok: false, reason: "invalid", message: rule.message };
}

export type E164Country = "AU" | "NZ" | "US";

/** The country whose mobiles a variant's text-message numbers are. */
export const E164_COUNTRY_OF: Record<PhoneVariant, E164Country> = {
  au: "AU",
  "au-mobile": "AU",
  nz: "NZ",
  us: "US",
  "au-nz-uk": "AU",
};

const E164_MESSAGES: Record<E164Country, string> = {
  AU: E164_AU_MESSAGE,
  NZ: E164_NZ_MESSAGE,
  US: E164_US_MESSAGE,
};
type E164Result = { ok: true; e164: string } | { ok: false; message: string };

/**
 * §5 mobile E.164 conversion for SMS-capable integrations. It follows the spec's rule and only
 * checks the generic E.164 shape; whether the number is a real mobile is `validatePhone`'s job.
 */
export function toE164Mobile(
  raw: string,
  country: E164Country,
  options: PhoneOptions = {},
): E164Result {
  const test = matchesTestNumber(raw, options);
  if (test !== null) return { ok: true, e164: `+61${test.slice(1)}` };

  const compact = raw.replace(/[^\d+]/g, "");
  let candidate = compact;
  if (country === "AU") {
    if (compact.startsWith("04")) candidate = `+614${compact.slice(2)}`;
  } else if (country === "NZ") {
    // New Zealand mobiles are 02x with 6 to 8 more digits.
    if (/^02\d{7,9}$/.test(compact)) candidate = `+64${compact.slice(1)}`;
  } else if (/^1\d{10}$/.test(compact)) {
    candidate = `+${compact}`;
  } else if (/^\d{10}$/.test(compact)) {
    candidate = `+1${compact}`;
  }
  if (E164.test(candidate)) return { ok: true, e164: candidate };
  return { ok: false, message: E164_MESSAGES[country] };
}

/** The calling code a number without one is taken to have, by variant. */
const HOME_CODE: Record<PhoneVariant, string> = {
  au: "61",
  "au-mobile": "61",
  nz: "64",
  us: "1",
  "au-nz-uk": "61",
};

/**
 * One phone rule for every lead (reservations, purchases, enquiries, chat): the number is kept
 * in E.164 ("0412 345 678" -> "+61412345678") and shown in the local format
 * ({@link formatPhoneForDisplay} reads E.164 too). A number written with one of the variant's
 * calling codes keeps it (a UK number on an AU/NZ/UK site stays +44); one without takes the
 * site's own. Null when the text is not a number of the variant (see {@link validatePhone}).
 */
export function toE164Phone(
  raw: string,
  variant: PhoneVariant,
  options: PhoneOptions = {},
): string | null {
  const result = validatePhone(raw, variant, options);
  if (!result.ok) return null;
  if (matchesTestNumber(raw, options) !== null) return `+61${result.normalised.slice(1)}`;
  if (variant === "us") return `+1${result.normalised}`;
  const compact = stripPhoneSeparators(raw);
  const written = COUNTRY_CODES[variant].find(
    (code) => compact.startsWith(`+${code}`) || compact.startsWith(`00${code}`),
  );
  return `+${written ?? HOME_CODE[variant]}${result.normalised.slice(1)}`;
}

export type DisplayCountry = "AU" | "NZ" | "US";

const DISPLAY_VARIANT: Record<DisplayCountry, PhoneVariant> = { AU: "au", NZ: "nz", US: "us" };

/**
 * How a number is shown on the site. Reading of §5 "an Australian mobile is shown 3-3-3": the
 * nine digits after the leading 0 are grouped 3-3-3, giving the familiar "0412 345 678".
 * AU landlines "(02) 9999 9999"; NZ landlines "(09) 123 4567", NZ mobiles "021 123 456",
 * "021 123 4567" or "021 1234 5678"; US "(212) 555-0123". A number of any other shape is
 * returned as given rather than guessed at.
 */
export function formatPhoneForDisplay(normalised: string, country: DisplayCountry): string {
  const n = normalisePhone(normalised, DISPLAY_VARIANT[country]);
  let m: RegExpExecArray | null;
  if (country === "AU") {
    if ((m = /^0(4\d{2})(\d{3})(\d{3})$/.exec(n))) return `0${m[1]} ${m[2]} ${m[3]}`;
    if ((m = /^0([2-35-9])(\d{4})(\d{4})$/.exec(n))) return `(0${m[1]}) ${m[2]} ${m[3]}`;
  } else if (country === "NZ") {
    if ((m = /^(02\d)(\d{3})(\d{3,4})$/.exec(n))) return `${m[1]} ${m[2]} ${m[3]}`;
    if ((m = /^(02\d)(\d{4})(\d{4})$/.exec(n))) return `${m[1]} ${m[2]} ${m[3]}`;
    if ((m = /^0([34679])(\d{3})(\d{4})$/.exec(n))) return `(0${m[1]}) ${m[2]} ${m[3]}`;
  } else if ((m = /^([2-9]\d{2})(\d{3})(\d{4})$/.exec(n))) {
    return `(${m[1]}) ${m[2]}-${m[3]}`;
  }
  return normalised;
}

/**
 * §4 phone reveal: the first characters stay, every later digit becomes "X" and the layout
 * (spaces, brackets, dashes) is kept: "0412 345 678" -> "0412 XXX XXX".
 */
export function maskPhone(
  display: string,
  visibleChars: number = PHONE_MASK_VISIBLE_CHARS,
): string {
  const visible = Math.max(0, Math.floor(visibleChars));
  return display.slice(0, visible) + display.slice(visible).replace(/\d/g, "X");
}
