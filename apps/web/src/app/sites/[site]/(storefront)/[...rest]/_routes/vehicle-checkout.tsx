import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { siteWords } from "@forecourt/core/site/site-words";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { buttonClasses } from "@/components/ui/button";
import { Container, Section } from "@/components/ui/section";
import { isCheckoutEligible, requireVehicle } from "@/server/vehicle/vehicle-view";
import type { RouteProps } from "./route-props.ts";

export async function metadata({ site, route }: RouteProps<"vehicle-checkout">): Promise<Metadata> {
  const { car } = await requireVehicle(site, route.slug);
  return {
    title: route.mode === "buy-online" ? `Buy ${car.name} online` : `Reserve ${car.name}`,
    robots: { index: false },
    alternates: { canonical: `${vehiclePath(site.settings.paths, car.slug)}/${route.mode}` },
  };
}

/**
 * Reservation summary at `{vehicleBase}/{slug}/checkout` (or /buy-online) for cars that may be
 * reserved (spec §9); any other car gets the 404 page. Taking the deposit is not part of this page.
 */
export default async function VehicleCheckoutRoute({
  site,
  route,
}: RouteProps<"vehicle-checkout">): Promise<React.ReactNode> {
  const detail = await requireVehicle(site, route.slug);
  if (!isCheckoutEligible(site, detail).isEligible) notFound();
  const { car, location, dealership } = detail;
  const words = siteWords(site.settings);
  const price = words.carPrice(car);
  const deposit = car.paymentProcessors.find((p) => p.authorizationKey?.trim())?.depositAmount ?? 0;
  const image = primaryImageUrl(car);
  const carPath = vehiclePath(site.settings.paths, car.slug);
  return (
    <Container width="narrow" className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">Reservation</p>
      <h1 className="mt-1 text-3xl font-bold">
        {route.mode === "buy-online" ? "Buy this" : "Reserve this"} {words.noun.toLowerCase()}
        {route.mode === "buy-online" ? " online" : ""}
      </h1>
      <section
        aria-labelledby="reservation-summary"
        className="mt-6 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row"
      >
        {image ? (
          <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded sm:w-56">
            <Image
              src={image}
              alt={car.name}
              fill
              priority
              sizes="(min-width: 640px) 224px, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div>
          <h2 id="reservation-summary" className="text-xl font-semibold">
            {car.name}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-700">Price</dt>
            <dd className="font-semibold">{price.text}</dd>
            <dt className="text-slate-700">Reservation deposit</dt>
            <dd className="font-semibold">{words.price(deposit)}</dd>
            <dt className="text-slate-700">Stock number</dt>
            <dd>{car.stockNumber}</dd>
            <dt className="text-slate-700">Location</dt>
            <dd>{location?.name ?? dealership.name}</dd>
          </dl>
        </div>
      </section>
      <Section variant="block" headingId="next-steps" title="What happens next" className="mt-8">
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
          <li>
            Send us your details with the enquiry form on the {words.noun.toLowerCase()}&apos;s
            page.
          </li>
          <li>
            Our team at {location?.name ?? dealership.name} confirms the {words.noun.toLowerCase()}{" "}
            is held for you and arranges the {words.price(deposit)} deposit.
          </li>
          <li>The deposit comes off the price when you collect your {words.noun.toLowerCase()}.</li>
        </ol>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link href={`${carPath}#vehicle-enquiry`} className={buttonClasses("secondary", "lg")}>
            Continue to the enquiry form
          </Link>
          <Link href={carPath} className={buttonClasses("outline", "lg", "border-slate-900")}>
            Back to the {words.noun.toLowerCase()}
          </Link>
        </p>
      </Section>
    </Container>
  );
}
