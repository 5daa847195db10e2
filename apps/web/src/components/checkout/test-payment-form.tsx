"use client";

import { useState } from "react";
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from "@forecourt/core/payments/test-cards";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/hydrated.ts";
import { postAndGo } from "./post-json.ts";

/** The test provider's card form: the card decides the outcome, then the shopper goes back. */
export function TestPaymentForm({ paymentRef, amount }: { paymentRef: string; amount: string }) {
  const [card, setCard] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  // The card goes only to the payment endpoint, never into a form's GET address.
  const isReady = useHydrated() && !isBusy;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    const result = await postAndGo(`/api/payments/test/${paymentRef}`, { card_number: card });
    if (result.ok) return;
    setBusy(false);
    setError(result.fieldErrors.card_number ?? result.message);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card payment" className="grid gap-4">
      <Field
        id="test-card-number"
        label="Card number"
        isRequired
        error={error}
        hint={`Test cards: ${TEST_CARD_SUCCEEDS} pays, ${TEST_CARD_DECLINED} is declined.`}
      >
        {(control) => (
          <Input
            {...control}
            name="card_number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            onChange={(event) => setCard(event.target.value)}
            disabled={!isReady}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={!isReady}>
        {isBusy ? "Loading" : `Pay ${amount}`}
      </Button>
    </form>
  );
}
