import { and, eq, inArray } from "drizzle-orm";
import { documentSettingsToStore, type SiteDocument } from "@forecourt/core/site/site-document";
import { withNewSiteSettings } from "@forecourt/core/site/new-site-settings";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database, Tx } from "../../client.ts";
import { dealerships, domains, locations, websites } from "../../schema.ts";
import { fullDealershipValues } from "../dealerships/dealership-values.ts";
import { refuseDealershipWithCars } from "../dealerships/delete-dealership.ts";
import { refuseLocationWithCars } from "../locations/delete-location.ts";
import { locationValues } from "../locations/location-values.ts";
import { refuseTakenDomains } from "./create-website.ts";
import {
  refusal,
  refusedOr,
  sameJson,
  SiteWriteRefused,
  SLUG_TAKEN_MESSAGE,
  type SiteWriteRefusal,
} from "./site-write-refusal.ts";

type SiteDocumentStatus = "created" | "updated" | "unchanged";

/** What applying a site document changed, for the caller's report and its cache expiry. */
export type SiteDocumentChanges = {
  ok: true;
  status: SiteDocumentStatus;
  websiteId: number;
  slug: string;
  /** The site's custom domains after the write (the document's, or the stored ones it kept). */
  domains: string[];
  /** One line per change, in the document's words ("location city updated: name, phone"). */
  changes: string[];
  touched: {
    /** The website row: name, settings, primary dealership or archived state. */
    isSiteChanged: boolean;
    /** What the platform index lists changed: a new or restored site, its name or template. */
    isIndexChanged: boolean;
    /** Hosts added or removed (each was or is now a way to reach the site). */
    domains: string[];
    isDealershipsChanged: boolean;
    isLocationsChanged: boolean;
  };
};

type ApplySiteDocumentResult = SiteDocumentChanges | SiteWriteRefusal;

// The API's names of the columns a document sets, for the change report.
const DEALERSHIP_FIELDS: Record<string, string> = {
  slug: "slug",
  name: "name",
  leadEmail: "lead_email",
  adfEmail: "adf_email",
  webhookUrl: "webhook_url",
  webhookSecret: "webhook_secret",
  stripePublishableKey: "stripe_publishable_key",
  paymentWebhookSecret: "payment_webhook_secret",
};
const LOCATION_FIELDS: Record<string, string> = {
  slug: "slug",
  name: "name",
  dealershipId: "dealership",
  locationTypes: "location_types",
  isPrimary: "primary",
  isVisible: "visible",
  phone: "phone",
  email: "email",
  address: "address",
  openingHours: "opening_hours",
  socialUrls: "social_urls",
  distributionLocations: "distribution_locations",
  googleStoreCode: "google_store_code",
  position: "position",
};

/** The keys of `values` whose value differs from the row's. */
function changedKeys(values: Record<string, unknown>, row: Record<string, unknown>): string[] {
  return Object.keys(values).filter((key) => !sameJson(values[key], row[key]));
}

/**
 * The values that differ from the stored row's, and the change's words naming them by their API
 * names (`dealership main updated: name, lead_email`); null when none differ.
 */
function updateOf<V extends Record<string, unknown>>(
  kind: string,
  slug: string,
  values: V,
  row: Record<string, unknown>,
  fieldNames: Record<string, string>,
): { set: Partial<V>; change: string } | null {
  const keys = changedKeys(values, row);
  if (keys.length === 0) return null;
  return {
    set: Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<V>,
    change: `${kind} ${slug} updated: ${keys.map((key) => fieldNames[key] ?? key).join(", ")}`,
  };
}

/**
 * Makes the site the document describes, in one transaction: the website (by slug) with its
 * settings, custom domains, dealerships and locations (by slug) are created or changed to match,
 * and those the document leaves out are removed. A settings section or a list the document does
 * not name is kept as stored (the console's or the API's), unless `replace` names it. A
 * dealership or location that still has cars
 * is not removed: the whole document is refused and nothing is written. So is a domain another
 * site serves. Write-only secrets the document does not name are kept (`keepUnsentSecrets`,
 * `fullDealershipValues`); one it names as null is cleared. An archived site of that slug is restored. Applying the same document again writes
 * nothing and reports `unchanged`. Review figures are not part of a site's setup and are kept.
 */
