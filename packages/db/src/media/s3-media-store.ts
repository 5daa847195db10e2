import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import type { Env } from "@forecourt/env/env";
import type { Database } from "../client.ts";
import { getMedia } from "../repositories/media/get-media.ts";
import { media } from "../schema.ts";
import { hasMediaRow, sha256Hex } from "./database-media-store.ts";
import type { MediaStore } from "./media-store.ts";

/** Where the bucket is and how to sign for it (S3_* in .env.example). */
export type S3MediaConfig = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, a stand-in); unset: AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; most stand-ins need it. */
  isPathStyle: boolean;
};

/** The bucket the S3_* variables name, or null without S3_BUCKET (media stay in the database). */
export function s3MediaConfigOf(
  config: Pick<
    Env,
    | "S3_BUCKET"
    | "S3_ENDPOINT"
    | "S3_REGION"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_FORCE_PATH_STYLE"
  >,
): S3MediaConfig | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    isPathStyle: config.S3_FORCE_PATH_STYLE === "true",
  };
}

export function createS3Client(config: S3MediaConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.isPathStyle,
    // Other S3-compatible services do not all know the SDK's newer default checksums: with
    // an endpoint of its own, checksums are sent and checked only where S3 requires them.
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
}

/**
 * Bytes in an S3-compatible bucket under the media id; the media row keeps the id, content type,
 * SHA-256 and size with `bytes` null. The object is written before the row, so a row always has
 * its object (an interrupted put leaves at most an object no row names). Rows that still hold
 * their bytes (stored before the bucket was configured) are served from the row.
 */
export function s3MediaStore(db: Database, s3: { client: S3Client; bucket: string }): MediaStore {
  return {
    kind: "s3",
    async put(file) {
      if (await hasMediaRow(db, file.id)) return;
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: file.id,
          Body: file.bytes,
          ContentType: file.contentType,
          ContentLength: file.bytes.length,
        }),
      );
      await db
        .insert(media)
        .values({
          id: file.id,
          contentType: file.contentType,
          bytes: null,
          sha256: sha256Hex(file.bytes),
          width: file.width ?? null,
          height: file.height ?? null,
        })
        .onConflictDoNothing();
    },
    async get(id) {
      const row = await getMedia(db, id);
      if (!row) return null;
      if (row.bytes) return { contentType: row.contentType, bytes: row.bytes };
      try {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: id }));
        if (!object.Body) return null;
        return {
          contentType: row.contentType,
          bytes: Buffer.from(await object.Body.transformToByteArray()),
        };
      } catch (error) {
        // A row whose object is gone (deleted from the bucket by hand) is a missing file.
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    has: (id) => hasMediaRow(db, id),
    async remove(id) {
      // The row first: a failed object delete leaves at most an object no row names.
      const [row] = await db
        .delete(media)
        .where(eq(media.id, id))
        .returning({ bytes: media.bytes });
      if (row && !row.bytes)
        await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: id }));
    },
  };
}
