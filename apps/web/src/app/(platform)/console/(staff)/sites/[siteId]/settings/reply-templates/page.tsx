import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  replyTemplatesFormValues,
  sampleMergeValues,
} from "@forecourt/core/console/reply-templates-form";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { MERGE_FIELD_HINTS, MERGE_FIELDS } from "@forecourt/core/leads/lead-conversation";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ReplyTemplatesForm } from "@/components/console/sites/settings/reply-templates-form";
import { requireStaff } from "@/server/console/console-session";
import { replyTemplatesPageOf } from "@/server/console/queries/site-settings";

export const metadata: Metadata = { title: "Reply templates" };

/**
 * The emails salespeople start from when they answer a lead, for the site's admins and
 * operators: the merge fields explained, then the templates to edit, add, reorder and remove.
 * Anyone else (sales, another dealer's admin) finds no such page.
 */
export default async function ReplyTemplatesPage({
  params,
}: {
  params: Promise<{ siteId: string }>;
}) {
  const staff = await requireStaff();
  const found = await replyTemplatesPageOf(staff, (await params).siteId);
  if (!found) notFound();
  const { site, templates, isOwn } = found;
  return (
    <>
      <BackLink href={consoleSiteSettingsPath(site.id)}>Settings of {site.name}</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Reply templates of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        Salespeople pick one of these on a lead to start their email to the shopper, in this order,
        and can change it before sending.
      </p>
      {isOwn ? null : (
        <p className="mt-3 rounded border border-blue-200 bg-blue-50 p-3 text-blue-900">
          Your site uses the standard templates below. When you save, they become your site&apos;s
          own, with your changes.
        </p>
      )}
      <ConsoleSection id="merge-fields-heading" title="Merge fields">
        <p className="mt-1 text-slate-700">
          Write these in a subject or message, braces included; each is filled in when the template
          is picked. Anything else in double braces is refused.
        </p>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {MERGE_FIELDS.map((field) => (
            <div key={field} className="contents">
              <dt className="font-mono text-sm">{`{{${field}}}`}</dt>
              <dd className="mb-2 text-slate-700 sm:mb-0">{MERGE_FIELD_HINTS[field]}</dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>
      <ConsoleSection id="templates-heading" title="Templates" className="mt-10">
        <ReplyTemplatesForm
          websiteId={site.id}
          initialValues={replyTemplatesFormValues(templates)}
          sample={sampleMergeValues({ salesperson: staff, siteName: site.name })}
        />
      </ConsoleSection>
    </>
  );
}