export async function applySiteDocument(
  db: Database,
  doc: SiteDocument,
): Promise<ApplySiteDocumentResult> {
  return refusedOr(
    () => db.transaction((tx) => applyInTransaction(tx, doc)),
    refusal("slug-taken", "slug", `${SLUG_TAKEN_MESSAGE} (a write raced this one; try again)`),
  );
}

async function applyInTransaction(tx: Tx, doc: SiteDocument): Promise<SiteDocumentChanges> {
  const report: ChangeReport = {
    changes: [],
    touched: {
      isSiteChanged: false,
      isIndexChanged: false,
      domains: [],
      isDealershipsChanged: false,
      isLocationsChanged: false,
    },
  };
  const site = await writeWebsite(tx, doc, report);
  const stored = await refuseRemovingWithCars(tx, doc, site);
  const hosts = await writeDomains(tx, doc, site, report);
  const dealershipIds = await writeDealerships(tx, doc, site, stored.dealerships, report);
  await writeLocations(tx, doc, site, stored.locations, dealershipIds, report);
  await removeDealerships(tx, stored.removedDealerships, report);
  const { changes, touched } = report;
  const status: SiteDocumentStatus = site.isCreated
    ? "created"
    : changes.length > 0
      ? "updated"
      : "unchanged";
  return {
    ok: true,
    status,
    websiteId: site.websiteId,
    slug: doc.slug,
    domains: hosts,
    changes,
    touched,
  };
}

/**
 * The list a document owns: the one it names, an empty one when `replace` names a part it
 * leaves out, else null (the stored list is kept).
 */
function ownedList<K extends "domains" | "dealerships" | "locations">(
  doc: SiteDocument,
  part: K,
): NonNullable<SiteDocument[K]> | null {
  const listed = doc[part];
  if (listed) return listed as NonNullable<SiteDocument[K]>;
  return doc.replace.includes(part) ? ([] as NonNullable<SiteDocument[K]>) : null;
}

/** What applying a document has changed so far, added to by each step. */
type ChangeReport = Pick<SiteDocumentChanges, "changes" | "touched">;

/** The website a document is applied to, as it was before, and the settings it now stores. */
type AppliedSite = {
  websiteId: number;
  isCreated: boolean;
  existing: typeof websites.$inferSelect | undefined;
  settings: ReturnType<typeof settingsOf>;
};

type DealershipRow = typeof dealerships.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/** The site's stored locations, and those the document leaves out. */
type StoredLocations = { stored: LocationRow[]; removed: LocationRow[] };

/**
 * The website (by slug, its row locked): created (its settings over NEW_SITE_SETTINGS), or changed
 * to the document's name and settings (restored when archived). A domain another site serves refuses the document.
 */
async function writeWebsite(
  tx: Tx,
  doc: SiteDocument,
  { changes, touched }: ChangeReport,
): Promise<AppliedSite> {
  const [existing] = await tx
    .select()
    .from(websites)
    .where(eq(websites.slug, doc.slug))
    .for("update");
  const settings = existing
    ? settingsOf(existing.settings, doc)
    : settingsOf({}, { ...doc, settings: withNewSiteSettings(doc.settings) });
  if (!existing) {
    await refuseTakenDomains(tx, doc.domains ?? [], null);
    const [row] = await tx
      .insert(websites)
      .values({ slug: doc.slug, name: doc.name, settings })
      .returning({ id: websites.id });
    if (!row) throw new Error(`Website ${doc.slug} was not created`);
    changes.push(`website ${doc.slug} created`);
    touched.isSiteChanged = true;
    touched.isIndexChanged = true;
    return { websiteId: row.id, isCreated: true, existing, settings };
  }
  const websiteId = existing.id;
  await refuseTakenDomains(tx, doc.domains ?? [], websiteId);
  const set: Partial<typeof websites.$inferInsert> = {};
  if (existing.archivedAt !== null) {
    set.archivedAt = null;
    changes.push(`website ${doc.slug} restored from the archive`);
    touched.isIndexChanged = true;
  }
  if (existing.name !== doc.name) {
    set.name = doc.name;
    changes.push(`name changed`);
    touched.isIndexChanged = true;
  }
  if (!sameJson(existing.settings, settings)) {
    set.settings = settings;
    changes.push(`settings changed`);
    if (templateOf(existing.settings) !== templateOf(settings)) touched.isIndexChanged = true;
  }
  if (Object.keys(set).length > 0) {
    await tx.update(websites).set(set).where(eq(websites.id, websiteId));
    touched.isSiteChanged = true;
  }
  return { websiteId, isCreated: false, existing, settings };
}

