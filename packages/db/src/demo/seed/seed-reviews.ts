import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import type { Random } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { addDays } from "./add-days.ts";

const AUTHORS = [
  "Sam K.",
  "Priya R.",
  "Tom W.",
  "Lee H.",
  "Alex M.",
  "Jordan P.",
  "Chris B.",
  "Mia T.",
];
const BODIES = [
  "Great service from start to finish.",
  "Friendly team and no pressure.",
  "Handover was thorough and clear.",
  "Would buy here again.",
];

/** site.reviews reviews, mostly four and five stars, one every five days back. */
export async function seedReviews(
  db: Database,
  site: DemoSite,
  websiteId: number,
  random: Random,
  now: Date,
) {
  await db.insert(schema.reviews).values(
    Array.from({ length: site.reviews }, (_, i) => ({
      websiteId,
      author: AUTHORS[i % AUTHORS.length] ?? "Customer",
      rating: i % 9 === 8 ? 3 : random.pick([4, 5, 5]),
      body: random.pick(BODIES),
      postedAt: addDays(now, -(i * 5 + 2)),
    })),
  );
}
