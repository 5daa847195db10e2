import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import { LOCK_LABELS } from "@forecourt/core/console/stock-edit";
import type { LockableField } from "@forecourt/core/stock/car-input";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getStaffCar } from "@forecourt/db/repositories/staff/get-staff-car";
import { CarLocksForm } from "@/components/console/car-locks-form";
import { CarPhotosForm } from "@/components/console/car-photos-form";
import { QuickEditCarForm } from "@/components/console/quick-edit-car-form";
import { requireStaff } from "@/server/console/console-session";
import { positiveIdOf } from "@/server/console/write-staff-car";
import { db } from "@/server/db";
import { absoluteUrl } from "@/server/site-url";

export const metadata: Metadata = { title: "Edit a car" };

/**
 * One car of the user's sites: quick edits, photo order, field locks and a link to its page on
 * the site. Another dealer's car, or no such car, is not found.
 */
export default async function ConsoleCar({ params }: { params: Promise<{ carId: string }> }) {
  const staff = await requireStaff();
  const carId = positiveIdOf((await params).carId);
  if (carId === null) notFound();
  const database = await db();
  const found = await getStaffCar(database, { actor: staff, carId });
  if (!found) notFound();
  const site = await getSiteById(database, found.websiteId);
  if (!site) notFound();
  const { car } = found;
  const locked = car.lockedFields;
  return (
    <>
      <p>
        <a className="text-blue-800 underline" href={CONSOLE_STOCK_PATH}>
          Back to stock
        </a>
      </p>
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

      <section aria-labelledby="quick-edit-heading" className="mt-8">
        <h2 id="quick-edit-heading" className="text-xl font-semibold">
          Quick edit
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-700">
          {locked.length > 0
            ? `Locked against feed imports: ${locked.map((f) => LOCK_LABELS[f as LockableField] ?? f).join(", ")}.`
            : "No field is locked: the next feed import replaces what you change here, unless you lock the field below."}
        </p>
        <QuickEditCarForm
          car={{
            id: car.id,
            price: car.price,
            status: car.status,
            tag: car.tag,
            isReserved: car.isReserved,
            isFeatured: car.isFeatured,
          }}
        />
      </section>

      <section aria-labelledby="photos-heading" className="mt-10">
        <h2 id="photos-heading" className="text-xl font-semibold">
          Photos
        </h2>
        <CarPhotosForm
          carId={car.id}
          photos={car.images.map((image) => ({ url: image.url, thumbUrl: image.thumbUrl }))}
        />
      </section>

      <section aria-labelledby="locks-heading" className="mt-10">
        <h2 id="locks-heading" className="text-xl font-semibold">
          Field locks
        </h2>
        <CarLocksForm carId={car.id} locked={locked} />
      </section>
    </>
  );
}
