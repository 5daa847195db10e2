import { MapPin } from "lucide-react";
import type { Car } from "@forecourt/core/domain/car";
import type { Location } from "@forecourt/core/domain/location";
import { SiteLink } from "../site-link.tsx";
import { Section } from "../ui/section.tsx";

type VehicleLocationProps = { car: Car; location: Location | null; dealershipName: string };

/** Where the car is (the #vehicle-map anchor of spec §2) with a maps link that opens a new tab. */
export function VehicleLocation({ car, location, dealershipName }: VehicleLocationProps) {
  const address = location?.address;
  const query =
    address?.full ||
    [location?.name, car.location?.city, car.location?.state].filter(Boolean).join(", ");
  const mapsHref =
    address?.mapUrl ??
    (query
      ? `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`
      : null);
  return (
    <Section
      variant="block"
      id="vehicle-map"
      headingId="vehicle-map-heading"
      title="Location"
      className="scroll-mt-24"
    >
      <div className="mt-3 flex gap-3">
        <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-700" />
        <div>
          <p className="font-semibold">{location?.name ?? dealershipName}</p>
          {address?.full ? <p className="text-slate-700">{address.full}</p> : null}
          {mapsHref ? (
            <SiteLink href={mapsHref} className="mt-1 inline-block font-semibold underline">
              Get directions
            </SiteLink>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
