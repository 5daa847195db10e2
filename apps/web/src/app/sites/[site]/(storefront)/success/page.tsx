import { localize } from "@forecourt/core/locale/locale";
import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { SUCCESS_EVENT_PARAM, successLabel } from "@forecourt/core/forms/lead";
import { catalogueEvent } from "@forecourt/core/analytics/event-catalogue";
import { slugify } from "@forecourt/core/text/slugify";
import { ConversionEvent } from "@/components/forms/conversion-event";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { requireSite } from "@/server/queries/site";

type SuccessProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Reads its query string.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /success?category={slug}&... (spec §2), shown after a final lead submit. Pushes the form's
 * conversion event (the `event_id` pair, else the site's default, 22 unless configured).
 */
export default async function SuccessPage({ params, searchParams }: SuccessProps) {
  const site = await requireSite((await params).site);
  const query = await searchParams;
  const category = slugify(first(query.category) ?? "").slice(0, 100) || "enquiry";
  const requested = Number(first(query[SUCCESS_EVENT_PARAM]));
  // Only a submission event of the catalogue counts as a conversion; anything else is the default.
  const eventId =
    catalogueEvent(requested)?.formStatus === "Submitted"
      ? requested
      : site.settings.leads.conversionEventId;
  const label = localize(successLabel(category), site.settings.locale);
  return (
    <Container width="narrow" className="py-16 text-center">
      <ConversionEvent eventId={eventId} category={category} />
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="mt-4 text-lg text-slate-800" data-category={category}>
        We have received your {label} and will be in touch shortly.
      </p>
      <p className="mt-8">
        <AppLink href="/" className={buttonClasses()}>
          Back to home
        </AppLink>
      </p>
    </Container>
  );
}
