import { describe, expect, it } from "vitest";
import { parseOutboxPayload } from "./outbox-payload.ts";
import { formatVital, reportWeek, weeklyReportMail, type WeeklyReport } from "./weekly-report.ts";

const report: WeeklyReport = {
  to: "admin@north.test",
  siteName: `Bob's <Cars> & "Utes"`,
  weekStart: "2026-11-16",
  weekEnd: "2026-11-22",
  leads: 3,
  leadsByForm: { "Test Drive": 1, "<script>alert(1)</script>": 2 },
  topVehicles: [{ name: "2020 Toyota <b>Hilux</b>", views: 12, leads: 1 }],
  speed: [
    { pageGroup: "vehicle", metric: "LCP", p75: 2900, samples: 40 },
    { pageGroup: "home", metric: "CLS", p75: 0.05, samples: 1 },
  ],
  consoleUrl: "https://platform.test/console",
  unsubscribeUrl: "https://platform.test/console/unsubscribe?u=x&t=y",
};

describe("reportWeek", () => {
  it("is the last whole Monday-to-Sunday week of a UTC site, the same all week", () => {
    for (const now of ["2026-11-23T00:00:00Z", "2026-11-26T17:00:00Z", "2026-11-29T23:59:59Z"]) {
      const week = reportWeek(new Date(now), "UTC");
      expect([week.start, week.end]).toEqual(["2026-11-16", "2026-11-22"]);
      expect(week.from.toISOString()).toBe("2026-11-16T00:00:00.000Z");
      expect(week.to.toISOString()).toBe("2026-11-23T00:00:00.000Z");
      expect(week.nextDueAt.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    }
    expect(reportWeek(new Date("2026-11-22T23:59:59Z"), "UTC").start).toBe("2026-11-09");
  });

  it("is a Melbourne dealer's own week: its days, its midnights (daylight saving)", () => {
    // Sunday 22 November 13:00 UTC is Monday 23 November 00:00 in Melbourne (AEDT, UTC+11).
    for (const now of ["2026-11-22T13:00:00Z", "2026-11-26T17:00:00Z", "2026-11-29T12:59:59Z"]) {
      const week = reportWeek(new Date(now), "Australia/Melbourne");
      expect([week.start, week.end]).toEqual(["2026-11-16", "2026-11-22"]);
      expect(week.from.toISOString()).toBe("2026-11-15T13:00:00.000Z");
      expect(week.to.toISOString()).toBe("2026-11-22T13:00:00.000Z");
      expect(week.nextDueAt.toISOString()).toBe("2026-11-29T13:00:00.000Z");
    }
    expect(reportWeek(new Date("2026-11-22T12:59:59Z"), "Australia/Melbourne").start).toBe(
      "2026-11-09",
    );
    // The week daylight saving starts in (Sunday 4 October 2026, 02:00 to 03:00): 167 hours.
    const spring = reportWeek(new Date("2026-10-06T00:00:00Z"), "Australia/Melbourne");
    expect([spring.start, spring.end]).toEqual(["2026-09-28", "2026-10-04"]);
    expect(spring.to.getTime() - spring.from.getTime()).toBe(167 * 3_600_000);
  });

  it("reads an unknown zone as UTC", () => {
    expect(reportWeek(new Date("2026-11-22T13:00:00Z"), "Mars/Olympus").start).toBe("2026-11-09");
  });
});

describe("the week in the mail's words", () => {
  const subjectOf = (weekStart: string, weekEnd: string) =>
    weeklyReportMail({ ...report, siteName: "North", weekStart, weekEnd }).subject;

  it("says the dealer's days, the year once, or both where the week spans two", () => {
    expect(subjectOf("2026-11-16", "2026-11-22")).toBe(
      "North: your week, Monday 16 November to Sunday 22 November 2026",
    );
    expect(subjectOf("2026-12-28", "2027-01-03")).toBe(
      "North: your week, Monday 28 December 2026 to Sunday 3 January 2027",
    );
  });
});

describe("weeklyReportMail", () => {
  const mail = weeklyReportMail(report);

  it("is a valid outbox payload as queued", () => {
    expect(parseOutboxPayload("console.weekly-report", report).ok).toBe(true);
  });

  it("says the leads by form, the top vehicles and the speed with its rating in text", () => {
    expect(mail.subject).toBe(
      `Bob's <Cars> & "Utes": your week, Monday 16 November to Sunday 22 November 2026`,
    );
    expect(mail.text).toContain("Monday 16 November to Sunday 22 November 2026.\n");
    expect(mail.text).not.toContain("UTC");
    expect(mail.text).toContain("Leads: 3\n- <script>alert(1)</script>: 2\n- Test Drive: 1");
    expect(mail.text).toContain("- 2020 Toyota <b>Hilux</b>: 12 views, 1 lead");
    expect(mail.text).toContain(
      "- vehicle pages, Largest Contentful Paint (LCP): 2.9 s, needs improvement (40 visits)",
    );
    expect(mail.text).toContain(
      "- home pages, Cumulative Layout Shift (CLS): 0.05, good (1 visit)",
    );
    expect(mail.text).toContain(`Stop these emails: ${report.unsubscribeUrl}\n`);
  });

  it("escapes every value in the HTML and links the unsubscribe URL", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;: 2");
    expect(mail.html).toContain("Bob&apos;s &lt;Cars&gt; &amp; &quot;Utes&quot;");
    expect(mail.html).toContain("2020 Toyota &lt;b&gt;Hilux&lt;/b&gt;: 12 views, 1 lead");
    expect(mail.html).toContain(
      `<a href="https://platform.test/console/unsubscribe?u=x&amp;t=y">Stop these emails</a>`,
    );
  });

  it("says so when a section is empty", () => {
    const empty = weeklyReportMail({
      ...report,
      leads: 0,
      leadsByForm: {},
      topVehicles: [],
      speed: [],
    });
    expect(empty.text).toContain("Leads: 0\nNo leads this week.");
    expect(empty.html).toContain("<p>No vehicle was viewed this week.</p>");
    expect(empty.text).toContain("No speed measurements this week.");
  });
});

describe("formatVital", () => {
  it("writes CLS unitless and times in ms or s", () => {
    expect([
      formatVital("CLS", 0.123),
      formatVital("INP", 180.4),
      formatVital("TTFB", 1250),
    ]).toEqual(["0.12", "180 ms", "1.3 s"]);
  });
});
