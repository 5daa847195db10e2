import type { Metadata } from "next";
import { currencyFor, distanceUnit } from "@forecourt/core/locale/locale";
import { siteWords } from "@forecourt/core/site/site-words";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { leadCarFrom } from "@forecourt/core/forms/build-lead";
import { formSiteForCar } from "@forecourt/core/forms/form-site";
import { whatsappHref } from "@forecourt/core/chat/whatsapp";
import { favouriteFrom } from "@forecourt/core/garage/favourites";
import type { CatalogueSite } from "@forecourt/core/catalogue/catalogue-feed";
import { metaCatalogueId } from "@forecourt/core/catalogue/meta-catalogue-id";
import { VehicleViewEvent } from "@/components/analytics/vehicle-view-event";
import { ChatButton } from "@/components/chat/chat-button";
import { LazyVehicleEnquiry } from "@/components/forms/lazy-forms";
import { FavouriteButton } from "@/components/garage/favourite-button";
import { RecordView } from "@/components/garage/record-view";
import { buttonClasses } from "@/components/ui/button";
import { containerClasses, Section } from "@/components/ui/section";
import { LazyCertifiedProgramDialog } from "@/components/vehicle/lazy-certified-program-dialog";
import { VehicleCardGrid } from "@/components/vehicle/vehicle-card";
import { VehicleActionBar } from "@/components/vehicle/vehicle-action-bar";
import { VehicleActions } from "@/components/vehicle/vehicle-actions";
import { VehicleGallery } from "@/components/vehicle/vehicle-gallery";
import { VehicleJsonLd } from "@/components/vehicle/vehicle-json-ld";
import { VehicleLocation } from "@/components/vehicle/vehicle-location";
import { MissingPhoneWarning, VehiclePhone } from "@/components/vehicle/vehicle-phone";
import { VehiclePrice } from "@/components/vehicle/vehicle-price";
import { VehicleSpecs } from "@/components/vehicle/vehicle-specs";
import { WhatsappLink } from "@/components/vehicle/whatsapp-link";
import { getAppointmentDates, getContactFormSite } from "@/server/queries/forms";
import { currentSearchHour } from "@/server/queries/stock-scope";
import { getLocations, getSimilarCars } from "@/server/queries/storefront";
import { shareImageUrl } from "@/server/share-image";
import { absoluteUrl, siteOrigin } from "@/server/site-url";
import {
  requireVehicle,
  vehicleActions,
  vehicleLocationView,
  vehiclePhoneView,
} from "@/server/vehicle/vehicle-view";
import type { RouteProps } from "./route-props.ts";
import { advertisedPrice } from "@forecourt/core/stock/advertised-price";
import { plainText } from "@forecourt/core/text/plain-text";
import { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";
import { catalogueSiteOf } from "@/server/catalogue/catalogue-site";
import { isCarSold } from "@forecourt/core/domain/car";
import { testDriveEligibility } from "@forecourt/core/stock/eligibility";

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
  };
}

type VehicleDetail = Awaited<ReturnType<typeof requireVehicle>>;
type Car = VehicleDetail["car"];
type Words = ReturnType<typeof siteWords>;

/**
 * The gallery's images. A placeholder default primary image is replaced by the first thumbnail
 * (spec §3); an alt text that only repeats the car's name is left to the gallery's default.
 */
function galleryOf(car: Car, primary: string | null | undefined) {
  if (car.images.length) {
    return car.images.map((image) => ({
      url: image.url,
      thumbUrl: image.thumbUrl,
      ...(image.alt && image.alt !== car.name ? { alt: image.alt } : {}),
    }));
  }
  return primary ? [{ url: primary, thumbUrl: primary }] : [];
}

/** The tag beside the car's kind: sold (the site's word), reserved or coming soon. */
function statusLabelOf(car: Car, isSold: boolean, soldTag: string): string | null {
  if (isSold) return soldTag;
  if (car.isReserved) return "RESERVED";
  return car.status === "coming_soon" ? "COMING SOON" : null;
}

