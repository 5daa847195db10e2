import type { Metadata } from "next";
import {
  fleetEnquiryForm,
  partsEnquiryForm,
} from "@forecourt/core/forms/definitions/enquiry-forms";
import { localize } from "@forecourt/core/locale/locale";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { FormPage } from "./form-page.tsx";
import { LeadForm } from "./lead-form.tsx";

type EnquiryProps = { params: Promise<{ site: string }> };

/**
 * The storefront pages that are one enquiry form under their heading: each one's title (in the
 * site's words once localised), canonical path, intro, and form made from the site's options.
 */
const ENQUIRY_PAGES = {
  fleet: {
    title: "Fleet enquiry",
    path: "/fleet",
    intro: "Vehicles for your business, with fleet pricing.",
    form: fleetEnquiryForm,
  },
  parts: {
    title: "Parts enquiry",
    path: "/parts",
    intro: "Tell us what you need and we will check stock.",
    form: partsEnquiryForm,
  },
};

/** The metadata and the page of one of the enquiry form pages. */
export function enquiryFormRoute(name: keyof typeof ENQUIRY_PAGES) {
  const page = ENQUIRY_PAGES[name];
  async function generateMetadata({ params }: EnquiryProps): Promise<Metadata> {
    const site = await requireSite((await params).site);
    return {
      title: localize(page.title, site.settings.locale),
      alternates: { canonical: page.path },
    };
  }
  async function EnquiryPage({ params }: EnquiryProps) {
    const site = await requireSite((await params).site);
    const formSite = await getFormSite(site);
    return (
      <FormPage title={localize(page.title, site.settings.locale)} intro={page.intro}>
        <LeadForm form={page.form(formSite.options)} site={formSite} />
      </FormPage>
    );
  }
  return { generateMetadata, EnquiryPage };
}
