import "server-only";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import {
  LOGO_FIELD,
  readSiteWizard,
  stepErrors,
  wizardDomains,
  wizardFieldOf,
  type SiteWizardInput,
  type WizardStepId,
} from "@forecourt/core/console/site-wizard-form";
import type { SiteDocument } from "@forecourt/core/site/site-document";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "@forecourt/db/client";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import {
  applySiteDocument,
  type SiteDocumentChanges,
} from "@forecourt/db/repositories/sites/apply-site-document";
import {
  DOMAIN_TAKEN_MESSAGE,
  SLUG_TAKEN_MESSAGE,
} from "@forecourt/db/repositories/sites/site-write-refusal";
import { takenDomains, websiteIdOfSlug } from "@forecourt/db/repositories/sites/taken-domains";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { inviteStaff } from "@forecourt/db/repositories/staff/invite-staff";
import { newCatalogueFeedToken } from "../catalogue/catalogue-feed-token.ts";
import { checkLibraryImage, uploadLibraryFile } from "../media/media-library.ts";
import { mediaStore } from "../media/media-store.ts";
import { env } from "../env.ts";

/** The new site's secrets, shown once on the wizard's last page and never again. */
export type OpenedSite = {
  ok: true;
  websiteId: number;
  slug: string;
  /** What the write touched, for the caller's cache expiry. */
  applied: SiteDocumentChanges;
  apiKey: { name: string; key: string } | null;
  feedToken: string;
  invited: string[];
};

export type OpenSiteResult = OpenedSite | { ok: false; errors: FieldErrors };

const OPERATORS_ONLY: FieldErrors = { form: REFUSAL_MESSAGES["other-dealer"] };

/** The logo the operator chose, as posted; none when the file field was left empty. */
export type WizardLogo = { name: string; bytes: Buffer } | null;

/** A logo the media library would refuse (type, size, an image it can read), at its field. */
async function logoErrors(logo: WizardLogo): Promise<FieldErrors> {
  if (!logo) return {};
  const checked = await checkLibraryImage(logo.bytes);
  return checked.ok ? {} : { [LOGO_FIELD]: checked.message };
}

/**
 * The logo into the new site's media library (the library's own upload, audited), then named by
 * the site's branding through the same document write: the site file's path, checked again.
 */
async function addLogo(
  database: Database,
  {
    actor,
    document,
    websiteId,
    logo,
    now,
  }: {
    actor: StaffMember;
    document: SiteDocument;
    websiteId: number;
    logo: NonNullable<WizardLogo>;
    now: Date;
  },
): Promise<string | null> {
  const uploaded = await uploadLibraryFile(database, mediaStore(database), {
    websiteId,
    actor,
    file: logo,
    altText: `${document.name} logo`,
    now,
  });
  if (!uploaded.ok) return null;
  const logoUrl = `/media/${uploaded.id}`;
  const branding = (document.settings.branding ?? {}) as Record<string, unknown>;
  const settings = { ...document.settings, branding: { ...branding, logoUrl } };
  const applied = await applySiteDocument(database, { ...document, settings });
  return applied.ok ? logoUrl : null;
}

/**
 * The refusals that need the database: a slug or a domain another site holds (the parser
 * cannot know), each at its field.
 */
async function takenErrors(
  database: Database,
  { slug, domains }: { slug: string | null; domains: string[] },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (slug && (await websiteIdOfSlug(database, slug)) !== null) errors.slug = SLUG_TAKEN_MESSAGE;
  const taken = await takenDomains(database, domains, null);
  const first = domains.find((host) => taken.has(host));
  if (first) errors.domains = `${first}: ${DOMAIN_TAKEN_MESSAGE}`;
  return errors;
}

/**
 * One step of the new-site wizard checked before the operator moves on: the step's fields as the
 * site file's parser reads them, then, on the site and domains steps, a slug or domain another
 * site holds. Nothing is written.
 */
export async function checkSiteWizardStep(
  database: Database,
  {
    actor,
    values,
    step,
  }: { actor: StaffMember; values: Record<string, string>; step: WizardStepId },
): Promise<FieldErrors> {
  if (!actor.isPlatformOperator) return OPERATORS_ONLY;
  const read = readSiteWizard(values, { platformDomain: env().PLATFORM_DOMAIN });
  const errors = read.ok ? {} : stepErrors(read.errors, step);
  if (Object.keys(errors).length > 0) return errors;
  if (step === "site") {
    return takenErrors(database, { slug: (values.slug ?? "").trim(), domains: [] });
  }
  if (step === "domains") {
    const domains = wizardDomains(values, { platformDomain: env().PLATFORM_DOMAIN });
    return takenErrors(database, { slug: null, domains });
  }
  return {};
}

