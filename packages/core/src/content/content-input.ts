import { z } from "zod";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { MAX_URL_LENGTH } from "../domain/url.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";

/**
 * What an integration sends to create or replace a page, an offer or a blog post of a site
 * through the platform API. HTML is cleaned by the caller before it is stored (and again when
 * it is rendered); images are referenced by URL, never uploaded here.
 */

export const CONTENT_KINDS = ["page", "offer", "blog-post"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const MAX_CONTENT_SLUG_LENGTH = 100;
const MAX_TITLE_LENGTH = 200;
const MAX_SUMMARY_LENGTH = 1_000;
/** A long article with its markup fits many times over; the request limit is the real cap. */
const MAX_BODY_HTML_LENGTH = 200_000;

export const CONTENT_SLUG_MESSAGE = `The URL name must be 1 to ${MAX_CONTENT_SLUG_LENGTH} letters, digits, hyphens or underscores.`;
export const IMAGE_URL_MESSAGE =
  "image_url must be an http(s) address or a path on this site, e.g. /media/12.";
const DATE_TIME_MESSAGE = "must be a date and time, e.g. 2026-11-22T09:00:00Z.";
const OFFER_DATES_MESSAGE = "ends_at must be after starts_at.";

const text = (name: string, max: number) =>
  z.string({ error: `${name} must be text of at most ${max} characters.` }).max(max, {
    error: `${name} must be text of at most ${max} characters.`,
  });

const title = z
  .string({ error: `title must be text of 1 to ${MAX_TITLE_LENGTH} characters.` })
  .trim()
  .min(1, { error: `title must be text of 1 to ${MAX_TITLE_LENGTH} characters.` })
  .max(MAX_TITLE_LENGTH, { error: `title must be text of 1 to ${MAX_TITLE_LENGTH} characters.` });

const bodyHtml = text("body_html", MAX_BODY_HTML_LENGTH);

/** An image by URL: http(s), or a root-relative path on the site (its own media). */
const imageUrl = z
  .string({ error: IMAGE_URL_MESSAGE })
  .max(MAX_URL_LENGTH, { error: IMAGE_URL_MESSAGE })
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
    error: IMAGE_URL_MESSAGE,
  })
  .nullable();

const dateTime = (name: string) =>
  z
    .string({ error: `${name} ${DATE_TIME_MESSAGE}` })
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, {
      error: `${name} ${DATE_TIME_MESSAGE}`,
    })
    .transform((value) => new Date(value))
    .nullable();

const MAX_SEO_TITLE_LENGTH = 70;
const MAX_SEO_DESCRIPTION_LENGTH = 300;
const MODEL_SLUGS_MESSAGE = "model_slugs must be a list of at most 50 model slugs.";

/** The title search engines and shares show, when it differs from the heading. */
const seoTitle = text("seo_title", MAX_SEO_TITLE_LENGTH).nullable().default(null);
const socialImageUrl = imageUrl.default(null);

const pageInputSchema = z.strictObject({
  title,
  description: text("description", MAX_SUMMARY_LENGTH).default(""),
  body_html: bodyHtml.default(""),
  is_published: z.boolean({ error: "is_published must be true or false." }).default(true),
  seo_title: seoTitle,
  social_image_url: socialImageUrl,
});

const offerInputSchema = z
  .strictObject({
    title,
    summary: text("summary", MAX_SUMMARY_LENGTH).default(""),
    body_html: bodyHtml.default(""),
    image_url: imageUrl.default(null),
    offer_price: z
      .number({ error: "offer_price must be a whole number of dollars from 0." })
      .int({ error: "offer_price must be a whole number of dollars from 0." })
      .min(0, { error: "offer_price must be a whole number of dollars from 0." })
      .max(100_000_000, { error: "offer_price must be a whole number of dollars from 0." })
      .nullable()
      .default(null),
    finance_terms: text("finance_terms", MAX_SUMMARY_LENGTH).default(""),
    model_slugs: z
      .array(
        z.string({ error: MODEL_SLUGS_MESSAGE }).refine((slug) => isContentSlug(slug), {
          error: MODEL_SLUGS_MESSAGE,
        }),
        { error: MODEL_SLUGS_MESSAGE },
      )
      .max(50, { error: MODEL_SLUGS_MESSAGE })
      .default([]),
    starts_at: dateTime("starts_at").default(null),
    ends_at: dateTime("ends_at").default(null),
  })
  .refine((offer) => !offer.starts_at || !offer.ends_at || offer.ends_at > offer.starts_at, {
    path: ["ends_at"],
    error: OFFER_DATES_MESSAGE,
  });

export const blogPostInputSchema = z.strictObject({
  title,
  excerpt: text("excerpt", MAX_SUMMARY_LENGTH).default(""),
  body_html: bodyHtml.default(""),
  image_url: imageUrl.default(null),
  published_at: dateTime("published_at").default(null),
  seo_title: seoTitle,
  seo_description: text("seo_description", MAX_SEO_DESCRIPTION_LENGTH).nullable().default(null),
  social_image_url: socialImageUrl,
});

type PageInput = z.output<typeof pageInputSchema>;
type OfferInput = z.output<typeof offerInputSchema>;
type BlogPostInput = z.output<typeof blogPostInputSchema>;

export type ContentInput = {
  page: PageInput;
  offer: OfferInput;
  "blog-post": BlogPostInput;
};

const SCHEMAS: { [K in ContentKind]: z.ZodType<ContentInput[K]> } = {
  page: pageInputSchema,
  offer: offerInputSchema,
  "blog-post": blogPostInputSchema,
};

export function isContentSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_CONTENT_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

type ParsedContent<K extends ContentKind> =
  { ok: true; slug: string; input: ContentInput[K] } | { ok: false; errors: FieldErrors };

/** A content write's slug and body, checked together so every problem is reported at once. */
export function parseContentInput<K extends ContentKind>(
  kind: K,
  slug: string,
  body: unknown,
): ParsedContent<K> {
  const parsed = parseFields(SCHEMAS[kind], body);
  const errors: FieldErrors = isContentSlug(slug) ? {} : { slug: CONTENT_SLUG_MESSAGE };
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, slug, input: parsed.data as ContentInput[K] };
}
