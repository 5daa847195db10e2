import { Activity } from "react";

/**
 * A part of the page the browser hydrates apart from the rest. React hydrates a page in one
 * task up to its Activity and Suspense boundaries, and the inside of each boundary afterwards at
 * low priority, in slices that give the main thread back every few milliseconds, and at once
 * when the shopper touches it (the event is replayed after). One unbroken hydration of the whole
 * page is the longest task a phone runs on first load (Total Blocking Time).
 *
 * A visible Activity rather than Suspense: the server writes an Activity's content in place,
 * where it writes a large Suspense boundary's content at the end of the document, hidden until
 * a script moves it (which a browser without JavaScript never runs, and which shifts the layout
 * when it does).
 */
export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
