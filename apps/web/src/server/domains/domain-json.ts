import "server-only";
import {
  verificationPath,
  verificationRecordName,
} from "@forecourt/core/tenancy/domain-verification";
import type { SiteDomain } from "@forecourt/db/repositories/domains/site-domains";
import { db } from "../db.ts";
import { domainToken } from "./domain-token.ts";

/**
 * A custom domain as the API shows it: whether it is verified and, until it is, the two ways
 * to prove it (either one is enough).
 */
export async function domainJson(domain: SiteDomain) {
  const { websiteId, host } = domain;
  const token = await domainToken(await db(), { websiteId, host });
  return {
    website_id: websiteId,
    host,
    verified: domain.verifiedAt !== null,
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    verified_by: domain.verifiedBy,
    verification: domain.verifiedAt
      ? null
      : {
          dns: { type: "TXT", name: verificationRecordName(host), value: token },
          http: { url: `http://${host}${verificationPath(token)}`, body: token },
        },
  };
}