/** The new site's first users invited to their roles, and its API key made when named. */
async function welcome(
  database: Database,
  {
    actor,
    websiteId,
    users,
    apiKeyName,
    signInUrl,
    now,
  }: {
    actor: StaffMember;
    websiteId: number;
    users: SiteWizardInput["users"];
    apiKeyName: string | null;
    signInUrl: string;
    now: Date;
  },
): Promise<Pick<OpenedSite, "invited" | "apiKey">> {
  const invited: string[] = [];
  for (const user of users) {
    const invitation = await inviteStaff(database, {
      actor,
      invitation: { email: user.email, websiteId, role: user.role, dealershipId: undefined },
      signInUrl,
      now,
    });
    if (invitation.ok) invited.push(user.email);
  }
  const apiKey = apiKeyName
    ? { name: apiKeyName, key: (await createApiKey(database, { websiteId, name: apiKeyName })).key }
    : null;
  return { invited, apiKey };
}

/** The audit entry of a site opened: what the operator chose, read as a sentence later. */
async function auditOpened(
  database: Database,
  {
    actor,
    websiteId,
    wizard: { document, users, apiKeyName },
    logoUrl,
    now,
  }: {
    actor: StaffMember;
    websiteId: number;
    wizard: SiteWizardInput;
    logoUrl: string | null;
    now: Date;
  },
) {
  await appendAuditEntry(database, {
    actor,
    websiteId,
    action: "site.opened",
    subject: `website:${websiteId}`,
    before: null,
    after: {
      slug: document.slug,
      name: document.name,
      template: document.settings.template,
      dealerGroup: document.settings.dealershipGroup,
      logo: logoUrl,
      domains: document.domains ?? [],
      dealerships: (document.dealerships ?? []).map((d) => d.slug),
      locations: (document.locations ?? []).map((l) => l.slug),
      users: users.map((user) => ({ email: user.email, role: user.role })),
      apiKey: apiKeyName,
    },
    now,
  });
}

/**
 * A new site from the wizard, the way a site file makes one: the wizard's form read as a site
 * document (`readSiteWizard`, the site file's parser) and applied by `applySiteDocument`, so the
 * site is exactly what `PUT /api/v1/sites/{slug}.json` with that document makes. Then its feed
 * token (in the document's settings), its first users invited to their roles, its API key, and
 * the audit entry. A slug or domain already held is refused before anything is written.
 * Platform operators only. The caller expires the site's cache (`applied.touched`).
 */
export async function openSite(
  database: Database,
  {
    actor,
    values,
    signInUrl,
    now,
    logo = null,
  }: {
    actor: StaffMember;
    values: Record<string, string>;
    signInUrl: string;
    now: Date;
    logo?: WizardLogo;
  },
): Promise<OpenSiteResult> {
  if (!actor.isPlatformOperator) return { ok: false, errors: OPERATORS_ONLY };
  const read = readSiteWizard(values, { platformDomain: env().PLATFORM_DOMAIN });
  const badLogo = await logoErrors(logo);
  if (!read.ok || Object.keys(badLogo).length > 0) {
    return { ok: false, errors: { ...(read.ok ? {} : read.errors), ...badLogo } };
  }
  const { document, users, apiKeyName } = read.wizard;
  const taken = await takenErrors(database, {
    slug: document.slug,
    domains: document.domains ?? [],
  });
  if (Object.keys(taken).length > 0) return { ok: false, errors: taken };

  const feedToken = newCatalogueFeedToken();
  const applied = await applySiteDocument(database, {
    ...document,
    settings: { ...document.settings, catalogueFeeds: { token: feedToken } },
  });
  if (!applied.ok) {
    return { ok: false, errors: { [wizardFieldOf(applied.field)]: applied.message } };
  }
  const websiteId = applied.websiteId;
  const logoUrl = logo ? await addLogo(database, { actor, document, websiteId, logo, now }) : null;
  const { invited, apiKey } = await welcome(database, {
    actor,
    websiteId,
    users,
    apiKeyName,
    signInUrl,
    now,
  });
  await auditOpened(database, { actor, websiteId, wizard: read.wizard, logoUrl, now });
  return {
    ok: true,
    websiteId,
    slug: document.slug,
    applied,
    apiKey,
    feedToken,
    invited,
  };
}
