import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CONSOLE_NEW_CAR_PATH, CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import { mayManageSomeStock } from "@forecourt/core/console/stock-list-query";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { CarForm } from "@/components/console/stock/car-form/car-form";
import { requireStaff } from "@/server/console/console-session";
import { newCarPageOf } from "@/server/console/queries/car-form";

export const metadata: Metadata = { title: "New car" };

/** A new car's defaults: used, in stock and published at once (where the user may), the rest typed. */
const NEW_CAR_VALUES = { car_type: "used", status: "in_stock", publish: "yes" };

/**
 * Add a car by hand: on a site the user may add cars to (a choice of site first, for a user
 * with several), in that site's words; once added, the car's own screen opens for its photos.
 */
export default async function ConsoleNewCar({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  const page = await newCarPageOf(staff, (await searchParams).site);
  if (!page) notFound();
  const { chosen } = page;
  return (
    <>
      {mayManageSomeStock(staff) ? (
        <BackLink href={CONSOLE_STOCK_PATH}>Back to stock</BackLink>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold">
        {chosen ? `New ${chosen.words.noun.toLowerCase()} on ${chosen.site.name}` : "New car"}
      </h1>
      {chosen ? (
        <ConsoleSection id="new-car-heading" title="Details" className="mt-6 max-w-3xl">
          <p className="mb-4 mt-1 text-sm text-slate-700">
            Decode the VIN to fill what it knows; once added, the car&apos;s screen opens for its
            photos.
          </p>
          <CarForm
            target={{ websiteId: chosen.site.id }}
            initial={NEW_CAR_VALUES}
            words={chosen.words}
            locations={chosen.locations}
            clientKey={randomUUID()}
            mayPublish={chosen.site.mayPublish}
          />
        </ConsoleSection>
      ) : (
        <nav aria-labelledby="new-car-sites" className="mt-6">
          <h2 id="new-car-sites" className="text-xl font-semibold">
            Which site is it for?
          </h2>
          <ul className="mt-3 grid gap-2">
            {page.sites.map((site) => (
              <li key={site.id}>
                <a
                  className="text-blue-800 underline"
                  href={`${CONSOLE_NEW_CAR_PATH}?site=${site.id}`}
                >
                  {site.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
