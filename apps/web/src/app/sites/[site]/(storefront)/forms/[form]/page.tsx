import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PAGE_FORMS } from "@forecourt/core/forms/definitions/page-forms";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { isPageFormId, type PageFormId } from "@forecourt/core/forms/page-form-ids";
import { localize } from "@forecourt/core/locale/locale";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { withNotFoundInDocument } from "@/server/not-found-document";

// Rendered on first request and then served from the page cache until the site's tags change,
// like the settings-driven paths; one the site does not have answers with its 404 document.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type PageFormProps = { params: Promise<{ site: string; form: string }> };

const INTROS: Record<PageFormId, string> = {
  "service-feedback": "Tell us how your service visit went; we read every answer.",
  "accessories-enquiry": "Pick the accessories you are after and we will be in touch.",
  "parts-order": "We order the part in and hold it for you against your card.",
};

/** The page form the site's settings list under this id, or a 404. */
async function pageFormOf(params: PageFormProps["params"]) {
  const { site: key, form: id } = await params;
  const site = await requireSite(key);
  const formSite: FormSite = await getFormSite(site);
  if (!isPageFormId(id) || !formSite.options.pageForms.includes(id)) notFound();
  return { id, site, formSite, form: PAGE_FORMS[id](formSite.options) };
}

export async function generateMetadata({ params }: PageFormProps): Promise<Metadata> {
  const { form } = await pageFormOf(params);
  return { title: form.name };
}

export default withNotFoundInDocument(async function PageFormPage({ params }: PageFormProps) {
  const { id, site, formSite, form } = await pageFormOf(params);
  return (
    <FormPage title={form.name} intro={localize(INTROS[id], site.settings.locale)}>
      <LeadForm form={form} site={formSite} />
    </FormPage>
  );
});
