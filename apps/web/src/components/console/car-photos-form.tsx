"use client";
import { useActionState } from "react";
import { carPhotosAction } from "@/server/console/car-photos-action";
import { IDLE } from "@/server/console/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { FormNotice } from "./kit/form-notice.tsx";

/**
 * A car's photos in order, each with buttons to move it earlier or later or remove it; each
 * button posts the form on its own, so it works without script.
 */
export function CarPhotosForm({
  carId,
  photos,
}: {
  carId: number;
  photos: { url: string; thumbUrl: string }[];
}) {
  const [state, action, isPending] = useActionState(carPhotosAction, IDLE);
  if (photos.length === 0) return <p className="mt-2 text-slate-700">This car has no photos.</p>;
  return (
    <form action={action} className="mt-2">
      <input type="hidden" name="carId" value={carId} />
      <FormNotice state={state} />
      <ol className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const label = `photo ${index + 1}`;
          return (
            <li key={photo.url} className="rounded border border-slate-200 p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small console preview of a stored thumbnail */}
              <img
                src={photo.thumbUrl}
                alt={`Photo ${index + 1} of ${photos.length}`}
                className="aspect-[4/3] w-full rounded object-cover"
                loading="lazy"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                {photoOperations(label, index, photos.length).map((operation) => (
                  <Button
                    key={operation.kind}
                    type="submit"
                    name="photo"
                    value={`${operation.kind}:${index}`}
                    variant={operation.variant}
                    size="sm"
                    disabled={isPending || operation.isDisabled}
                    aria-label={operation.label}
                  >
                    {operation.text}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </form>
  );
}

/** The buttons of one photo, in the order they show: its operation, its text and its look. */
const PHOTO_BUTTONS = [
  ["up", "Earlier", "outline"],
  ["down", "Later", "outline"],
  ["remove", "Remove", "destructive"],
] as const satisfies readonly (readonly [string, string, ButtonVariant])[];

function photoOperations(label: string, index: number, count: number) {
  return PHOTO_BUTTONS.map(([kind, text, variant]) => ({
    kind,
    text,
    variant,
    label: kind === "remove" ? `Remove ${label}` : `Move ${label} ${text.toLowerCase()}`,
    isDisabled: (kind === "up" && index === 0) || (kind === "down" && index === count - 1),
  }));
}