/** What the vehicle page shows beyond the car itself: its phone, actions, forms and stock. */
async function loadVehiclePage(site: RouteProps<"vehicle">["site"], detail: VehicleDetail) {
  const { car } = detail;
  const { settings } = site;
  const words = siteWords(settings);
  const locations = await getLocations(site.id);
  const isSold = isCarSold(car);
  // A sold car is not for sale: no test drive, and similar stock in its place (spec §4). A
  // reserved one is held for its buyer: no test drive either, unless the site says otherwise.
  const hasTestDrive = testDriveEligibility(car, {
    isOfferedWhenReserved: settings.stock.testDriveWhenReserved,
  }).isEligible;
  const [formSite, testDriveDates, similar] = await Promise.all([
    getContactFormSite(site),
    hasTestDrive ? getAppointmentDates(site, { locationId: car.locationId }) : [],
    isSold ? getSimilarCars(site.id, car.id, 4, currentSearchHour()) : [],
  ]);
  const pageUrl = absoluteUrl(site, vehiclePath(settings.paths, car.slug));
  return {
    words,
    pageUrl,
    enquireTitle: isSold
      ? words.text(`Enquire about similar ${words.nounPluralInText}`)
      : `${words.text("Enquire about this")} ${words.nounInText}`,
    enquiryCar: { ...leadCarFrom(car), name: car.name, tag: car.tag },
    whatsapp: whatsappHref(settings.chat.whatsappNumber, { name: car.name, url: pageUrl }),
    locations,
    phone: vehiclePhoneView(site, detail, locations),
    actions: vehicleActions(site, detail),
    isSold,
    hasTestDrive,
    // No location select where the car decides where the lead goes.
    formSite: formSiteForCar(formSite, leadCarFrom(car)),
    testDriveDates,
    similar,
  };
}

type VehiclePage = Awaited<ReturnType<typeof loadVehiclePage>>;

/** The kind and status, the name with its favourite button, the distance and the yard. */
function VehicleHeader({
  car,
  words,
  settings,
  favourite,
  catalogueId,
  statusLabel,
}: {
  car: Car;
  words: Words;
  settings: RouteProps<"vehicle">["site"]["settings"];
  favourite: ReturnType<typeof favouriteFrom>;
  /** The car's id in Meta's catalogue, null where it does not carry the car. */
  catalogueId: string | null;
  statusLabel: string | null;
}) {
  return (
    <header className="mb-6">
      <p className="eyebrow">
        {words.carTypeLabel(car.carType)} {words.noun}
        {statusLabel ? (
          <span className="ml-2 rounded bg-slate-900 px-2 py-0.5 text-white">{statusLabel}</span>
        ) : null}
      </p>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{car.name}</h1>
        <FavouriteButton
          car={favourite}
          catalogueId={catalogueId}
          storageKey={settings.storage.favouritesKey}
          variant="inline"
        />
      </div>
      <RecordView car={favourite} storageKey={settings.storage.viewsKey} />
      <p className="mt-1 text-slate-700">
        {words.distance(car.km)}
        {car.location ? ` · ${car.location.name}` : null}
      </p>
    </header>
  );
}

/** What the chat's lead says of the car it was opened beside. */
function chatCarOf(car: Car) {
  return {
    car_id: car.id,
    stock_number: car.stockNumber,
    dealership_slug: car.dealershipSlug,
    ...(car.locationId !== null ? { location_id: car.locationId } : {}),
  };
}

/** The call button; with no number to call, the warning and the enquiry in its place. */
function CallOrEnquire({ car, page }: { car: Car; page: VehiclePage }) {
  if (page.phone) return <VehiclePhone carId={car.id} {...page.phone} />;
  return (
    <>
      <MissingPhoneWarning carSlug={car.slug} />
      {/* No number to call: the enquiry takes the call button's place, so a shopper on a
          phone still has a way to reach the dealer in the first screen. */}
      <a href="#vehicle-enquiry" className={buttonClasses("primary", "lg", "text-center")}>
        {page.enquireTitle}
      </a>
    </>
  );
}

type VehicleAsideProps = { site: RouteProps<"vehicle">["site"]; car: Car; page: VehiclePage };

