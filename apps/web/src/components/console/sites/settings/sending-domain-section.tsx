import type { SendingDomainView } from "@/server/domains/sending-domain";
import { checkSendingDomainAction } from "@/server/console/sending-domain-action";
import { ActionButtonForm } from "../../kit/action-button-form.tsx";

const PURPOSES = {
  dkim: "DKIM: the key your mail is signed with",
  spf: "SPF: lets the platform's mail servers send for your domain",
  dmarc: "DMARC: tells mailbox providers what to do with mail that fails (you may keep your own)",
} as const;

/**
 * The settings page's "Mail from your own domain": the DNS records to add at the dealer's domain
 * (the DKIM public key the platform made, SPF, DMARC), whether the last check found each, and
 * "Check DNS". Shoppers' mail comes from the dealer's address only once every record is found.
 */
export function SendingDomainSection({
  websiteId,
  isOffered,
  view,
}: {
  websiteId: number;
  isOffered: boolean;
  view: SendingDomainView | null;
}) {
  return (
    <section aria-labelledby="sending-domain-heading" className="mt-12">
      <h2 id="sending-domain-heading" className="text-xl font-semibold">
        Mail from your own domain
      </h2>
      {!isOffered ? (
        <p className="mt-2 text-slate-700">
          Mail to your shoppers comes from the platform&apos;s address under your site&apos;s name.
          Sending from your own domain is not offered on this platform yet.
        </p>
      ) : !view ? (
        <p className="mt-2 text-slate-700">
          Mail to your shoppers comes from the platform&apos;s address under your site&apos;s name.
          To send from your own domain, set &ldquo;Send shoppers&apos; mail from&rdquo; in the Leads
          settings above and publish: the DNS records to add then appear here.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {view.check?.verifiedAt
              ? `Shoppers' mail comes from ${view.address}, signed for ${view.domain}.`
              : `Shoppers' mail will come from ${view.address} once ${view.domain} has these records; until then it comes from the platform's address under your site's name.`}
          </p>
          <RecordsTable view={view} />
          <div className="mt-4">
            <ActionButtonForm action={checkSendingDomainAction} fields={{ websiteId }}>
              Check DNS
            </ActionButtonForm>
          </div>
        </>
      )}
    </section>
  );
}

/** A problem the last check found with the record at `name`, if any. */
function problemAt(problems: readonly string[], name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(^|at )${escaped}( |\\.|$)`);
  return problems.find((problem) => pattern.test(problem)) ?? null;
}

/** The records to add, each with what the last check found. */
function RecordsTable({ view }: { view: SendingDomainView }) {
  const found = (name: string) =>
    view.check === null ? "Not checked yet" : (problemAt(view.check.problems, name) ?? "Yes");
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">DNS records to add at {view.domain}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4">
            Record
          </th>
          <th scope="col" className="py-1 pr-4">
            Name (TXT)
          </th>
          <th scope="col" className="py-1 pr-4">
            Value
          </th>
          <th scope="col" className="py-1">
            Found
          </th>
        </tr>
      </thead>
      <tbody>
        {view.records.map((record) => (
          <tr key={record.name} className="border-t align-top">
            <th scope="row" className="py-2 pr-4 font-normal">
              {PURPOSES[record.purpose]}
            </th>
            <td className="py-2 pr-4 font-mono break-all">{record.name}</td>
            <td className="py-2 pr-4 font-mono break-all">{record.value}</td>
            <td className="py-2">{found(record.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
