import type { Car } from "@forecourt/core/domain/car";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { Section } from "../ui/section.tsx";

type VehicleSpecsProps = { car: Car; words: SiteWords };

/** The car's specifications as a definition list; rows without a value are left out. */
export function VehicleSpecs({ car, words }: VehicleSpecsProps) {
  const rows: [string, string | number | null][] = [
    ["Condition", words.carTypeLabel(car.carType)],
    ["Make", car.make],
    ["Model", car.model],
    ["Year", car.year],
    ["Series", car.series],
    ["Badge", car.badge],
    ["Body", car.body],
    [words.text("Colour"), car.colour],
    ["Transmission", car.transmission],
    ["Fuel", car.simpleFuel ? words.text(car.simpleFuel) : null],
    ["Odometer", words.distance(car.km)],
    ["Stock number", car.stockNumber],
    ["VIN", car.vin],
  ];
  return (
    <Section variant="block" headingId="vehicle-specs-heading" title="Specifications">
      <dl className="mt-3 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label} className="spec-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Section>
  );
}
