/** Times as a dealership reads them: in its site's time zone (settings `timeZone`), named. */

const formats = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
};

function siteFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-AU", { ...OPTIONS, timeZone });
    } catch {
      // A zone the runtime does not know: UTC, which the time then names.
      format = new Intl.DateTimeFormat("en-AU", { ...OPTIONS, timeZone: "UTC" });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** "2 Mar 2026, 00:35 AEDT": a Melbourne lead at 00:35 shows on its own day, not UTC's. */
export function siteTime(date: Date, timeZone: string): string {
  return siteFormat(timeZone).format(date);
}
