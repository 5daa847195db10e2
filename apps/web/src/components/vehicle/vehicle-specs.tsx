import type { Car } from "@forecourt/core/domain/car";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { Section } from "../ui/section.tsx";
import { SpecList } from "./spec-list.tsx";

type VehicleSpecsProps = { car: Car; words: SiteWords };

/**
 * The car's specifications as a definition list, rows without a value left out; its features,
 * when the dealer listed any, as a list beneath.
 */
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
    ["Drivetrain", car.drivetrain],
    ["Engine", car.engine],
    ["Fuel", car.simpleFuel ? words.text(car.simpleFuel) : null],
    ["Odometer", words.distance(car.km)],
    ["Berths", car.berths],
    ["Length", car.lengthM === null ? null : words.length(car.lengthM)],
    ["Stock number", car.stockNumber],
    ["VIN", car.vin],
  ];
  return (
    <Section variant="block" headingId="vehicle-specs-heading" title="Specifications">
      <SpecList
        rows={rows.filter(
          (row): row is [string, string | number] => row[1] !== null && row[1] !== "",
        )}
      />
      {car.features.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Features</h3>
          <ul className="mt-2 list-disc pl-5">
            {car.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
