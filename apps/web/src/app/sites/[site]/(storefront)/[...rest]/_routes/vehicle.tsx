import type { Metadata } from "next";
import { currencyFor, distanceUnit } from "@forecourt/core/locale/locale";
import { siteWords } from "@forecourt/core/site/site-words";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { leadCarFrom } from "@forecourt/core/forms/build-lead";
import { VehicleEnquiry } from "@/components/forms/vehicle-enquiry";
import { containerClasses, Section } from "@/components/ui/section";
import { CertifiedProgramDialog } from "@/components/vehicle/certified-program-dialog";
import { VehicleActions } from "@/components/vehicle/vehicle-actions";
import { VehicleGallery } from "@/components/vehicle/vehicle-gallery";
import { VehicleJsonLd } from "@/components/vehicle/vehicle-json-ld";
import { VehicleLocation } from "@/components/vehicle/vehicle-location";
import { VehiclePhone } from "@/components/vehicle/vehicle-phone";
import { VehiclePrice } from "@/components/vehicle/vehicle-price";
import { VehicleSpecs } from "@/components/vehicle/vehicle-specs";
import { getAppointmentOptions, getFormSite } from "@/server/queries/forms";
import { shareImageUrl } from "@/server/share-image";
import { absoluteUrl, siteOrigin } from "@/server/site-url";
import { requireVehicle, vehicleActions, vehiclePhoneView } from "@/server/vehicle/vehicle-view";
import type { RouteProps } from "./route-props.ts";

export async function metadata({ site, route }: RouteProps<"vehicle">): Promise<Metadata> {
  const { car } = await requireVehicle(site, route.slug);
  const words = siteWords(site.settings);
  const price = words.carPrice(car);
  const path = vehiclePath(site.settings.paths, car.slug);
  const description = `${words.carTypeLabel(car.carType)} ${car.name}, ${words.distance(car.km)}, ${price.text} at ${site.name}.`;
  const image = shareImageUrl(primaryImageUrl(car), car.name);
  return {
    title: car.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: car.name,
      description,
      url: path,
      type: "website",
      siteName: site.name,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: "summary_large_image",
      title: car.name,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}

/** Vehicle detail at `{vehicleBase}/{slug}` (spec §2, issue 3 item 3). Unknown slug: 404 page. */
export default async function VehicleRoute({
  site,
  route,
}: RouteProps<"vehicle">): Promise<React.ReactNode> {
  const detail = await requireVehicle(site, route.slug);
  const { car, dealership, location } = detail;
  const { settings } = site;
  const words = siteWords(settings);
  const phone = vehiclePhoneView(site, detail);
  const actions = vehicleActions(site, detail);
  const [formSite, testDriveDates] = await Promise.all([
    getFormSite(site),
    getAppointmentOptions(site, { locationId: car.locationId }),
  ]);
  const program = car.isCertified ? settings.stock.certifiedProgram : undefined;
  const primary = primaryImageUrl(car);
  // A placeholder default primary image is replaced by the first thumbnail (spec §3).
  const gallery = car.images.length
    ? car.images.map((image) => ({ url: image.url, thumbUrl: image.thumbUrl, alt: image.alt }))
    : primary
      ? [{ url: primary, thumbUrl: primary, alt: car.name }]
      : [];
  const isSold = car.isSold || car.status === "sold";
  const statusLabel = isSold
    ? settings.labels.soldTag
    : car.isReserved
      ? "RESERVED"
      : car.status === "coming_soon"
        ? "COMING SOON"
        : null;
  return (
    <article className={containerClasses("page", "py-8")} data-car-id={car.id}>
      <VehicleJsonLd
        car={car}
        url={absoluteUrl(site, vehiclePath(settings.paths, car.slug))}
        images={gallery.map((image) => absoluteUrl(site, image.url))}
        currency={currencyFor(settings.locale, settings.currency).code}
        distanceUnit={distanceUnit(settings.locale)}
        seller={{ name: dealership.name, url: siteOrigin(site).toString() }}
      />
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {words.carTypeLabel(car.carType)} {words.noun.toLowerCase()}
          {statusLabel ? (
            <span className="ml-2 rounded bg-slate-900 px-2 py-0.5 text-white">{statusLabel}</span>
          ) : null}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{car.name}</h1>
        <p className="mt-1 text-slate-700">
          {words.distance(car.km)}
          {car.location ? ` · ${car.location.name}` : null}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <VehicleGallery images={gallery} name={car.name} />
          <VehicleSpecs car={car} words={words} />
          {car.description ? (
            <Section variant="block" headingId="vehicle-description-heading" title="Description">
              <p className="mt-3 whitespace-pre-line text-slate-800">
                {words.text(car.description)}
              </p>
            </Section>
          ) : null}
          <VehicleLocation car={car} location={location} dealershipName={dealership.name} />
        </div>
        <aside
          aria-label="Price and contact"
          className="flex flex-col gap-5 lg:sticky lg:top-4 lg:self-start"
        >
          <VehiclePrice
            car={car}
            words={words}
            offersSubscription={settings.commerce.offersSubscription}
          />
          {program ? (
            <CertifiedProgramDialog name={program.name} benefits={program.benefits} />
          ) : null}
          {phone ? <VehiclePhone carId={car.id} {...phone} /> : null}
          <VehicleActions actions={actions} historyReportUrl={car.fileUrl} />
          <p>
            <a href="#vehicle-enquiry" className="font-semibold underline">
              {words.text("Enquire about this")} {words.noun.toLowerCase()}
            </a>
          </p>
        </aside>
      </div>
      {/* The enquiry form, the test-drive dialog and the request-photos form (components/forms). */}
      <Section
        variant="block"
        id="vehicle-enquiry"
        headingId="vehicle-enquiry-heading"
        title={`${words.text("Enquire about this")} ${words.noun.toLowerCase()}`}
        className="mt-12 scroll-mt-24 rounded-lg border border-slate-200 p-6"
        data-car-slug={car.slug}
        data-car-type={car.carType}
        data-stock-number={car.stockNumber}
        data-dealership-slug={car.dealershipSlug}
      >
        <p className="mt-2 text-slate-700">
          Questions about stock number {car.stockNumber}? {words.text("Enquire")} below or use the
          call button above.
        </p>
        <div className="mt-6">
          <VehicleEnquiry
            site={formSite}
            car={{ ...leadCarFrom(car), name: car.name, tag: car.tag }}
            slots={testDriveDates}
          />
        </div>
      </Section>
    </article>
  );
}
