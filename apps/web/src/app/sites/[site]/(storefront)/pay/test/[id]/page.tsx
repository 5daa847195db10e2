import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteWords } from "@forecourt/core/site/site-words";
import { TestPaymentForm } from "@/components/checkout/test-payment-form";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { getSiteTestPayment } from "@/server/queries/reservations";
import { requireSite } from "@/server/queries/site";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Test payment", robots: { index: false } };

type Props = { params: Promise<{ site: string; id: string }> };

/**
 * The offline test provider's hosted payment page, served by the platform so a demo site's
 * whole reservation runs with no keys: the amount, a card number, Pay and Cancel.
 */
export default async function TestPaymentPage({ params }: Props) {
  const { site: key, id } = await params;
  const site = await requireSite(key);
  const payment = await getSiteTestPayment(site.id, id);
  if (!payment) notFound();
  const amount = siteWords(site.settings).price(payment.amount);
  return (
    <Container width="narrow" className="py-12">
      <p className="eyebrow">Test payment provider</p>
      <h1 className="mt-1 text-3xl font-bold">Pay {amount}</h1>
      <p className="mt-2 text-slate-800">{payment.description}</p>
      <p className="mt-2 text-sm text-slate-700">
        This demo site takes payments with a test provider: no real card is charged.
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        {payment.status === "requires_payment" ? (
          <TestPaymentForm paymentRef={payment.id} amount={amount} />
        ) : (
          <p>
            This payment is finished.{" "}
            <a href={payment.returnUrl} className="underline">
              Continue
            </a>
          </p>
        )}
      </div>
      {payment.status === "requires_payment" ? (
        <p className="mt-6">
          <a
            href={payment.cancelUrl}
            className={buttonClasses("outline", "md", "border-slate-900")}
          >
            Cancel and go back
          </a>
        </p>
      ) : null}
    </Container>
  );
}
