import type { LeadConversationData } from "@/server/console/queries/lead-conversation";
import type { leadDetailOf } from "@/server/console/queries/leads";

type Lead = NonNullable<Awaited<ReturnType<typeof leadDetailOf>>>["lead"];

/** The ids of the lead page's own reply forms, which Text and Email open where they can. */
export const REPLY_FORM_IDS = { email: "reply-by-email", sms: "reply-by-text" } as const;

const BUTTON =
  "flex min-h-12 items-center justify-center rounded-md px-3 font-semibold underline-offset-2";

/**
 * What a salesperson on the yard reaches for first: Call (the number in E.164, as stored), Text
 * (the console's own text reply where the site texts, else the phone's messages app) and Email
 * (the console's reply form, so the answer stays in the lead's conversation; a plain mail link
 * for those who may only read the lead). Full width on a phone, each at least 48 px tall.
 */
export function LeadQuickContact({
  lead,
  canText,
  mayChange,
}: {
  lead: Pick<Lead, "phone" | "email" | "firstName" | "name">;
  canText: LeadConversationData["canText"];
  mayChange: boolean;
}) {
  const who = lead.firstName ?? lead.name ?? "the shopper";
  const actions = [
    lead.phone && { label: "Call", href: `tel:${lead.phone}` },
    lead.phone && {
      label: "Text",
      href: canText && mayChange ? `#${REPLY_FORM_IDS.sms}` : `sms:${lead.phone}`,
    },
    lead.email && {
      label: "Email",
      href: mayChange ? `#${REPLY_FORM_IDS.email}` : `mailto:${lead.email}`,
    },
  ].filter((action) => !!action);
  if (actions.length === 0) return null;
  return (
    <ul
      aria-label="Contact the shopper"
      className="mt-3 grid grid-cols-1 gap-2 min-[22rem]:grid-cols-3 sm:flex sm:flex-wrap"
    >
      {actions.map((action, index) => (
        <li key={action.label}>
          <a
            href={action.href}
            className={`${BUTTON} ${index === 0 ? "bg-blue-800 text-white hover:bg-blue-900" : "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50"} sm:min-w-32`}
          >
            {action.label}
            <span className="sr-only"> {who}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
