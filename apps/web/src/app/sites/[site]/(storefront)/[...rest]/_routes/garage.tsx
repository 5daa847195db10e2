import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { garageTab } from "@forecourt/core/garage/garage-path";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { GarageView } from "@/components/garage/garage-view";
import { Container } from "@/components/ui/section";
import type { RouteProps } from "./route-props.ts";

export async function metadata(): Promise<Metadata> {
  // A shopper's own list: nothing for search engines.
  return { title: "My Garage", robots: { index: false } };
}

/**
 * My Garage (spec §2) at the site's garage path, plain or with `/saved`: saved cars by default,
 * recently viewed and the stored contact details as tabs. A 404 where the site has no garage.
 */
export default async function GarageRoute({
  site,
  searchParams,
}: RouteProps<"garage">): Promise<React.ReactNode> {
  const { settings } = site;
  if (!settings.garage.isEnabled) notFound();
  const words = siteWords(settings);
  return (
    <>
      <PageHeading title="My Garage" />
      <Container className="py-8">
        <GarageView
          tab={garageTab(searchParams.tab)}
          storage={settings.storage}
          paths={{ search: settings.paths.search, vehicleBase: settings.paths.vehicleBase }}
          noun={words.noun}
          nounPlural={words.nounPlural}
          postcodeLabel={words.dict.postcodeLabel}
          isUnsubscribed={searchParams.unsubscribed === "1"}
        />
      </Container>
    </>
  );
}
