import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteWords } from "@forecourt/core/site/site-words";
import { StGeorgePaymentForm } from "@/components/checkout/st-george-payment-form";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { payWayApi } from "@/server/payments/providers/st-george/index";
import { PAYMENT_RETURN_PATH } from "@/server/api/browser/post-reservation";
import { reservationPagePath } from "@forecourt/core/payments/reservation-path";
import { getReservationWithCar } from "@/server/queries/reservations";
import { requireSite } from "@/server/queries/site";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Pay your deposit", robots: { index: false } };

type Props = { params: Promise<{ site: string; reference: string }> };

/**
 * The St George deposit page, served by the platform on the site's host: the amount, PayWay's
 * card frame (St.George PayWay takes the card; this page only ever sees a single-use token),
 * Pay, and a way back. A reservation already settled links on to its own page.
 */
export default async function StGeorgePaymentPage({ params }: Props) {
  const { site: key, reference } = await params;
  const site = await requireSite(key);
  const api = payWayApi();
  const found = api ? await getReservationWithCar(site.id, reference) : null;
  if (!api || !found || found.reservation.provider !== "st-george") notFound();
  const { reservation, detail } = found;
  const amount = siteWords(site.settings).price(reservation.amount);
  const isOpen =
    reservation.status === "pending" && reservation.providerRef?.startsWith("payway-unpaid:");
  const back = `${PAYMENT_RETURN_PATH}?reservation=${reservation.id}&cancelled=1`;
  return (
    <Container width="narrow" className="py-12">
      <p className="eyebrow">Secure payment by St.George PayWay</p>
      <h1 className="mt-1 text-3xl font-bold">Pay {amount}</h1>
      {detail ? (
        <p className="mt-2 text-slate-800">
          Deposit for {detail.car.name} (stock {detail.car.stockNumber})
        </p>
      ) : null}
      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        {isOpen ? (
          <StGeorgePaymentForm
            reference={reservation.reference}
            amount={amount}
            scriptUrl={`${api.baseUrl.replace(/\/+$/, "")}/payway.js`}
            publishableKey={api.publishableKey}
          />
        ) : (
          <p>
            This payment is finished.{" "}
            <a href={reservationPagePath(reservation.reference)} className="underline">
              Continue
            </a>
          </p>
        )}
      </div>
      {isOpen ? (
        <p className="mt-6">
          <a href={back} className={buttonClasses("outline", "md", "border-slate-900")}>
            Cancel and go back
          </a>
        </p>
      ) : null}
    </Container>
  );
}
