/** Limits of one stock feed file, whether uploaded or pulled. */

/** The file as sent or pulled (compressed or not). */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
/** The file once decompressed: a small archive that inflates past this is refused (zip bomb). */
export const MAX_FEED_INFLATED_BYTES = 40 * 1024 * 1024;
/** Rows in one snapshot: far above any dealer's stock, low enough to plan in memory. */
export const MAX_FEED_ROWS = 50_000;
/** One CSV record (a row with a long description and many image URLs fits easily). */
export const MAX_FEED_RECORD_BYTES = 256 * 1024;
/** Image URLs kept per car. */
export const MAX_FEED_IMAGES = 100;

export const NOT_UTF8_MESSAGE =
  "The file is not UTF-8 text. Save or export it as CSV UTF-8 (or JSON in UTF-8) and send it again.";
export const EMPTY_FEED_MESSAGE = "The file is empty: a feed needs a header row and a row per car.";
export const tooManyRowsMessage = (rows: number) =>
  `The file has ${rows.toLocaleString("en")} rows; at most ${MAX_FEED_ROWS.toLocaleString("en")} are read in one feed.`;
