/**
 * The lengths of an emailed sign-in code (spec §6): six digits, or sixteen once an address has
 * had its month's short codes (sign-in.ts says why). Apart from the sign-in rules, which need
 * zod, so the header's sign-in button can name them without bringing zod into every first load.
 */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_LONG_CODE_LENGTH = 16;
