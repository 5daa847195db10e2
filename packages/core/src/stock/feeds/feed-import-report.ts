import { z } from "zod";
import { rowIdField } from "../../domain/row-id.ts";
import type { IgnoredColumn } from "./feed-columns.ts";
import type { FeedFormat } from "./parse-feed-file.ts";
import type { FeedRejection } from "./parse-csv-feed.ts";

/** Where a feed came from: uploaded through the API, or pulled on the site's schedule. */
export type FeedSource = "upload" | "pull";

/**
 * applied: written. held: the shrink guard stopped it; nothing written until it is confirmed
 * (then confirmed) or discarded. rejected: nothing written: every row of the file was rejected
 * (stored with its rejections; an upload is answered 422 with the report), or the file could not
 * be read at all (a pull's failure; an upload's is answered with its 4xx and not stored).
 */
export type FeedImportStatus = "applied" | "held" | "rejected" | "confirmed" | "discarded";

export type FeedImageFailure = { stock_number: string; url: string; reason: string };

/** The stock numbers of the cars an import created, updated and sold (would, when held). */
export type FeedCarChanges = { created: string[]; updated: string[]; sold: string[] };

/** One import's report: what the snapshot created, updated, left and sold, and what it refused. */
export type FeedImportReport = {
  id: number;
  websiteId: number;
  source: FeedSource;
  format: FeedFormat;
  status: FeedImportStatus;
  /** SHA-256 of the file as read (after decompression), hex. */
  fileHash: string | null;
  /** Rows of the file (read or rejected). */
  rowCount: number;
  /** For a held import, what it would do once confirmed. */
  created: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejections: FeedRejection[];
  /** The file's columns no car field reads, each with why. */
  ignoredColumns: IgnoredColumn[];
  /** Which cars: the counts above, by stock number. */
  cars: FeedCarChanges;
  imageFailures: FeedImageFailure[];
  /**
   * The images are still being fetched (by the outbox worker, after the snapshot committed):
   * `imageFailures` and the updated count may still grow.
   */
  imagesPending: boolean;
  message: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** A console button on a held import (confirm, discard): the import's id. */
export const heldImportChangeSchema = z.object({
  importId: rowIdField(),
});
