import type { Metadata } from "next";
import { tradeInForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { TRADE_IN_PAGE, ValuationFormPage } from "@/components/forms/valuation-form-page";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type TradeInProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = {
  title: TRADE_IN_PAGE.title,
  alternates: { canonical: "/trade-in" },
};

/** Trade-in valuation with rego + state lookup (the vehicle-path form adds the car). */
export default async function TradeInPage({ params }: TradeInProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <ValuationFormPage
      {...TRADE_IN_PAGE}
      form={tradeInForm(formSite.options)}
      site={formSite}
      settings={site.settings}
    />
  );
}
