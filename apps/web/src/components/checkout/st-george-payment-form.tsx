"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "../ui/button.tsx";
import { postAndGo } from "./post-json.ts";

/** What PayWay's `payway.js` gives the page (St.George PayWay REST API, card frame). */
type PayWayFrame = {
  getToken(
    callback: (error: { message: string } | null, data?: { singleUseTokenId: string }) => void,
  ): void;
  destroy(): void;
};
type PayWay = {
  createCreditCardFrame(
    options: {
      publishableApiKey: string;
      tokenMode: "callback";
      onValid: () => void;
      onInvalid: () => void;
    },
    created: (error: { message: string } | null, frame?: PayWayFrame) => void,
  ): void;
};

const FRAME_FAILED =
  "The card form could not be loaded. Nothing has been charged; please try again.";

/** Loads PayWay's script and draws its card frame; `isValid` follows the card typed in it. */
function usePayWayFrame(
  scriptUrl: string,
  publishableKey: string,
  setError: (error: string) => void,
): { frame: RefObject<PayWayFrame | null>; isValid: boolean } {
  const frame = useRef<PayWayFrame | null>(null);
  const [isValid, setValid] = useState(false);
  useEffect(() => {
    let isGone = false;
    const create = () => {
      const payway = (window as { payway?: PayWay }).payway;
      if (!payway) return setError(FRAME_FAILED);
      payway.createCreditCardFrame(
        {
          publishableApiKey: publishableKey,
          tokenMode: "callback",
          onValid: () => setValid(true),
          onInvalid: () => setValid(false),
        },
        (failure, created) => {
          if (failure || !created) return setError(FRAME_FAILED);
          if (isGone) return created.destroy();
          frame.current = created;
        },
      );
    };
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener("load", create);
    script.addEventListener("error", () => setError(FRAME_FAILED));
    document.body.appendChild(script);
    return () => {
      isGone = true;
      frame.current?.destroy();
      frame.current = null;
      script.remove();
    };
  }, [scriptUrl, publishableKey, setError]);
  return { frame, isValid };
}

/**
 * St George's card entry: PayWay's own card frame (its script and frame, so the card number
 * never touches this page), then Pay sends the single-use token it gives to our endpoint,
 * which takes the deposit, and the shopper goes on to the reservation's page.
 */
export function StGeorgePaymentForm({
  reference,
  amount,
  scriptUrl,
  publishableKey,
}: {
  reference: string;
  amount: string;
  scriptUrl: string;
  publishableKey: string;
}) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { frame, isValid } = usePayWayFrame(scriptUrl, publishableKey, setError);

  const onPay = () => {
    if (isBusy || !frame.current) return;
    setBusy(true);
    setError(undefined);
    frame.current.getToken(async (failure, data) => {
      if (failure || !data) {
        setBusy(false);
        setError(failure?.message ?? FRAME_FAILED);
        return;
      }
      const result = await postAndGo(`/api/payments/st-george/${encodeURIComponent(reference)}`, {
        single_use_token_id: data.singleUseTokenId,
      });
      if (result.ok) return;
      setBusy(false);
      setError(result.fieldErrors.single_use_token_id ?? result.message);
    });
  };

  return (
    <div className="grid gap-4">
      <div id="payway-credit-card" />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="button" size="lg" disabled={!isValid || isBusy} onClick={onPay}>
        {isBusy ? "Loading" : `Pay ${amount}`}
      </Button>
    </div>
  );
}
