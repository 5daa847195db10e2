/** "2026-11-22": the UTC day, used in cache keys so date-bound lists refresh daily. */
export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}
