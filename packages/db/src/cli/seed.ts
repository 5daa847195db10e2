import path from "node:path";
import { openDatabase } from "../client.ts";
import { hasSites, seedDemoData, type SeedOptions } from "../demo/seed.ts";
import { createS3Client, s3MediaConfigFromEnv, s3MediaStore } from "../media/s3-media-store.ts";

/** npm run seed -w @forecourt/db: migrate, then fill an empty database with the demo sites. */
const url = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data", "pglite");
const handle = await openDatabase({ url, dataDir, migrationsDir: process.env.MIGRATIONS_DIR });
// With S3_BUCKET the images go to the bucket, as the app would put them.
const s3 = s3MediaConfigFromEnv(process.env);
const client = s3 ? createS3Client(s3) : null;
const options: SeedOptions = {};
if (s3 && client) options.mediaStore = (db) => s3MediaStore(db, { client, bucket: s3.bucket });
try {
  if (await hasSites(handle.db)) {
    console.log("The database already has sites; nothing seeded.");
  } else {
    const started = Date.now();
    const report = await seedDemoData(handle.db, options);
    console.log(
      `Seeded ${report.sites.length} sites and ${report.images} images in ${Date.now() - started} ms:`,
    );
    for (const site of report.sites) console.log(`  ${site.slug}: ${site.cars} vehicles`);
  }
} finally {
  client?.destroy();
  await handle.close();
}
