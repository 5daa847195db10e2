/** A time as console pages show it ("2 Mar 2026, 12:00"), in UTC, which the pages say. */
export const consoleTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
