"use client";
import { useId } from "react";
import { CAR_PHOTO_ALT_MAX } from "@forecourt/core/stock/car-photo";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A stored photo as the console's photo form lists it. */
export type ConsolePhoto = { url: string; thumbUrl: string; alt: string };

/** The buttons of one photo, in the order they show: its operation, its text and its look. */
const PHOTO_BUTTONS = [
  ["up", "Earlier", "outline"],
  ["down", "Later", "outline"],
  ["main", "Make main photo", "outline"],
  ["remove", "Remove", "destructive"],
] as const satisfies readonly (readonly [string, string, ButtonVariant])[];

function photoOperations(index: number, count: number) {
  const label = `photo ${index + 1}`;
  return PHOTO_BUTTONS.map(([kind, text, variant]) => ({
    kind,
    text,
    variant,
    label:
      kind === "remove"
        ? `Remove ${label}`
        : kind === "main"
          ? `Make ${label} the main photo`
          : `Move ${label} ${text.toLowerCase()}`,
    isDisabled:
      ((kind === "up" || kind === "main") && index === 0) ||
      (kind === "down" && index === count - 1),
  }));
}

/**
 * One photo of the car's photo form: its preview (draggable onto another photo's place), its
 * description field and its buttons.
 */
export function PhotoCard({
  photo,
  index,
  count,
  isPending,
  onDragStart,
  onDrop,
}: {
  photo: ConsolePhoto;
  index: number;
  count: number;
  isPending: boolean;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  return (
    <li
      className="rounded border border-slate-200 p-2"
      draggable={!isPending}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      data-photo-index={index}
    >
      <PhotoPreview photo={photo} index={index} count={count} />
      <PhotoButtons index={index} count={count} isPending={isPending} />
    </li>
  );
}

/** A photo's preview, its place, and its description field. */
function PhotoPreview({
  photo,
  index,
  count,
}: {
  photo: ConsolePhoto;
  index: number;
  count: number;
}) {
  const altId = useId();
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small console preview of a stored thumbnail */}
      <img
        src={photo.thumbUrl}
        alt={photo.alt || `Photo ${index + 1} of ${count}`}
        className="aspect-[4/3] w-full rounded object-cover"
        loading="lazy"
        draggable={false}
      />
      <p className="mt-1 text-sm font-medium text-slate-800">
        {index === 0 ? "Main photo" : `Photo ${index + 1} of ${count}`}
      </p>
      <label htmlFor={altId} className="mt-2 block text-sm font-medium text-slate-800">
        Description of photo {index + 1}
      </label>
      <Input
        id={altId}
        name="alt"
        defaultValue={photo.alt}
        maxLength={CAR_PHOTO_ALT_MAX}
        autoComplete="off"
      />
    </>
  );
}

/** A photo's buttons: move it earlier or later, make it the main photo, remove it. */
function PhotoButtons({
  index,
  count,
  isPending,
}: {
  index: number;
  count: number;
  isPending: boolean;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {photoOperations(index, count).map((operation) => (
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
  );
}
