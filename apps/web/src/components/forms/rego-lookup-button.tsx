"use client";

import { useState } from "react";
import type { RegoVehicle } from "@forecourt/core/forms/rego-lookup";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { Button } from "../ui/button.tsx";

type RegoLookupButtonProps = {
  rego: unknown;
  regoState: unknown;
  isDisabled: boolean;
  onFound: (vehicle: RegoVehicle) => void;
};

/** Looks the registration up (POST /api/rego-lookup) and fills make, model and year. */
export function RegoLookupButton({ rego, regoState, isDisabled, onFound }: RegoLookupButtonProps) {
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const lookUp = async () => {
    setIsLoading(true);
    setStatus(null);
    try {
      const response = await fetch("/api/rego-lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ rego: String(rego ?? ""), regoState: String(regoState ?? "") }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        vehicle?: RegoVehicle;
        error?: string;
        errors?: Record<string, string>;
      };
      if (response.ok && body.vehicle) {
        onFound(body.vehicle);
        const { year, make, model } = body.vehicle;
        setStatus({ text: `Found: ${year} ${make} ${model}`, isError: false });
      } else {
        const fieldError = body.errors ? Object.values(body.errors)[0] : undefined;
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