/**
 * The site's stored dealerships and locations, and those the document leaves out. Those must
 * have no cars: checked before anything else goes, refusing the whole document.
 */
async function refuseRemovingWithCars(tx: Tx, doc: SiteDocument, site: AppliedSite) {
  const { websiteId, isCreated } = site;
  const storedDealerships = isCreated
    ? []
    : await tx.select().from(dealerships).where(eq(dealerships.websiteId, websiteId));
  const ownedDealerships = ownedList(doc, "dealerships");
  const removedDealerships = ownedDealerships ? leftOut(storedDealerships, ownedDealerships) : [];
  for (const dealership of removedDealerships) {
    const refused = await refuseDealershipWithCars(
      tx,
      dealership.id,
      dealership.slug,
      "dealerships",
    );
    if (refused) throw new SiteWriteRefused(refused);
  }
  const storedLocations = isCreated
    ? []
    : await tx.select().from(locations).where(eq(locations.websiteId, websiteId));
  const ownedLocations = ownedList(doc, "locations");
  const removedLocations = ownedLocations ? leftOut(storedLocations, ownedLocations) : [];
  for (const location of removedLocations) {
    const refused = await refuseLocationWithCars(tx, location.id, location.slug, "locations");
    if (refused) throw new SiteWriteRefused(refused);
  }
  return {
    dealerships: storedDealerships,
    removedDealerships,
    locations: { stored: storedLocations, removed: removedLocations },
  };
}

/**
 * The site's custom domains made the document's: hosts it leaves out removed, new ones added.
 * The site's hosts after the write.
 */
async function writeDomains(
  tx: Tx,
  doc: SiteDocument,
  { websiteId, isCreated }: AppliedSite,
  { changes, touched }: ChangeReport,
): Promise<string[]> {
  const storedHosts = isCreated
    ? []
    : (
        await tx
          .select({ host: domains.host })
          .from(domains)
          .where(eq(domains.websiteId, websiteId))
      ).map((row) => row.host);
  const owned = ownedList(doc, "domains");
  if (!owned) return storedHosts;
  const removedHosts = storedHosts.filter((host) => !owned.includes(host));
  const addedHosts = owned.filter((host) => !storedHosts.includes(host));
  if (removedHosts.length > 0) {
    await tx
      .delete(domains)
      .where(and(eq(domains.websiteId, websiteId), inArray(domains.host, removedHosts)));
  }
  if (addedHosts.length > 0) {
    await tx.insert(domains).values(addedHosts.map((host) => ({ websiteId, host })));
  }
  for (const host of removedHosts) changes.push(`domain ${host} removed`);
  for (const host of addedHosts) changes.push(`domain ${host} added`);
  touched.domains = [...removedHosts, ...addedHosts];
  return owned;
}

/**
 * Dealerships, in the document's order, created or changed to match; the first is the primary
 * one. The id of each by slug.
 */
async function writeDealerships(
  tx: Tx,
  doc: SiteDocument,
  { websiteId, isCreated, existing }: AppliedSite,
  storedDealerships: DealershipRow[],
  { changes, touched }: ChangeReport,
): Promise<Map<string, number>> {
  const dealershipIds = new Map<string, number>();
  const owned = ownedList(doc, "dealerships");
  if (!owned) {
    // The stored dealerships stay, the primary one too; the document's locations may name them.
    for (const stored of storedDealerships) dealershipIds.set(stored.slug, stored.id);
    return dealershipIds;
  }
  for (const input of owned) {
    const values = fullDealershipValues(input);
    const stored = storedDealerships.find((d) => d.slug === input.slug);
    if (!stored) {
      const [row] = await tx
        .insert(dealerships)
        .values({ websiteId, ...values })
        .returning({ id: dealerships.id });
      if (!row) throw new Error(`Dealership ${input.slug} was not created`);
      dealershipIds.set(input.slug, row.id);
      changes.push(`dealership ${input.slug} created`);
      touched.isDealershipsChanged = true;
      continue;
    }
    dealershipIds.set(input.slug, stored.id);
    const update = updateOf("dealership", input.slug, values, stored, DEALERSHIP_FIELDS);
    if (!update) continue;
    await tx.update(dealerships).set(update.set).where(eq(dealerships.id, stored.id));
    changes.push(update.change);
    touched.isDealershipsChanged = true;
  }
  const primaryDealershipId = owned[0] ? (dealershipIds.get(owned[0].slug) ?? null) : null;
  if ((existing?.primaryDealershipId ?? null) !== primaryDealershipId) {
    await tx.update(websites).set({ primaryDealershipId }).where(eq(websites.id, websiteId));
    if (!isCreated) changes.push(`primary dealership changed`);
    touched.isSiteChanged = true;
  }
  return dealershipIds;
}

