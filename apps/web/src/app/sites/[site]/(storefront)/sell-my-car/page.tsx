import type { Metadata } from "next";
import { sellMyCarForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { ValuationFormPage } from "@/components/forms/valuation-form-page";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type SellMyCarProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = {
  title: "Sell my car",
  alternates: { canonical: "/sell-my-car" },
};

export default async function SellMyCarPage({ params }: SellMyCarProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <ValuationFormPage
      title="Sell my car"
      intro="Tell us about your vehicle and we will make you an offer."
      form={sellMyCarForm(formSite.options)}
      site={formSite}
      settings={site.settings}
    />
  );
}
