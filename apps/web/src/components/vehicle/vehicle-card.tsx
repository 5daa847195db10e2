import Image from "next/image";
import Link from "next/link";
import type { Car } from "@forecourt/core/domain/car";
import type { SiteWords } from "@forecourt/core/site/site-words";

type VehicleCardProps = { car: Car; words: SiteWords; basePath: string; isPriority?: boolean };

export function VehicleCard({ car, words, basePath, isPriority = false }: VehicleCardProps) {
  const price = words.carPrice(car);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Link href={`${basePath}/${car.slug}`} className="group flex flex-1 flex-col">
        <div className="relative aspect-[3/2] bg-slate-100">
          {car.primaryImageUrl ? (
            <Image
              src={car.primaryImageUrl}
              alt={car.name}
              fill
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              priority={isPriority}
              className="object-cover"
            />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {words.carTypeLabel(car.carType)}
          </p>
          <h3 className="font-semibold group-hover:underline">{car.name}</h3>
          <p className="text-sm text-slate-700">{words.distance(car.km)}</p>
          <p className="mt-auto pt-2 text-xl font-bold text-slate-900">{price.text}</p>
        </div>
      </Link>
    </article>
  );
}
