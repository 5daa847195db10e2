import "server-only";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Database } from "@forecourt/db/client";
import { databaseMediaStore } from "@forecourt/db/media/database-media-store";
import type { MediaStore } from "@forecourt/db/media/media-store";
import {
  createS3Client,
  s3MediaConfigOf,
  s3MediaStore,
  type S3MediaConfig,
} from "@forecourt/db/media/s3-media-store";
import { env } from "../env.ts";

type Holder = { __forecourtS3?: { key: string; client: S3Client } };
const holder = globalThis as typeof globalThis & Holder;

/**
 * The media store the environment chooses: S3-compatible object storage when S3_BUCKET is set,
 * the database otherwise. `db` may be a transaction.
 */
export function mediaStore(db: Database): MediaStore {
  const settings = s3MediaConfigOf(env());
  if (!settings) return databaseMediaStore(db);
  return s3MediaStore(db, { client: s3Client(settings), bucket: settings.bucket });
}

/** One client per process (it keeps the connections); a test that changes the settings gets a new one. */
function s3Client(settings: S3MediaConfig): S3Client {
  const key = JSON.stringify(settings);
  if (holder.__forecourtS3?.key !== key) {
    holder.__forecourtS3?.client.destroy();
    holder.__forecourtS3 = { key, client: createS3Client(settings) };
  }
  return holder.__forecourtS3.client;
}
