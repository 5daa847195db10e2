/** A time in a site's own zone ("2 Mar 2026, 12:00:30"), as its studio's forms take times. */
export function formatConsoleTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone,
  }).format(at);
}
