import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { knownTimeZones } from "@forecourt/core/console/site-wizard-form";
import { SiteWizard } from "@/components/console/sites/wizard/site-wizard";
import { requireStaff } from "@/server/console/console-session";
import { LIBRARY_MAX_BYTES } from "@/server/media/media-library";

export const metadata: Metadata = { title: "Open a new site" };

/**
 * The platform operator opens a new site: the wizard makes the site a site file would (same
 * parser, same write), and the site answers on its domains at once. Anyone else finds no page.
 */
export default async function NewSitePage() {
  const staff = await requireStaff();
  if (!staff.isPlatformOperator) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold">Open a new site</h1>
      <p className="mt-1 text-slate-700">
        Each step is checked before the next; nothing is stored until the last one.
      </p>
      <SiteWizard timeZones={knownTimeZones()} logoMaxMb={LIBRARY_MAX_BYTES / 1024 / 1024} />
    </>
  );
}