/** Price and contact: the price, the certified programme, the call button, actions and chat. */
function VehicleAside({ site, car, page }: VehicleAsideProps) {
  const { settings } = site;
  const { isSold, phone, words, enquireTitle, whatsapp } = page;
  const program = car.isCertified ? settings.stock.certifiedProgram : undefined;
  return (
    // The chat's greeting never covers the price and the call button (data-keep-clear).
    <aside aria-label="Price and contact" className="vehicle-aside" data-keep-clear>
      <VehiclePrice
        car={car}
        words={words}
        offersSubscription={settings.commerce.offersSubscription}
      />
      {program ? (
        <LazyCertifiedProgramDialog name={program.name} benefits={program.benefits} />
      ) : null}
      {isSold ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-900">
          This {words.nounInText} has been sold.{" "}
          <a href="#similar-stock" className="underline">
            See similar {words.nounPluralInText} for sale
          </a>
        </p>
      ) : null}
      <CallOrEnquire car={car} page={page} />
      {!isSold && car.isReserved ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-900">
          This {words.nounInText} is reserved: another shopper has paid a deposit on it.{" "}
          <a href="#vehicle-enquiry" className="underline">
            {enquireTitle}
          </a>
        </p>
      ) : null}
      <VehicleActions
        actions={page.actions}
        historyReportUrl={car.fileUrl}
        carSlug={car.slug}
        noun={words.nounInText}
      />
      {settings.chat.provider !== "none" ? <ChatButton car={chatCarOf(car)} /> : null}
      {whatsapp ? <WhatsappLink href={whatsapp} /> : null}
      {phone ? (
        <p>
          <a href="#vehicle-enquiry" className="font-semibold underline">
            {enquireTitle}
          </a>
        </p>
      ) : null}
    </aside>
  );
}

/** In a sold car's place: similar stock for sale, and the way to all of it. */
function SimilarStock({
  similar,
  words,
  settings,
  catalogueSite,
}: {
  similar: VehiclePage["similar"];
  catalogueSite: CatalogueSite;
  words: Words;
  settings: RouteProps<"vehicle">["site"]["settings"];
}) {
  return (
    <Section
      variant="block"
      id="similar-stock"
      headingId="similar-stock-heading"
      title={`Similar ${words.nounPluralInText} for sale`}
      className="mt-12 scroll-mt-24"
    >
      {similar.length > 0 ? (
        <VehicleCardGrid
          cars={similar}
          words={words}
          basePath={settings.paths.vehicleBase}
          settings={settings}
          catalogueSite={catalogueSite}
        />
      ) : null}
      <p className="mt-4">
        <a
          href={`${settings.paths.search}/${settings.search.defaultSlug}`}
          className="font-semibold underline"
        >
          {`Search all ${words.nounPluralInText} for sale`}
        </a>
      </p>
    </Section>
  );
}

/** The enquiry form, the test-drive dialog and the request-photos form (components/forms). */
function VehicleEnquirySection({ car, page }: { car: Car; page: VehiclePage }) {
  const { isSold, phone, words, enquireTitle } = page;
  return (
    <Section
      variant="block"
      id="vehicle-enquiry"
      headingId="vehicle-enquiry-heading"
      title={enquireTitle}
      className="vehicle-enquiry"
      data-car-type={car.carType}
    >
      <p className="mt-2 text-slate-700">
        {isSold
          ? words.text(
              `Stock number ${car.stockNumber} has been sold. Tell us what you are after and we will find you one like it.`,
            )
          : // Only a page with a call button names it, by its name (no site number at all: none).
            `Questions about stock number ${car.stockNumber}? ${words.text("Enquire")} below${phone ? ' or press "Call the dealer" above' : ""}.`}
      </p>
      <div className="mt-6">
        <LazyVehicleEnquiry
          site={page.formSite}
          car={page.enquiryCar}
          dates={page.testDriveDates}
          isSold={isSold}
          hasTestDrive={page.hasTestDrive}
        />
      </div>
    </Section>
  );
}

