/**
 * How a dealer proves a custom domain is theirs before the platform asks for its certificate:
 * either a DNS TXT record at `_forecourt-verify.{domain}` holding the domain's token, or the
 * token answered at `http://{domain}/.well-known/forecourt-verify/{token}` (which the platform
 * itself serves once the domain points at it).
 */

const VERIFY_TXT_LABEL = "_forecourt-verify";
const VERIFY_HTTP_PATH_PREFIX = "/.well-known/forecourt-verify/";

/** The name of the TXT record that proves `host`. */
export function verificationRecordName(host: string): string {
  return `${VERIFY_TXT_LABEL}.${host}`;
}

/** The path the HTTP proof is fetched from. */
export function verificationPath(token: string): string {
  return `${VERIFY_HTTP_PATH_PREFIX}${token}`;
}

/** The token a verification path names, or null when the path is not one. */
export function tokenOfVerificationPath(path: string): string | null {
  if (!path.startsWith(VERIFY_HTTP_PATH_PREFIX)) return null;
  const token = path.slice(VERIFY_HTTP_PATH_PREFIX.length);
  return /^[0-9a-f]{32}$/.test(token) ? token : null;
}

export type DomainProofSeen = {
  /** The TXT records found at the record name (each one's strings joined); null: lookup failed. */
  txtRecords: string[] | null;
  /** The body the HTTP proof answered with a 200; null: no answer or not a 200. */
  httpBody: string | null;
};

type DomainProofVerdict =
  | { isProved: true; by: "dns" | "http" }
  | { isProved: false; reason: "no-txt-record" | "wrong-txt-record" };

/**
 * Whether what was found proves the domain: a TXT record equal to the token, else an HTTP
 * answer equal to it. Pure; the reason names what the dealer should fix (the TXT record is the
 * method the instructions lead with).
 */
export function judgeDomainProof(token: string, seen: DomainProofSeen): DomainProofVerdict {
  if (seen.txtRecords?.some((record) => record.trim() === token)) {
    return { isProved: true, by: "dns" };
  }
  if (seen.httpBody !== null && seen.httpBody.trim() === token) {
    return { isProved: true, by: "http" };
  }
  return {
    isProved: false,
    reason: seen.txtRecords && seen.txtRecords.length > 0 ? "wrong-txt-record" : "no-txt-record",
  };
}

export const DOMAIN_PROOF_MESSAGES: Record<"no-txt-record" | "wrong-txt-record", string> = {
  "no-txt-record":
    "No proof found yet: add the TXT record (or point the domain at the platform so the HTTP token answers), wait for DNS to update, then verify again.",
  "wrong-txt-record":
    "The TXT record was found but does not hold this domain's token; set it to the value shown, then verify again.",
};
