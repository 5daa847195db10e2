import { AppError, INVALID_INPUT_MESSAGE } from "../../http/app-error.ts";

/** A search or a car change is a few hundred bytes; a long description fits many times over. */
export const STOCK_WRITE_MAX_BYTES = 64 * 1024;

/** Why a stock write's repository refused it: invalid fields, or nothing of the site to change. */
type StockWriteRefusal =
  { reason: "invalid"; errors: Record<string, string> } | { reason: string; errors?: undefined };

/** The 422 a stock write with invalid fields answers, every field at once. */
export const invalidWrite = (errors: Record<string, string>) =>
  new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, errors);

/** The 422 (invalid fields) or 404 (`notFoundMessage`) a refused stock write answers. */
export function refusedCarWrite(refusal: StockWriteRefusal, notFoundMessage: string): AppError {
  return refusal.reason === "invalid" && refusal.errors
    ? invalidWrite(refusal.errors)
    : new AppError("NOT_FOUND", notFoundMessage);
}
