import "server-only";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Database } from "@forecourt/db/client";
import { databaseMediaStore } from "@forecourt/db/media/database-media-store";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { createS3Client, s3MediaStore } from "@forecourt/db/media/s3-media-store";
import { env, type Env } from "../env.ts";

type Holder = { __forecourtS3?: { key: string; client: S3Client } };
const holder = globalThis as typeof globalThis & Holder;

/**
 * The media store the environment chooses: S3-compatible object storage when S3_BUCKET is set,
 * the database otherwise. `db` may be a transaction.
 */
export function mediaStore(db: Database): MediaStore {
  const config = env();
  if (!config.S3_BUCKET) return databaseMediaStore(db);
  return s3MediaStore(db, { client: s3Client(config), bucket: config.S3_BUCKET });
}

/** One client per process (it keeps the connections); a test that changes the settings gets a new one. */
function s3Client(config: Env): S3Client {
  const settings = {
    bucket: config.S3_BUCKET ?? "",
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    isPathStyle: config.S3_FORCE_PATH_STYLE === "true",
  };
  const key = JSON.stringify(settings);
  if (holder.__forecourtS3?.key !== key) {
    holder.__forecourtS3?.client.destroy();
    holder.__forecourtS3 = { key, client: createS3Client(settings) };
  }
  return holder.__forecourtS3.client;
}
