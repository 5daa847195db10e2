import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { StockItem } from "./build-stock.ts";
import { chunks } from "./chunks.ts";
import { VIEWS_PER_CAR, mediaUrl, vehicleMediaId } from "./media-ids.ts";
import { thumbnailUrl } from "@forecourt/core/stock/thumbnail";

/** Inserts the vehicles with their images, then points each at its first image. */
export async function seedStock(db: Database, websiteId: number, stock: StockItem[]) {
  const inserted: { id: number; item: StockItem }[] = [];
  for (const chunk of chunks(stock, 500)) {
    const rows = await db
      .insert(schema.cars)
      .values(chunk.map((c) => c.row))
      .returning({ id: schema.cars.id });
    rows.forEach((row, i) => {
      const item = chunk[i];
      if (item) inserted.push({ id: row.id, item });
    });
  }
  const imageRows = inserted.flatMap(({ id, item }) =>
    Array.from({ length: VIEWS_PER_CAR }, (_, view) => ({
      websiteId,
      carId: id,
      position: view,
      url: mediaUrl(vehicleMediaId(item.kind, item.colour, view)),
      thumbUrl: thumbnailUrl(mediaUrl(vehicleMediaId(item.kind, item.colour, view))),
      width: 1200,
      height: 800,
      alt: "",
    })),
  );
  for (const chunk of chunks(imageRows, 1000)) await db.insert(schema.carImages).values(chunk);
  await db.execute(
    sql`update cars set primary_image_url = (select url from car_images ci where ci.car_id = cars.id order by position limit 1) where website_id = ${websiteId}`,
  );
}
