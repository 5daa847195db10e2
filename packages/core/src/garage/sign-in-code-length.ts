/**
 * The lengths of an emailed sign-in code (spec §6): eight digits, or sixteen once an address has
 * had its year's tries at short codes (sign-in.ts says why). Apart from the sign-in rules, which need
 * zod, so the header's sign-in button can name them without bringing zod into every first load.
 */
export const SIGN_IN_CODE_LENGTH = 8;
export const SIGN_IN_LONG_CODE_LENGTH = 16;
/**
 * The code field's length: a long code with room for the spaces or dashes people paste with it
 * ("8271 3645"); the schema takes those out.
 */
export const SIGN_IN_CODE_INPUT_MAX_LENGTH = SIGN_IN_LONG_CODE_LENGTH * 2;
