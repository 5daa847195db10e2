import { eq, inArray } from "drizzle-orm";
import { withNewSiteSettings } from "@forecourt/core/site/new-site-settings";
import type { Database, Executor } from "../../client.ts";
import { domains, websites } from "../../schema.ts";
import {
  DOMAIN_TAKEN_MESSAGE,
  refusal,
  refusedOr,
  SiteWriteRefused,
  SLUG_TAKEN_MESSAGE,
  type SiteWriteRefusal,
} from "./site-write-refusal.ts";

type CreateWebsiteOptions = {
  slug: string;
  name: string;
  /**
   * Validated settings input, stored as sent over NEW_SITE_SETTINGS (the schema's defaults are
   * filled on load).
   */
  settings: Record<string, unknown>;
  /** Normalised custom domains (core `normaliseCustomDomain`). */
  domains: string[];
};

type CreateWebsiteResult = { ok: true; id: number } | SiteWriteRefusal;

/**
 * A new website with its custom domains, in one transaction: a taken slug (archived sites keep
 * theirs) or a domain another site uses is refused and nothing is stored.
 */
export async function createWebsite(
  db: Database,
  options: CreateWebsiteOptions,
): Promise<CreateWebsiteResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: websites.id })
          .from(websites)
          .where(eq(websites.slug, options.slug))
          .limit(1);
        if (taken) throw new SiteWriteRefused(refusal("slug-taken", "slug", SLUG_TAKEN_MESSAGE));
        await refuseTakenDomains(tx, options.domains, null);
        const [row] = await tx
          .insert(websites)
          .values({
            slug: options.slug,
            name: options.name,
            settings: withNewSiteSettings(options.settings),
          })
          .returning({ id: websites.id });
        if (!row) throw new Error(`Website ${options.slug} was not created`);
        if (options.domains.length > 0) {
          await tx
            .insert(domains)
            .values(options.domains.map((host) => ({ websiteId: row.id, host })));
        }
        return { ok: true as const, id: row.id };
      }),
    refusal("slug-taken", "slug", `${SLUG_TAKEN_MESSAGE} (or one of its domains is in use)`),
  );
}

/** Throws the refusal for the first host another site (than `websiteId`) already serves. */
export async function refuseTakenDomains(
  db: Executor,
  hosts: string[],
  websiteId: number | null,
  field: (index: number) => string = (index) => `domains.${index}`,
): Promise<void> {
  if (hosts.length === 0) return;
  const rows = await db
    .select({ host: domains.host, websiteId: domains.websiteId })
    .from(domains)
    .where(inArray(domains.host, hosts));
  const index = hosts.findIndex((host) =>
    rows.some((row) => row.host === host && row.websiteId !== websiteId),
  );
  if (index !== -1) {
    throw new SiteWriteRefused(refusal("domain-taken", field(index), DOMAIN_TAKEN_MESSAGE));
  }
}
