import "server-only";
import type {
  CatalogueFeedName,
  CatalogueFeedReport,
} from "@forecourt/core/catalogue/catalogue-feed";
import { catalogueFeeds } from "@forecourt/core/catalogue/catalogue-feeds";
import type { Site } from "@forecourt/core/site/site";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "@forecourt/db/client";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { catalogueSiteOf } from "./catalogue-site.ts";

type CatalogueFeedInput = {
  site: Site;
  /** The site's stock scope (`siteStockScope`): the cars its search lists, no more. */
  scope: StockScope;
  feed: CatalogueFeedName;
  /** Filled by the encoder: complete once the chunks are exhausted. */
  report: CatalogueFeedReport;
  pageSize?: number;
};

export const emptyCatalogueFeedReport = (feed: CatalogueFeedName): CatalogueFeedReport => ({
  feed,
  included: 0,
  excluded: [],
});

/**
 * A feed's text in chunks: the site's cars read a page at a time (`readCatalogueCars`) through
 * the feed's encoder (core `catalogueFeeds`). The feed route and the benchmark read a feed here.
 */
export function catalogueFeedChunks(
  db: Database,
  { site, scope, feed, report, pageSize }: CatalogueFeedInput,
): AsyncGenerator<string> {
  const cars = readCatalogueCars(db, { scope, ...(pageSize ? { pageSize } : {}) });
  return catalogueFeeds[feed].encode(catalogueSiteOf(site), cars, report);
}

/** Text gathered before a chunk goes out, should an encoder yield smaller pieces. */
const FLUSH_CHARACTERS = 32 * 1024;

/**
 * The chunks as a UTF-8 byte stream, pulled as the client reads (backpressure: a slow reader
 * holds the database reads back, a gone one stops them through `return`). The first chunk is
 * read before the stream is made, so a feed that cannot start (the database down) fails before
 * any answer is sent, as a 500, rather than as a cut 200. A failure later ends the stream with
 * an error (the client sees a cut body, which a front cache does not keep) after `onError`.
 */
export async function catalogueFeedStream(
  chunks: AsyncGenerator<string>,
  onError: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const utf8 = new TextEncoder();
  const first = await chunks.next();
  let pending = first.done ? null : first.value;
  let isDone = first.done === true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = pending ?? "";
      pending = null;
      try {
        while (!isDone && text.length < FLUSH_CHARACTERS) {
          const next = await chunks.next();
          if (next.done) isDone = true;
          else text += next.value;
        }
      } catch (error) {
        onError(error);
        controller.error(error);
        return;
      }
      if (text.length > 0) controller.enqueue(utf8.encode(text));
      if (isDone) controller.close();
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
