import type { OutboxPayload } from "./outbox-payload.ts";
import { escapeXml } from "../text/xml-text.ts";
import { rateWebVital, type WebVitalName, type WebVitalRating } from "../analytics/web-vitals.ts";
import { siteDay, siteDayRange } from "../time/site-time.ts";

/**
 * The weekly email report a site's dealer admins get (`console.weekly-report`): the week it
 * covers and the mail it is, as text and as HTML.
 */

export const WEEKLY_REPORT_OUTBOX_KIND = "console.weekly-report";
export type WeeklyReport = OutboxPayload<typeof WEEKLY_REPORT_OUTBOX_KIND>;

/** Most vehicles a report lists. */
export const WEEKLY_REPORT_TOP_VEHICLES = 5;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The site's week a report covers. */
type ReportWeek = {
  /** Its Monday and its Sunday, YYYY-MM-DD, the dealer's own days. */
  start: string;
  end: string;
  /** Its bounds as instants, [from, to): the Monday's midnight there, the next Monday's. */
  from: Date;
  to: Date;
  /** When the week after it is over there, and its report due: the Monday's midnight after. */
  nextDueAt: Date;
};

/**
 * The last whole week before `now` in the site's time zone: Monday to Sunday of the dealer's own
 * days (a Melbourne dealer's Monday starts at 13:00 UTC on the Sunday in summer), and its bounds
 * as instants. Every run during one of the site's weeks names the same week. An unknown zone
 * reads as UTC.
 */
export function reportWeek(now: Date, timeZone: string): ReportWeek {
  const today = dayMs(siteDay(now, timeZone));
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  const start = isoDay(monday - 7 * DAY_MS);
  const end = isoDay(monday - DAY_MS);
  const { start: from, end: to } = siteDayRange(start, end, timeZone);
  const { start: nextDueAt } = siteDayRange(isoDay(monday + 7 * DAY_MS), null, timeZone);
  return { start, end, from: from!, to: to!, nextDueAt: nextDueAt! };
}

const dayWords = new Intl.DateTimeFormat("en-AU", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const yearOf = (day: string) => day.slice(0, 4);

/**
 * A report's week as the dealer says it: "Monday 16 November to Sunday 22 November 2026" (each
 * year said where the week spans two).
 */
function weekInWords(start: string, end: string): string {
  const words = (day: string) => dayWords.format(new Date(dayMs(day)));
  return yearOf(start) === yearOf(end)
    ? `${words(start)} to ${words(end)} ${yearOf(end)}`
    : `${words(start)} ${yearOf(start)} to ${words(end)} ${yearOf(end)}`;
}

/** The idempotency key of one report: one per week, site and recipient. */
export function weeklyReportKey(weekStart: string, websiteId: number, staffUserId: string) {
  return `${weekStart}.${websiteId}.${staffUserId}`;
}

const RATING_WORDS: Record<WebVitalRating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

const METRIC_WORDS: Record<WebVitalName, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  TTFB: "Time to First Byte",
};

/** A metric's p75 as people read it: CLS unitless to 2 places, the others in ms or s. */
export function formatVital(metric: WebVitalName, p75: number): string {
  if (metric === "CLS") return p75.toFixed(2);
  return p75 >= 1000 ? `${(p75 / 1000).toFixed(1)} s` : `${Math.round(p75)} ms`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Line = { label: string; value: string };

/** The report's sections, shared by the text and the HTML. */
function sections(report: WeeklyReport) {
  const forms: Line[] = Object.entries(report.leadsByForm)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([form, n]) => ({ label: form, value: String(n) }));
  const vehicles: Line[] = report.topVehicles.map((car) => ({
    label: car.name,
    value: `${plural(car.views, "view", "views")}, ${plural(car.leads, "lead", "leads")}`,
  }));
  const speed: Line[] = report.speed.map((row) => ({
    label: `${row.pageGroup} pages, ${METRIC_WORDS[row.metric]} (${row.metric})`,
    value: `${formatVital(row.metric, row.p75)}, ${RATING_WORDS[rateWebVital(row.metric, row.p75)]} (${plural(row.samples, "visit", "visits")})`,
  }));
  return [
    { title: `Leads: ${report.leads}`, lines: forms, empty: "No leads this week." },
    { title: "Top vehicles", lines: vehicles, empty: "No vehicle was viewed this week." },
    {
      title: "Speed for real visitors (75th percentile)",
      lines: speed,
      empty: "No speed measurements this week.",
    },
  ];
}

/** The mail: subject, plain text and HTML (every value from the report escaped). */
export function weeklyReportMail(report: WeeklyReport): {
  subject: string;
  text: string;
  html: string;
} {
  const week = weekInWords(report.weekStart, report.weekEnd);
  const subject = `${report.siteName}: your week, ${week}`;
  const parts = sections(report);
  const intro = `${report.siteName}, ${week}.`;
  const footer = "You get this weekly report as a dealer admin of this site.";
  const text = [
    intro,
    ...parts.map(
      ({ title, lines, empty }) =>
        `${title}\n${lines.length ? lines.map((l) => `- ${l.label}: ${l.value}`).join("\n") : empty}`,
    ),
    `More in the dealer console: ${report.consoleUrl}`,
    `${footer}\nStop these emails: ${report.unsubscribeUrl}`,
  ].join("\n\n");
  const e = escapeXml;
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body>`,
    `<p>${e(intro)}</p>`,
    ...parts.map(
      ({ title, lines, empty }) =>
        `<h2>${e(title)}</h2>` +
        (lines.length
          ? `<ul>${lines.map((l) => `<li>${e(l.label)}: ${e(l.value)}</li>`).join("")}</ul>`
          : `<p>${e(empty)}</p>`),
    ),
    `<p><a href="${e(report.consoleUrl)}">More in the dealer console</a></p>`,
    `<p>${e(footer)} <a href="${e(report.unsubscribeUrl)}">Stop these emails</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text: `${text}\n`, html };
}
