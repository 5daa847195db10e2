import { env } from "@forecourt/env/env";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import { appDatabaseOptionsOf } from "./app-database.ts";
import { isDataFolderInUse } from "../data-folder-lock.ts";
import { hasSites, seedDemoData, type SeedOptions } from "../demo/seed.ts";
import { createS3Client, s3MediaConfigOf, s3MediaStore } from "../media/s3-media-store.ts";

/**
 * npm run seed -w @forecourt/db: migrate, then fill an empty database with the demo sites: the
 * app's own (DATA_DIR under apps/web, as the server reads it, or DATABASE_URL), refused while a
 * server holds the folder. It reads the environment as the server does (a bad value stops it,
 * naming the variable).
 */
const config = env();
let handle: DatabaseHandle;
try {
  handle = await openDatabase({ ...appDatabaseOptionsOf(config), lockAs: { command: "seed" } });
} catch (error) {
  // A running server has the embedded database: it seeds an empty one itself.
  if (!isDataFolderInUse(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
// With S3_BUCKET the images go to the bucket, as the app would put them.
const s3 = s3MediaConfigOf(config);
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
