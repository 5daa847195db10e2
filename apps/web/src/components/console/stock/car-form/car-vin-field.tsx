"use client";
import { useRef, useState } from "react";
import { vinFormFill } from "@forecourt/core/console/car-form-vin";
import { CONSOLE_VIN_DECODE_PATH } from "@forecourt/core/console/console-paths";
import {
  normaliseVin,
  VIN_DECODE_MESSAGES,
  type VinDecode,
} from "@forecourt/core/stock/vin-decode";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ScriptButton } from "../../kit/script-button.tsx";
import { startValue, type CarFormPartProps } from "./car-form-words.ts";
import { VinScan } from "./vin-scan.tsx";

const DECODE_FAILED = "The VIN could not be decoded just now, so type the details.";

/** The sentence a decode answer gives: what was filled, or why nothing was. */
async function decodeAnswer(vin: string, form: HTMLFormElement): Promise<string> {
  const response = await fetch(`${CONSOLE_VIN_DECODE_PATH}?vin=${encodeURIComponent(vin)}`, {
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as
    (VinDecode & { error?: string; errors?: Record<string, string> }) | null;
  if (!response.ok || !body) return body?.errors?.vin ?? body?.error ?? DECODE_FAILED;
  if (!body.ok) return body.message;
  const fill = vinFormFill(body.fields);
  for (const [name, value] of Object.entries(fill.values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.value = value;
    }
  }
  return fill.summary;
}

/**
 * The VIN with its Decode and Scan buttons: NHTSA's data (read offline by the server) fills make,
 * model, year, series, body, transmission, fuel, drivetrain and engine, which stay editable; a scanned VIN label fills the VIN and decodes it. A live
 * region says what was filled, or the server's plain sentence why nothing was.
 */
export function CarVinField({ part }: { part: CarFormPartProps }) {
  const [summary, setSummary] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function decode(typed: string) {
    const vin = normaliseVin(typed);
    const form = field.current?.form;
    if (!form || vin === null) {
      setSummary(VIN_DECODE_MESSAGES["not-a-vin"]);
      return;
    }
    setIsBusy(true);
    setSummary("Decoding…");
    setSummary(await decodeAnswer(vin, form).catch(() => DECODE_FAILED));
    setIsBusy(false);
  }

  return (
    <div>
      <Field
        id="car-form-vin"
        label="VIN"
        hint="17 letters and digits; Decode fills the details it knows, Scan reads the label."
        isRequired={false}
        error={part.state.fieldErrors?.vin}
      >
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <Input
              {...control}
              ref={field}
              name="vin"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={startValue(part, "vin")}
              className="min-w-0 flex-1"
            />
            <VinButtons
              isBusy={isBusy}
              onDecode={() => void decode(field.current?.value ?? "")}
              onScan={(vin) => {
                if (field.current) field.current.value = vin;
                void decode(vin);
              }}
            />
          </div>
        )}
      </Field>
      <p role="status" className="mt-1 text-sm text-slate-800">
        {summary}
      </p>
    </div>
  );
}

/** Decode (the VIN as typed) and Scan (a label read fills the VIN, then decodes it). */
function VinButtons({
  isBusy,
  onDecode,
  onScan,
}: {
  isBusy: boolean;
  onDecode: () => void;
  onScan: (vin: string) => void;
}) {
  return (
    <>
      <ScriptButton variant="secondary" disabled={isBusy} onClick={onDecode}>
        Decode
      </ScriptButton>
      <VinScan onVin={onScan} />
    </>
  );
}
