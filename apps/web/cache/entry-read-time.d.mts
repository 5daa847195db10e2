/** Types of entry-read-time.mjs (cache entries dated by when their data was read). */
export function stampReadTime(readAt: number, text: string): string;

export function unstampReadTime(stamped: string): string;

export function readTimeOf(value: unknown, tags: readonly string[]): number | undefined;

export const REVALIDATED_TAGS_KEY: string;

type Handler = {
  set(
    key: string,
    entry: { value?: unknown; tags?: readonly string[]; lastModified?: number },
    ctx?: unknown,
  ): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
};

export function datedByRead<T extends Handler>(
  handler: T,
  options: {
    client: {
      withAbortSignal(signal: AbortSignal): {
        hSet(key: string, field: string, value: number): Promise<unknown>;
      };
    };
    keyPrefix: string;
    timeoutMs: number;
  },
): T;
