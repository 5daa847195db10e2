import { useSyncExternalStore } from "react";

/**
 * The drawer's live results label ("Show 12 cars"), counted while a shopper changes the filters;
 * null until a count has come back. The filters form's submit button reads it.
 */
let liveResultsLabel: string | null = null;
const labelListeners = new Set<() => void>();
export function setLiveResultsLabel(label: string | null) {
  liveResultsLabel = label;
  for (const listener of labelListeners) listener();
}
function subscribeLabel(listener: () => void) {
  labelListeners.add(listener);
  return () => {
    labelListeners.delete(listener);
  };
}
export const useLiveResultsLabel = () =>
  useSyncExternalStore(
    subscribeLabel,
    () => liveResultsLabel,
    () => null,
  );
