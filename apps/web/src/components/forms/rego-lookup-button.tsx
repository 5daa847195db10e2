"use client";

import { useState } from "react";
import type { RegoVehicle } from "@forecourt/core/forms/rego-lookup";
import { formatPrice } from "@forecourt/core/locale/format-price";
import type { Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { Button } from "../ui/button.tsx";

type RegoLookupButtonProps = {
  rego: unknown;
  regoState: unknown;
  isDisabled: boolean;
  onFound: (vehicle: RegoVehicle) => void;
  /** The site's valuation endpoint (core `valuationEndpointOf`): ask it and show its range. */
  valuationEndpoint?: string | null;
  /** The odometer answer, when the form has one, for the valuation. */
  km?: unknown;
  /** Told the valuation found (null when a lookup finds none or fails). */
  onValuation?: ((valuation: Valuation | null) => void) | undefined;
};

/** "Trade-in estimate: $12,300 to $14,500". */
function valuationText(valuation: Valuation): string {
  return `Trade-in estimate: ${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}`;
}

/**
 * Looks the registration up and fills make, model and year: POST /api/rego-lookup, or on sites
 * that value trade-ins their valuation service's endpoint, whose range is shown with the vehicle.
 */
export function RegoLookupButton({
  rego,
  regoState,
  isDisabled,
  onFound,
  valuationEndpoint = null,
  km,
  onValuation,
}: RegoLookupButtonProps) {
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const lookUp = async () => {
    setIsLoading(true);
    setStatus(null);
    try {
      const odometer = Number(String(km ?? "").replace(/[\s,]/g, ""));
      const query = {
        rego: String(rego ?? ""),
        regoState: String(regoState ?? ""),
        ...(valuationEndpoint && String(km ?? "").trim() !== "" && Number.isInteger(odometer)
          ? { km: odometer }
          : {}),
      };
      const response = await fetch(valuationEndpoint ?? "/api/rego-lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(query),
      });
      const body = (await response.json().catch(() => ({}))) as {
        vehicle?: RegoVehicle;
        valuation?: Valuation;
        error?: string;
        errors?: Record<string, string>;
      };
      if (response.ok && body.vehicle) {
        onFound(body.vehicle);
        onValuation?.(body.valuation ?? null);
        const { year, make, model } = body.vehicle;
        const found = `Found: ${year} ${make} ${model}`;
        setStatus({
          text: body.valuation ? `${found}. ${valuationText(body.valuation)}` : found,
          isError: false,
        });
      } else {
        const fieldError = body.errors ? Object.values(body.errors)[0] : undefined;
        onValuation?.(null);
        setStatus({ text: fieldError ?? body.error ?? UNEXPECTED_ERROR_MESSAGE, isError: true });
      }
    } catch (error) {
      setStatus({
        text: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE,
        isError: true,
      });
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        className="px-4"
        onClick={lookUp}
        disabled={isDisabled || isLoading}
        isBusy={isLoading}
      >
        {isLoading ? "Loading" : "Find my vehicle"}
      </Button>
      <p
        aria-live="polite"
        className={status?.isError ? "text-sm text-red-700" : "text-sm text-slate-800"}
      >
        {status?.text}
      </p>
    </div>
  );
}
