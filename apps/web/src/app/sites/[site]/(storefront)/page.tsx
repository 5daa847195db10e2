import Image from "next/image";
import { siteWords } from "@forecourt/core/site/site-words";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { getFeaturedCars, getStockSummaryCached } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";

type HomeProps = { params: Promise<{ site: string }> };

export default async function Home({ params }: HomeProps) {
  const site = await requireSite((await params).site);
  const { settings } = site;
  const words = siteWords(settings);
  const [featured, summary] = await Promise.all([
    getFeaturedCars(site.id, settings.home.featuredCount),
    getStockSummaryCached(site.id),
  ]);
  const searchAction = `${settings.paths.search}/${settings.search.defaultSlug}`;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand text-brand-foreground">
        {settings.branding.bannerUrl ? (
          <Image
            src={settings.branding.bannerUrl}
            alt=""
            fill
            priority
            sizes="100vw"
            className="-z-10 object-cover opacity-25"
          />
        ) : null}
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold sm:text-5xl">{site.name}</h1>
          <p className="mt-3 max-w-2xl text-lg">
            {settings.home.heroTitle ?? settings.branding.tagline ?? `Find your next ${words.noun}`}
          </p>
          {settings.home.heroSubtitle ? (
            <p className="mt-1 max-w-2xl">{words.text(settings.home.heroSubtitle)}</p>
          ) : null}
          <form
            action={searchAction}
            method="get"
            role="search"
            className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              Search {words.nounPlural}
            </label>
            <input
              id="home-search"
              name="q"
              type="search"
              placeholder={`Search ${summary.count} ${words.nounPlural} by make, model or keyword`}
              className="min-w-0 flex-1 rounded-md border-0 bg-white px-4 py-3 text-slate-900 shadow placeholder:text-slate-600"
            />
            <button
              type="submit"
              className="rounded-md bg-white px-6 py-3 font-semibold text-slate-900 shadow hover:bg-slate-100"
            >
              Search
            </button>
          </form>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured {words.nounPlural}
          </h2>
          <a
            href={searchAction}
            className="font-semibold text-slate-900 underline underline-offset-2"
          >
            View all {summary.count} in stock
          </a>
        </div>
        {featured.length === 0 ? (
          <p className="mt-6 text-slate-700">
            No stock is listed right now. Please check back soon.
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((car, index) => (
              <li key={car.id} className="flex">
                <VehicleCard
                  car={car}
                  words={words}
                  basePath={settings.paths.vehicleBase}
                  isPriority={index < 2}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
