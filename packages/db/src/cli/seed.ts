import path from "node:path";
import { openDatabase } from "../client.ts";
import { hasSites, seedDemoData } from "../demo/seed.ts";

/** npm run seed -w @forecourt/db: migrate, then fill an empty database with the demo sites. */
const url = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data", "pglite");
const handle = await openDatabase({ url, dataDir });
try {
  if (await hasSites(handle.db)) {
    console.log("The database already has sites; nothing seeded.");
  } else {
    const started = Date.now();
    const report = await seedDemoData(handle.db);
    console.log(
      `Seeded ${report.sites.length} sites and ${report.images} images in ${Date.now() - started} ms:`,
    );
    for (const site of report.sites) console.log(`  ${site.slug}: ${site.cars} vehicles`);
  }
} finally {
  await handle.close();
}
