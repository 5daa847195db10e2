import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import { carFormValues, carFormWordsOf } from "@forecourt/core/console/car-form";
import { feedReplacedFields, LOCK_LABELS } from "@forecourt/core/console/stock-edit";
import type { Site } from "@forecourt/core/site/site";
import type { LockableField } from "@forecourt/core/stock/car-input";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { BackLink } from "@/components/console/kit/back-link";
import { CarLocksForm } from "@/components/console/stock/car-locks-form";
import { CarPhotosForm } from "@/components/console/stock/car-photos/car-photos-form";
import { QuickEditCarForm } from "@/components/console/stock/quick-edit-car-form";
import { CarHoldSection } from "@/components/console/stock/car-hold-section";
import { CarForm } from "@/components/console/stock/car-form/car-form";
import { CarPhotoUpload } from "@/components/console/stock/car-photo-upload/car-photo-upload";
import { CarPublishingForm } from "@/components/console/stock/car-publishing/car-publishing-form";
import { requireStaff } from "@/server/console/console-session";
import { carFormLocationsOf } from "@/server/console/queries/car-form";
import { staffCarOf, type StaffCar } from "@/server/console/queries/stock";
import { absoluteUrl } from "@/server/site-url";

export const metadata: Metadata = { title: "Edit a car" };

/**
 * One car of the user's sites: quick edits, every typed detail, photo order, field locks and a
 * link to its page on the site (sales whom the site lets list cars get the details form only),
 * and a hold for a phone or walk-in buyer (sales of the car's dealership too).
 * Another dealer's car, or no such car, is not found.
 */
export default async function ConsoleCar({ params }: { params: Promise<{ carId: string }> }) {
  const staff = await requireStaff();
  const page = await staffCarOf(staff, (await params).carId);
  if (!page) notFound();
  const { found, site, mayManage, mayPublish, mayEdit } = page;
  const { car } = found;
  return (
    <>
      <BackLink href={CONSOLE_STOCK_PATH}>Back to stock</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{car.name}</h1>
      <p className="mt-1 text-slate-700">
        {found.siteName} · stock no. <span className="font-mono">{car.stockNumber}</span>
        {car.vin ? (
          <>
            {" "}
            · VIN <span className="font-mono">{car.vin}</span>
          </>
        ) : null}
      </p>
      {car.isDraft ? null : (
        <p className="mt-2">
          <a
            className="text-blue-800 underline"
            href={absoluteUrl(site, vehiclePath(site.settings.paths, car.slug))}
            target="_blank"
            rel="noopener"
          >
            View on site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}

      {mayEdit ? (
        <ConsoleSection id="publishing-heading" title="On the site" className="mt-6">
          <CarPublishingForm
            carId={car.id}
            isDraft={car.isDraft}
            mayPublish={mayPublish}
            clientKey={randomUUID()}
          />
        </ConsoleSection>
      ) : null}

      {mayManage ? <QuickEditSection car={car} timeZone={site.settings.timeZone} /> : null}
      {mayEdit ? <PhotosSection car={car} /> : null}

      {car.isDraft ? null : (
        <CarHoldSection
          staff={staff}
          websiteId={site.id}
          timeZone={site.settings.timeZone}
          car={car}
        />
      )}

      {mayEdit ? <CarDetailsSection car={car} site={site} /> : null}
      {mayManage ? (
        <ConsoleSection id="locks-heading" title="Field locks" className="mt-10">
          <CarLocksForm carId={car.id} locked={car.lockedFields} />
        </ConsoleSection>
      ) : null}
    </>
  );
}

/** Everything a shopper reads about the car, for those who may edit it. */
async function CarDetailsSection({ car, site }: { car: StaffCar["car"]; site: Site }) {
  return (
    <ConsoleSection id="details-heading" title="Details" className="mt-10">
      <p className="mb-4 mt-1 text-sm text-slate-700">
        Everything a shopper reads about the car. A field the dealer&apos;s feed also sends is
        replaced on its next import unless the field is locked.
      </p>
      <CarForm
        target={{ carId: car.id }}
        initial={carFormValues(car, site.settings.locale)}
        words={carFormWordsOf(site.settings)}
        locations={await carFormLocationsOf(site.id)}
        clientKey={randomUUID()}
      />
    </ConsoleSection>
  );
}

/** The stock manager's quick edit, with what the feed replaces. */
function QuickEditSection({ car, timeZone }: { car: StaffCar["car"]; timeZone: string }) {
  const locked = car.lockedFields;
  const replaced = feedReplacedFields(car);
  return (
    <ConsoleSection id="quick-edit-heading" title="Quick edit">
      <p className="mb-4 mt-1 text-sm text-slate-700">
        {replaced.length > 0
          ? `The dealer's feed replaces ${replaced.map((f) => LOCK_LABELS[f]).join(", ")} on its next import, unless you keep your changes below or lock the field.`
          : "Your changes here stay: the feed leaves these fields as they are."}
        {locked.length > 0
          ? ` Locked against the feed: ${locked.map((f) => LOCK_LABELS[f as LockableField] ?? f).join(", ")}.`
          : ""}
      </p>
      <QuickEditCarForm
        car={{
          id: car.id,
          price: car.price,
          status: car.status,
          tag: car.tag,
          isReserved: car.isReserved,
          isFeatured: car.isFeatured,
          soldOnText: car.soldAt ? siteTime(car.soldAt, timeZone) : null,
        }}
      />
    </ConsoleSection>
  );
}

/** The car's photos: added from the phone, ordered, the main one chosen, each described. */
function PhotosSection({ car }: { car: StaffCar["car"] }) {
  return (
    <ConsoleSection id="photos-heading" title="Photos" className="mt-10">
      <div className="mb-6 mt-2">
        <CarPhotoUpload carId={car.id} />
      </div>
      <CarPhotosForm
        carId={car.id}
        photos={car.images.map(({ url, thumbUrl, alt }) => ({ url, thumbUrl, alt }))}
      />
    </ConsoleSection>
  );
}
