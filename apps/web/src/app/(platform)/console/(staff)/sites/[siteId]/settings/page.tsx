import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SETTINGS_SECTIONS, settingsFormValues } from "@forecourt/core/console/settings-form";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import { SettingsForm } from "@/components/console/settings-form";
import { requireStaff } from "@/server/console/console-session";
import { db } from "@/server/db";
import { parseResourceId } from "@/server/http/parse-id";

export const metadata: Metadata = { title: "Site settings" };

/**
 * A site's settings for its admins and operators: branding, phones, menu, switches, form
 * options, chat and analytics, previewed and then published. Anyone else (sales, another
 * dealer's admin) finds no such page.
 */
export default async function SiteSettingsPage({
  params,
}: {
  params: Promise<{ siteId: string }>;
}) {
  const staff = await requireStaff();
  const websiteId = parseResourceId((await params).siteId);
  const site =
    websiteId === null
      ? null
      : await getManagedSiteSettings(await db(), { actor: staff, websiteId });
  if (!site) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold">Settings of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        Preview your changes, then publish them: the site shows them on its next page load.
      </p>
      <SettingsForm
        websiteId={site.id}
        sections={SETTINGS_SECTIONS}
        initialValues={settingsFormValues(site.settings)}
      />
    </>
  );
}
