"use client";
import { startTransition, useActionState, useRef } from "react";
import { DESCRIBE_PHOTOS } from "@forecourt/core/console/stock-edit";
import { carPhotosAction } from "@/server/console/car-photos-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { FormNotice } from "../../kit/form-notice.tsx";
import { PhotoCard, type ConsolePhoto } from "./photo-card.tsx";

/**
 * A car's photos in order, the first being the main photo (the one lists, feeds and shares
 * show). Each has buttons to move it earlier or later, make it the main photo or remove it, and a
 * description (its alt text on the site); each button posts the form on its own, so it works
 * without script and without dragging (WCAG 2.5.7). With script a photo can also be dragged to
 * its new place.
 */
export function CarPhotosForm({ carId, photos }: { carId: number; photos: ConsolePhoto[] }) {
  const [state, action, isPending] = useActionState(carPhotosAction, IDLE);
  const form = useRef<HTMLFormElement>(null);
  const dragged = useRef<number | null>(null);
  if (photos.length === 0) return <p className="mt-2 text-slate-700">This car has no photos.</p>;

  function drop(to: number) {
    const from = dragged.current;
    dragged.current = null;
    if (from === null || from === to || !form.current) return;
    const data = new FormData(form.current);
    data.set("photo", `move:${from}:${to}`);
    startTransition(() => action(data));
  }

  return (
    <form ref={form} action={action} className="mt-2">
      <input type="hidden" name="carId" value={carId} />
      <FormNotice state={state} />
      <p className="mt-2 text-sm text-slate-600">
        The first photo is the main one. Drag a photo, or use its buttons, to change the order.
      </p>
      <ol className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <PhotoCard
            key={photo.url}
            photo={photo}
            index={index}
            count={photos.length}
            isPending={isPending}
            onDragStart={() => (dragged.current = index)}
            onDrop={() => drop(index)}
          />
        ))}
      </ol>
      <Button
        type="submit"
        name="photo"
        value={DESCRIBE_PHOTOS}
        className="mt-3"
        disabled={isPending}
      >
        Save descriptions
      </Button>
    </form>
  );
}
