import type { Location } from "@forecourt/core/domain/location";

/** The site's locations with their phone numbers (contact pages). */
export function LocationPhones({ locations }: { locations: readonly Location[] }) {
  const withPhones = locations.filter((location) => location.phone);
  if (withPhones.length === 0) return null;
  return (
    // A plain block, not a region: the footer may carry its own "Call us" landmark.
    <div className="rounded-lg border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">Call us</h2>
      <ul className="mt-2 grid gap-3">
        {withPhones.map((location) => (
          <li key={location.id}>
            <p className="font-medium">{location.name}</p>
            <a
              href={`tel:${location.phone?.replace(/[^\d+]/g, "")}`}
              className="text-slate-900 underline"
            >
              {location.phone}
            </a>
            {location.address.full ? (
              <p className="text-sm text-slate-700">{location.address.full}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
