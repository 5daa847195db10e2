/**
 * Runs a load, retrying up to `retries` more times when it throws (spec §7/§8: careers are
 * retried up to 2 more times and each failure is logged). The last error is rethrown.
 */
type RetryOptions = {
  retries: number;
  onFailure: (error: unknown, attempt: number, willRetry: boolean) => void;
};

export async function withRetry<T>(load: () => Promise<T>, options: RetryOptions): Promise<T> {
  const attempts = Math.max(0, Math.floor(options.retries)) + 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      options.onFailure(error, attempt, attempt < attempts);
    }
  }
  throw lastError;
}
