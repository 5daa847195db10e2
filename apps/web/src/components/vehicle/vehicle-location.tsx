"use client";

import type { VehicleLocationView } from "@/server/vehicle/vehicle-view";
import { MapPin } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { SiteLink } from "../site-link.tsx";
import { Section } from "../ui/section.tsx";

/**
 * Where the car is (the #vehicle-map anchor of spec §2) with a maps link that opens a new tab.
 * A client component on purpose: the page's component payload carries the three values
 * (server/vehicle/vehicle-view.ts) instead of a second copy of the section's markup.
 */
export function VehicleLocation({ name, address, mapsHref, alsoOfferedAt }: VehicleLocationView) {
  return (
    <Section
      variant="block"
      id="vehicle-map"
      headingId="vehicle-map-heading"
      title="Location"
      className="scroll-mt-24"
    >
      <div className="mt-3 flex gap-3">
        <Icon icon={MapPin} className="mt-1 size-5 shrink-0 text-slate-700" />
        <div>
          <p className="font-semibold">{name}</p>
          {address ? <p className="text-slate-700">{address}</p> : null}
          {alsoOfferedAt.length > 0 ? (
            <p className="mt-1 text-slate-700" data-also-offered-at>
              Also available through {alsoOfferedAt.join(", ")}
            </p>
          ) : null}
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