/**
 * Locations, in the document's order; those it leaves out go first so slugs can move. A
 * location naming a dealership the document lacks refuses it.
 */
async function writeLocations(
  tx: Tx,
  doc: SiteDocument,
  { websiteId, settings }: AppliedSite,
  { stored: storedLocations, removed: removedLocations }: StoredLocations,
  dealershipIds: Map<string, number>,
  report: ChangeReport,
) {
  const { changes, touched } = report;
  if (removedLocations.length > 0) {
    await tx.delete(locations).where(
      inArray(
        locations.id,
        removedLocations.map((l) => l.id),
      ),
    );
    for (const location of removedLocations) changes.push(`location ${location.slug} removed`);
    touched.isLocationsChanged = true;
  }
  const site = { name: doc.name, settings };
  for (const [position, input] of (ownedList(doc, "locations") ?? []).entries()) {
    const dealershipId = dealershipIds.get(input.dealership);
    if (dealershipId === undefined) {
      throw new SiteWriteRefused(
        refusal(
          "unknown-dealership",
          `locations.${position}.dealership`,
          `No dealership of this ${doc.dealerships ? "document" : "site"} has the slug "${input.dealership}".`,
        ),
      );
    }
    const values = { ...locationValues(input, { dealershipId, site }), position };
    const stored = storedLocations.find((l) => l.slug === input.slug);
    if (!stored) {
      await tx.insert(locations).values({
        websiteId,
        slug: input.slug,
        name: input.name,
        dealershipId,
        openingHours: input.opening_hours,
        address: values.address ?? {},
        ...values,
      });
      changes.push(`location ${input.slug} created`);
      touched.isLocationsChanged = true;
      continue;
    }
    const update = updateOf("location", input.slug, values, stored, LOCATION_FIELDS);
    if (!update) continue;
    await tx.update(locations).set(update.set).where(eq(locations.id, stored.id));
    changes.push(update.change);
    touched.isLocationsChanged = true;
  }
}

/** The dealerships the document leaves out, removed last (their locations have gone). */
async function removeDealerships(
  tx: Tx,
  removedDealerships: DealershipRow[],
  { changes, touched }: ChangeReport,
) {
  if (removedDealerships.length === 0) return;
  await tx.delete(dealerships).where(
    inArray(
      dealerships.id,
      removedDealerships.map((d) => d.id),
    ),
  );
  for (const dealership of removedDealerships)
    changes.push(`dealership ${dealership.slug} removed`);
  touched.isDealershipsChanged = true;
}

/** The settings to store: the document's, with the secrets it does not name kept. */
function settingsOf(stored: unknown, doc: SiteDocument) {
  const settings = documentSettingsToStore(stored, doc.settings, {
    isReplaced: doc.replace.includes("settings"),
  });
  if (!settings.ok) {
    throw new SiteWriteRefused(refusal("invalid-settings", settings.field, settings.message));
  }
  return settings.settings;
}

/** The stored rows whose slugs the document no longer lists. */
function leftOut<T extends { slug: string }>(
  stored: T[],
  listed: readonly { slug: string }[],
): T[] {
  const kept = new Set(listed.map((row) => row.slug));
  return stored.filter((row) => !kept.has(row.slug));
}

function templateOf(settings: unknown): string | null {
  const parsed = parseSiteSettings(settings);
  return parsed.ok ? parsed.settings.template : null;
}