/** The car's view event (analytics, Meta) and its JSON-LD. */
function VehicleEvents({
  site,
  detail,
  pageUrl,
  gallery,
}: {
  site: RouteProps<"vehicle">["site"];
  detail: VehicleDetail;
  pageUrl: string;
  gallery: ReturnType<typeof galleryOf>;
}) {
  const { car, dealership } = detail;
  const { settings } = site;
  const currency = currencyFor(settings.locale, settings.currency).code;
  return (
    <>
      <VehicleViewEvent
        car={{
          id: car.id,
          slug: car.slug,
          name: car.name,
          stockNumber: car.stockNumber,
          // The event's value is the car's one advertised price, as its JSON-LD and feeds give it.
          price: advertisedPrice(car)?.amount ?? null,
          carType: car.carType,
          tag: car.tag,
        }}
        currency={currency}
        meta={metaVehicleEvent(detail, catalogueSiteOf(site))}
      />
      <VehicleJsonLd
        car={car}
        url={pageUrl}
        images={gallery.map((image) => absoluteUrl(site, image.url))}
        currency={currency}
        distanceUnit={distanceUnit(settings.locale)}
        seller={{ name: dealership.name, url: siteOrigin(site).toString() }}
        template={settings.template}
      />
    </>
  );
}

/** The dealer's description of the car, as plain text. */
function VehicleDescription({ description, words }: { description: string; words: Words }) {
  return (
    <Section variant="block" headingId="vehicle-description-heading" title="Description">
      <p className="mt-3 whitespace-pre-line text-slate-800">
        {/* A dealer system's HTML shows as the text it marks up, never as tags. */}
        {words.text(plainText(description))}
      </p>
    </Section>
  );
}

/** Below the gallery: the specs, the description and where the car is. */
function VehicleDetails({ detail, page }: { detail: VehicleDetail; page: VehiclePage }) {
  const { car } = detail;
  return (
    <div className="vehicle-details">
      <VehicleSpecs car={car} words={page.words} />
      {car.description ? (
        <VehicleDescription description={car.description} words={page.words} />
      ) : null}
      <VehicleLocation {...vehicleLocationView(detail, page.locations)} />
    </div>
  );
}

/** Vehicle detail at `{vehicleBase}/{slug}` (spec §2). Unknown slug: 404 page. */
export default async function VehicleRoute({
  site,
  route,
}: RouteProps<"vehicle">): Promise<React.ReactNode> {
  const detail = await requireVehicle(site, route.slug);
  const { car } = detail;
  const { settings } = site;
  const page = await loadVehiclePage(site, detail);
  const { isSold, words, pageUrl } = page;
  const primary = primaryImageUrl(car);
  const gallery = galleryOf(car, primary);
  const favourite = favouriteFrom({ ...car, primaryImageUrl: primary });
  const catalogueSite = catalogueSiteOf(site);
  return (
    <article className={containerClasses("page", "py-8")} data-car-id={car.id}>
      <VehicleEvents site={site} detail={detail} pageUrl={pageUrl} gallery={gallery} />
      <VehicleHeader
        car={car}
        words={words}
        settings={settings}
        favourite={favourite}
        catalogueId={metaCatalogueId(car, catalogueSite)}
        statusLabel={statusLabelOf(car, isSold, settings.labels.soldTag)}
      />
      {/* Fixed at the phone screen's foot, but early in the tab order: right after the title. */}
      <VehicleActionBar
        carId={car.id}
        telHref={page.phone?.telHref ?? null}
        enquireLabel={words.text("Enquire")}
        enquireHref="#vehicle-enquiry"
        testDrive={
          page.hasTestDrive
            ? { site: page.formSite, car: page.enquiryCar, dates: page.testDriveDates }
            : null
        }
      />
      {/* One column on a phone: gallery, then price and actions, then the rest. From lg the
          price and actions sit beside both as before. */}
      <div className="vehicle-layout">
        <div className="vehicle-media">
          <VehicleGallery images={gallery} name={car.name} />
        </div>
        <VehicleAside site={site} car={car} page={page} />
        <VehicleDetails detail={detail} page={page} />
      </div>
      {isSold ? (
        <SimilarStock
          similar={page.similar}
          words={words}
          settings={settings}
          catalogueSite={catalogueSite}
        />
      ) : null}
      <VehicleEnquirySection car={car} page={page} />
    </article>
  );
}
