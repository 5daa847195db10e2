import { z } from "zod";
import type { ContentKind } from "./content-input.ts";

/**
 * Taking content down: a deleted offer, post or page is kept this many days to be restored (the
 * studio's "Recently deleted"), then purged by the content clock.
 */
const DELETED_CONTENT_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

/** Posts and pages have a page of their own; an offer shows only in lists. */
export function hasOwnAddress(kind: ContentKind): boolean {
  return kind !== "offer";
}

/** Items deleted at or before this moment are past keeping. */
export function deletedContentPurgeBefore(now: Date): Date {
  return new Date(now.getTime() - DELETED_CONTENT_KEEP_DAYS * DAY_MS);
}

/** Until when a deleted item can be restored. */
export function deletedContentKeptUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DELETED_CONTENT_KEEP_DAYS * DAY_MS);
}

/**
 * What a deleted item's address answers: 410 Gone, or a permanent redirect to a path of the
 * site the marketer chose.
 */
export type RemovedAddress = { kind: "gone" } | { kind: "moved"; path: string };

const MAX_MOVED_PATH_LENGTH = 300;

export const MOVED_PATH_MESSAGE = `Enter a path on this site starting with /, e.g. /offers (at most ${MAX_MOVED_PATH_LENGTH} characters, no spaces).`;

/** A path of the site only: no scheme, no other host ("//"), no spaces. */
const movedPath = z
  .string()
  .trim()
  .max(MAX_MOVED_PATH_LENGTH, { error: MOVED_PATH_MESSAGE })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: MOVED_PATH_MESSAGE });

/** The delete form's fields: `address` "gone" (the default) or "moved" with `moved_to`. */
const removedAddressFields = {
  address: z.enum(["gone", "moved"]).default("gone"),
  moved_to: z.string().trim().default(""),
};

type RemovedAddressForm = { address: "gone" | "moved"; moved_to: string };

/** A form schema with the delete form's fields, a moved address checked as a path of the site. */
export function withRemovedAddress<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, ...removedAddressFields }).superRefine((form, ctx) => {
    const { address, moved_to } = form as RemovedAddressForm;
    if (address === "moved" && !movedPath.safeParse(moved_to).success) {
      ctx.addIssue({ code: "custom", path: ["moved_to"], message: MOVED_PATH_MESSAGE });
    }
  });
}

/** The checked form's choice. */
export function removedAddressOf(form: RemovedAddressForm): RemovedAddress {
  return form.address === "moved" ? { kind: "moved", path: form.moved_to } : { kind: "gone" };
}

/** The delete form's choice alone, checked. */
export const removedAddressFormSchema = withRemovedAddress({}).transform((form) =>
  removedAddressOf(form as RemovedAddressForm),
);
