import "server-only";
import { revalidateTag } from "next/cache";
import { db } from "../db.ts";
import { absoluteUrl } from "../site-url.ts";
import { apiSite } from "./api-site.ts";
import { createStockWriteApi, type StockWriteApi } from "./stock-writes.ts";

const holder = globalThis as typeof globalThis & { __forecourtStockWriteApi?: StockWriteApi };

export function stockWriteApi(): StockWriteApi {
  holder.__forecourtStockWriteApi ??= createStockWriteApi({
    database: db,
    authorizeSite: apiSite,
    // `expire: 0`: the next request for a tagged page or query waits for fresh data instead of
    // being served the old price once (the "max" profile's stale-while-revalidate).
    revalidate: (tags) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    },
    absoluteUrl,
  });
  return holder.__forecourtStockWriteApi;
}
