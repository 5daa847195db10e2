/** Types of local-cache-handler.mjs (Next's file-system cache without error answers on disk). */
export default class LocalCacheHandler {
  constructor(ctx: {
    fs: unknown;
    dev: boolean;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize: number;
  });
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
