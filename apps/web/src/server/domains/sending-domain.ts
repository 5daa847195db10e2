import "server-only";
import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { decideAccess } from "@forecourt/core/console/staff-access";
import {
  checkSendingDomainRecords,
  domainOfAddress,
  SENDING_DOMAIN_SELECTOR,
  sendingDomainRecords,
  type RecordCheck,
} from "@forecourt/core/leads/sending-domain";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";
import {
  getSendingDomainCheck,
  isSendingDomainVerified,
  recordSendingDomainCheck,
  type SendingDomainCheck,
} from "@forecourt/db/repositories/sites/sending-domain";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { dnsResolver, lookUpTxt } from "./look-for-domain-proof.ts";

/** A site with the setting this reads: the address at its own domain (settings `leads.mailFrom`). */
type SendingSite = { id: number; settings: { leads: { mailFrom?: string | undefined } } };

/**
 * The DKIM private key (PEM) of a dealer's sending domain: made by the platform on first use
 * (RSA 2048) and kept as a platform secret, so every server signs with the same one; only its
 * public key is ever shown.
 */
function sendingDomainKey(db: Database, domain: string): Promise<string> {
  return getPlatformSecret(db, `mail-dkim:${domain}`, () =>
    generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString(),
  );
}

/** The public key of a PEM private key, as a DKIM record's `p=` (base64 of its SPKI DER). */
function dkimPublicKey(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: "spki", format: "der" }).toString("base64");
}

/** What the console shows of a site's own sending domain. */
export type SendingDomainView = {
  address: string;
  domain: string;
  /** The records to publish, each with whether the last check found it. */
  records: (ReturnType<typeof sendingDomainRecords>[number] & { problem: string | null })[];
  check: SendingDomainCheck | null;
};

/**
 * The site's sending address, its domain's records (the key made now if it is new) and its
 * last check; null when the site sends from the platform's address (no `leads.mailFrom`) or the
 * platform names no SPF include (`spfInclude`, env MAIL_SPF_INCLUDE) to let it send for others.
 */
export async function sendingDomainView(
  db: Database,
  site: SendingSite,
  spfInclude: string | undefined,
  checks?: readonly RecordCheck[],
): Promise<SendingDomainView | null> {
  const address = site.settings.leads.mailFrom;
  if (!address || !spfInclude) return null;
  const domain = domainOfAddress(address);
  const records = sendingDomainRecords({
    domain,
    publicKeyBase64: dkimPublicKey(await sendingDomainKey(db, domain)),
    spfInclude,
  });
  const check = await getSendingDomainCheck(db, { websiteId: site.id, domain });
  const problemOf = (name: string) => checks?.find((found) => found.name === name)?.problem ?? null;
  return {
    address,
    domain,
    records: records.map((record) => ({ ...record, problem: problemOf(record.name) })),
    check,
  };
}

type CheckSendingDomainResult =
  { ok: true; view: SendingDomainView } | { ok: false; reason: "not-found" | "not-set" };

/**
 * "Check DNS": looks the site's sending domain's three records up (through `dnsServers`, env
 * DOMAIN_VERIFY_DNS_SERVERS, or the system's resolvers), stores the answer and audits it; the
 * domain is verified, and shoppers' mail goes from it, only when all three are found. For those
 * who may change the site's settings.
 */
export async function checkSendingDomain(
  db: Database,
  input: {
    actor: StaffMember;
    websiteId: number;
    spfInclude: string | undefined;
    dnsServers: readonly string[];
    now: Date;
    timeoutMs?: number;
  },
): Promise<CheckSendingDomainResult> {
  const { actor, websiteId } = input;
  if (!decideAccess(actor, "manage-settings", { websiteId }).allowed) {
    return { ok: false, reason: "not-found" };
  }
  const site = await getSiteById(db, websiteId);
  if (!site) return { ok: false, reason: "not-found" };
  const view = await sendingDomainView(db, site, input.spfInclude);
  if (!view) return { ok: false, reason: "not-set" };
  const resolver = dnsResolver(input.dnsServers, input.timeoutMs);
  const answers = new Map(
    await Promise.all(
      view.records.map(
        async (record) => [record.name, await lookUpTxt(resolver, record.name)] as const,
      ),
    ),
  );
  const checks = checkSendingDomainRecords(view.records, (name) => answers.get(name) ?? null);
  await recordSendingDomainCheck(db, {
    actor,
    websiteId,
    domain: view.domain,
    problems: checks.flatMap((check) => (check.problem ? [check.problem] : [])),
    now: input.now,
  });
  const checked = await sendingDomainView(db, site, input.spfInclude, checks);
  return checked ? { ok: true, view: checked } : { ok: false, reason: "not-set" };
}

/** How a site's mail to its shoppers is sent from its own domain: the address and DKIM key. */
export type ShopperSender = {
  address: string;
  dkim: { domainName: string; keySelector: string; privateKey: string };
};

/**
 * The site's own sender for mail to its shoppers: its address (settings `leads.mailFrom`),
 * signed with its domain's key, once the domain's records were found; null until then (mail goes
 * from the platform's address under the site's name).
 */
export async function shopperSenderOf(
  db: Database,
  site: SendingSite,
): Promise<ShopperSender | null> {
  const address = site.settings.leads.mailFrom;
  if (!address) return null;
  const domain = domainOfAddress(address);
  if (!(await isSendingDomainVerified(db, { websiteId: site.id, domain }))) return null;
  return {
    address,
    dkim: {
      domainName: domain,
      keySelector: SENDING_DOMAIN_SELECTOR,
      privateKey: await sendingDomainKey(db, domain),
    },
  };
}
