import type { Metadata } from "next";
import { consoleReplyTemplatesPath } from "@forecourt/core/console/console-paths";
import { WEEKDAYS } from "@forecourt/core/domain/location";
import { DAY_LABELS, locationContactValues } from "@forecourt/core/console/location-contact-form";
import { SETTINGS_SECTIONS, settingsFormValues } from "@forecourt/core/console/settings-form";
import { LocationContactForm } from "@/components/console/sites/settings/location-contact-form";
import { SendingDomainSection } from "@/components/console/sites/settings/sending-domain-section";
import { SettingsForm } from "@/components/console/sites/settings/settings-form";
import { staffRecordOr404 } from "@/server/console/console-session";
import { sendingDomainOf } from "@/server/console/queries/sending-domain";
import { siteSettingsOf } from "@/server/console/queries/site-settings";

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
  const { site, locations } = await staffRecordOr404(siteSettingsOf, (await params).siteId);
  const days = WEEKDAYS.map((day) => ({ day, label: DAY_LABELS[day] }));
  const mail = await sendingDomainOf(site);
  return (
    <>
      <h1 className="text-2xl font-bold">Settings of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        Preview your changes, then publish them: the site shows them on its next page load.
      </p>
      <p className="mt-2">
        <a className="text-blue-800 underline" href={consoleReplyTemplatesPath(site.id)}>
          Reply templates
        </a>{" "}
        <span className="text-slate-700">(the emails salespeople start from on a lead)</span>
      </p>
      <SettingsForm
        websiteId={site.id}
        sections={SETTINGS_SECTIONS}
        initialValues={settingsFormValues(site.settings)}
      />
      <SendingDomainSection websiteId={site.id} isOffered={mail.isOffered} view={mail.view} />
      <section aria-labelledby="locations-heading" className="mt-12">
        <h2 id="locations-heading" className="text-xl font-semibold">
          Phones, opening hours and Google store codes of your locations
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {locations.map((location) => (
            <LocationContactForm
              key={location.id}
              websiteId={site.id}
              locationId={location.id}
              name={location.name}
              days={days}
              initialValues={locationContactValues(location)}
            />
          ))}
        </div>
      </section>
    </>
  );
}
