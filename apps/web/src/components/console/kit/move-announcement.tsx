"use client";
import { useState } from "react";

/** What a screen reader hears once an item of a list has moved by its buttons. */
const movedTo = (position: number, count: number) => `Moved to position ${position} of ${count}`;

/**
 * A polite live region saying where an item moved by its buttons now is ("Moved to position 3
 * of 5"): the focus stays on the button pressed, so the move itself would otherwise go unheard.
 * Render `region` once, before anything moves; call `announce` with the item's new place.
 */
export function useMoveAnnouncement() {
  const [said, setSaid] = useState({ text: "", times: 0 });
  const announce = (position: number, count: number) =>
    setSaid((previous) => ({ text: movedTo(position, count), times: previous.times + 1 }));
  // The same words twice in a row are a change too (a no-break space tells them apart).
  const region = (
    <p role="status" className="sr-only">
      {said.text}
      {said.times % 2 === 1 ? "\u00a0" : ""}
    </p>
  );
  return { announce, region };
}
