const DAY_MS = 86_400_000;

/** Demo dates are whole days before (negative) or after the seeding instant. */
export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
