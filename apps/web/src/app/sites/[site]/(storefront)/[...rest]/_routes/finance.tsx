import type { Metadata } from "next";
import { calculateRepayments, termText } from "@forecourt/core/finance/repayments";
import { currencyFor } from "@forecourt/core/locale/locale";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { siteWords } from "@forecourt/core/site/site-words";
import { FINANCE_FORM_ANCHOR } from "@forecourt/core/stock/vehicle-links";
import { PageVehicleMeta } from "@/components/analytics/page-vehicle-meta";
import { PageHeading } from "@/components/content/page-heading";
import { figuresFromParams } from "@/components/finance/calculator-input";
import { RepaymentCalculator } from "@/components/finance/repayment-calculator";
import { FinanceEnquiryForm } from "@/components/forms/finance-enquiry-form";
import { financeInitialFromQuery } from "@forecourt/core/forms/definitions/finance-form";
import { Container } from "@/components/ui/section";
import { getFormSite } from "@/server/queries/forms";
import { leadCarMeta } from "@/server/vehicle/lead-car-meta";
import type { RouteProps, SearchParams } from "./route-props.ts";

/** Spec §2 finance query parameters kept from a vehicle page to the enquiry. */
const CARRIED_PARAMS = ["preferredDealership", "car_id", "car_type", "vin"] as const;

function carried(searchParams: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of CARRIED_PARAMS) {
    const value = searchParams[name];
    if (typeof value === "string" && value.length > 0 && value.length <= 100) out[name] = value;
  }
  return out;
}

export async function metadata({ site }: RouteProps<"finance">): Promise<Metadata> {
  const words = siteWords(site.settings);
  return {
    title: `${words.noun} finance`,
    alternates: { canonical: site.settings.paths.finance },
    description: `Estimate repayments and apply for ${words.nounInText} finance with ${site.name}.`,
  };
}

/** The finance enquiry beside the calculator: the figures it carries, in words, and the form. */
function FinanceEnquirySection({
  figures,
  symbol,
  words,
  children,
}: {
  figures: ReturnType<typeof figuresFromParams>;
  symbol: string;
  words: ReturnType<typeof siteWords>;
  /** The enquiry form. */
  children: React.ReactNode;
}) {
  const estimate = calculateRepayments(figures);
  return (
    <section
      id={FINANCE_FORM_ANCHOR}
      aria-labelledby={`${FINANCE_FORM_ANCHOR}-heading`}
      className="scroll-mt-4 rounded-lg border border-slate-200 p-5"
      data-vehicle-price-budget={figures.price || undefined}
      data-deposit={figures.deposit || undefined}
      data-balloon={figures.balloon || undefined}
      data-term={figures.termYears}
      data-rate={figures.interestRate}
      data-frequency={figures.frequency}
    >
      <h2 id={`${FINANCE_FORM_ANCHOR}-heading`} className="text-2xl font-bold">
        Finance {words.text("enquiry")}
      </h2>
      {estimate.ok ? (
        <p className="mt-2 text-slate-800">
          Your figures: {formatPrice(figures.price, { symbol })} {words.nounInText},{" "}
          {formatPrice(figures.deposit, { symbol })} deposit, {termText(figures.termYears)} at{" "}
          {figures.interestRate}% — about{" "}
          {formatPrice(estimate.repayment, { symbol, decimals: true })} {figures.frequency}.
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The site's finance page (route chosen by settings.paths.finance): calculator and enquiry. */
export default async function FinanceRoute({
  site,
  searchParams,
}: RouteProps<"finance">): Promise<React.ReactNode> {
  const { settings } = site;
  const words = siteWords(settings);
  const { symbol } = currencyFor(settings.locale, settings.currency);
  const figures = figuresFromParams(searchParams, settings.commerce.financeCalculatorInterest);
  const carry = carried(searchParams);
  const fromQuery = financeInitialFromQuery(searchParams);
  // The car the enquiry is about (its hidden car_id): its Meta fields for the lead's conversion.
  const [formSite, carMeta] = await Promise.all([
    getFormSite(site),
    leadCarMeta(site, fromQuery.car_id ?? null),
  ]);
  const initial = {
    ...fromQuery,
    vehiclePriceBudget: figures.price > 0 ? String(figures.price) : fromQuery.vehiclePriceBudget,
    deposit: figures.deposit > 0 ? String(figures.deposit) : undefined,
  };
  return (
    <>
      {carMeta ? <PageVehicleMeta {...carMeta} /> : null}
      <PageHeading
        title={`${words.noun} finance`}
        intro={`Work out your repayments, then send us a finance ${words.text("enquiry")}. Our finance team will be in touch.`}
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-2">
        <RepaymentCalculator
          initial={figures}
          currencySymbol={symbol}
          carry={carry}
          action={settings.paths.finance}
          submitLabel={words.text("Enquire with these figures")}
        />
        <FinanceEnquirySection figures={figures} symbol={symbol} words={words}>
          {/* The section carries the #finance-form anchor, so the form itself takes no id. */}
          <FinanceEnquiryForm site={formSite} initial={initial} id={null} />
        </FinanceEnquirySection>
      </Container>
    </>
  );
}
