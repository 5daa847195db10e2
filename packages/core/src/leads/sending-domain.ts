/**
 * A dealer's own sending domain (issue 69, item 2): mail to its shoppers comes From an address
 * at the dealer's domain, signed with a DKIM key the platform made for that domain, once the
 * domain publishes three TXT records: the key (DKIM), the platform's senders (SPF) and a DMARC
 * policy. Until every record is found, mail goes from the platform's address under the
 * dealership's name. Pure: the records to publish, and whether what DNS answered has them.
 */

/** The selector the platform signs a dealer's domain under (`{selector}._domainkey.{domain}`). */
export const SENDING_DOMAIN_SELECTOR = "forecourt";

type DnsRecordPurpose = "dkim" | "spf" | "dmarc";

/** A TXT record the dealer publishes at `name`. */
type SendingDomainRecord = {
  purpose: DnsRecordPurpose;
  name: string;
  type: "TXT";
  value: string;
};

/** The domain of an address (`sales@dealer.com.au` → `dealer.com.au`), lower case. */
export function domainOfAddress(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * The three records for `domain`: the DKIM key (the public key's base64, SPKI DER), SPF letting
 * the platform's mail servers send for it (`spfInclude`, the provider's SPF domain), and a
 * DMARC policy that starts by only reporting.
 */
export function sendingDomainRecords(input: {
  domain: string;
  publicKeyBase64: string;
  spfInclude: string;
}): SendingDomainRecord[] {
  const { domain } = input;
  return [
    {
      purpose: "dkim",
      name: `${SENDING_DOMAIN_SELECTOR}._domainkey.${domain}`,
      type: "TXT",
      value: `v=DKIM1; k=rsa; p=${input.publicKeyBase64}`,
    },
    {
      purpose: "spf",
      name: domain,
      type: "TXT",
      value: `v=spf1 include:${input.spfInclude} ~all`,
    },
    { purpose: "dmarc", name: `_dmarc.${domain}`, type: "TXT", value: "v=DMARC1; p=none" },
  ];
}

/** One record's check: found as needed, or what is wrong in words for the dealer. */
export type RecordCheck = SendingDomainRecord & { isFound: boolean; problem: string | null };

/** The TXT strings DNS answered at a name (each record's chunks joined), or null if none. */
type TxtAnswers = (name: string) => readonly string[] | null;

const tagsOf = (record: string) =>
  new Map(
    record
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf("=");
        return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
      }),
  );

/**
 * Whether DNS has each record: the DKIM key with the same public key, an SPF record (the only
 * one at the domain, as SPF requires) that includes the platform's, and any DMARC policy (the
 * dealer's own policy is theirs to choose).
 */
export function checkSendingDomainRecords(
  records: readonly SendingDomainRecord[],
  answers: TxtAnswers,
): RecordCheck[] {
  return records.map((record) => {
    const found = answers(record.name) ?? [];
    const problem = recordProblem(record, found);
    return { ...record, isFound: problem === null, problem };
  });
}

function recordProblem(record: SendingDomainRecord, found: readonly string[]): string | null {
  if (record.purpose === "dkim") {
    const wanted = tagsOf(record.value).get("p");
    const keys = found.filter((txt) => tagsOf(txt).has("p")).map((txt) => tagsOf(txt).get("p"));
    if (keys.length === 0) return `No DKIM record at ${record.name}.`;
    return keys.some((key) => key?.replace(/\s+/g, "") === wanted)
      ? null
      : `The DKIM record at ${record.name} holds another key: copy the value shown here.`;
  }
  if (record.purpose === "spf") {
    const spf = found.filter((txt) => /^v=spf1(\s|$)/i.test(txt));
    if (spf.length === 0) return `No SPF record at ${record.name}.`;
    if (spf.length > 1) return `${record.name} has ${spf.length} SPF records; SPF allows one.`;
    const include = /include:(\S+)/i.exec(record.value)?.[1]?.toLowerCase();
    return spf[0]!.toLowerCase().split(/\s+/).includes(`include:${include}`)
      ? null
      : `The SPF record at ${record.name} does not include ${include}.`;
  }
  return found.some((txt) => /^v=DMARC1(\s*;|$)/i.test(txt))
    ? null
    : `No DMARC record at ${record.name}.`;
}
