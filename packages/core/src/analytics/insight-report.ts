import { EVENT_CATALOGUE } from "./event-catalogue.ts";
import { compareVariants } from "./split-test-significance.ts";
import {
  RUM_PAGE_GROUPS,
  WEB_VITAL_NAMES,
  type WebVitalDay,
  type WebVitalName,
  type WebVitalRating,
} from "./web-vitals.ts";

/**
 * The insight dashboard's figures for one site or a dealership group (several sites summed):
 * pure shaping of what the tracking repositories return, so the page, its CSV and the tests
 * agree. Every figure names the table it is counted from (issue 38: leads from the leads table,
 * events from the events table).
 */

/** The table a figure is counted from. */
export const FIGURE_SOURCES = {
  events: "events table",
  leads: "leads table",
  reservations: "reservations table",
} as const;
type FigureSource = keyof typeof FIGURE_SOURCES;

/** One site's figures as the repositories give them (structurally: core imports no db). */
export type SiteInsightInput = {
  siteId: number;
  siteName: string;
  events: {
    days: readonly { date: string; sessions: number; vehicle_views: number }[];
    totals: {
      page_views: Readonly<Record<string, number>>;
      vehicle_views: number;
      conversions: number;
      conversions_by_form: Readonly<Record<string, number>>;
      sessions: number;
      calls: number;
      reveals: number;
      by_variant: Readonly<Record<string, { sessions: number; conversions: number }>>;
    };
  };
  leads: {
    leads: number;
    by_form: Readonly<Record<string, number>>;
    by_day: Readonly<Record<string, number>>;
    by_source: readonly { source: string; medium: string; campaign: string; leads: number }[];
    by_landing_page: Readonly<Record<string, number>>;
    by_car: Readonly<Record<string, number>>;
  };
  activity: {
    topViewed: readonly { carId: number; name: string; count: number }[];
    chats: number;
    reservations: number;
    purchases: number;
    payments: number;
    carNames: Readonly<Record<string, string>>;
  };
  vitals: readonly WebVitalDay[];
  /** The leads marked sold in the range (leads table), grouped as the repository reads them. */
  sales: {
    sales: number;
    /** What the sales were worth (their recorded sale prices), in the site's currency. */
    value: number;
    by_source: readonly {
      source: string;
      medium: string;
      campaign: string;
      sales: number;
      value: number;
    }[];
    by_variant: Readonly<Record<string, number>>;
    value_by_variant: Readonly<Record<string, number>>;
    by_speed: Readonly<Record<SaleSpeed, number>>;
    value_by_speed: Readonly<Record<SaleSpeed, number>>;
  };
};

/** How fast a sold lead's visit was (its LCP rated), or that it was not measured. */
export const SALE_SPEEDS = ["good", "needs-improvement", "poor", "not-measured"] as const;
export type SaleSpeed = (typeof SALE_SPEEDS)[number];
const SALE_SPEED_LABELS = {
  good: "Fast (good LCP)",
  "needs-improvement": "Slow (LCP needs improvement)",
  poor: "Very slow (poor LCP)",
  "not-measured": "Speed not measured",
} as const satisfies Record<SaleSpeed, string>;

/** The headline figures, each compared with the previous period. */
export const HEADLINE_FIGURES = [
  { key: "sales", label: "Sales", source: "leads" },
  { key: "salesPerLead", label: "Sales per lead", source: "leads" },
  { key: "salesValue", label: "Sales value (recorded sale prices)", source: "leads" },
  { key: "visits", label: "Visits", source: "events" },
  { key: "pageViews", label: "Page views", source: "events" },
  { key: "vehicleViews", label: "Vehicle views", source: "events" },
  { key: "leads", label: "Leads", source: "leads" },
  { key: "conversionRate", label: "Conversion rate (visits that became a lead)", source: "events" },
  {
    key: "leadsWithoutVisit",
    label: "Leads with no recorded visit (phone, API, imports)",
    source: "leads",
  },
  { key: "calls", label: "Click to call", source: "events" },
  { key: "reveals", label: "Phone reveals", source: "events" },
  { key: "chats", label: "Chats", source: "events" },
  { key: "reservations", label: "Reservations", source: "reservations" },
  { key: "purchases", label: "Online purchases", source: "reservations" },
  { key: "payments", label: "Payments (deposits paid)", source: "reservations" },
] as const satisfies readonly { key: string; label: string; source: FigureSource }[];
type HeadlineKey = (typeof HEADLINE_FIGURES)[number]["key"];
type Headline = Record<HeadlineKey, number>;

type Change = { value: number; previous: number; change: number | null };

export type RankedRow = { label: string; site: string; count: number };

type VariantReport = {
  site: string;
  variants: { name: string; visits: number; conversions: number; rate: number }[];
  statement: string;
};

type SpeedPoint = { day: string; p75: number; rating: WebVitalRating; samples: number };
export type SpeedReport = {
  site: string;
  pageGroup: string;
  metric: WebVitalName;
  points: SpeedPoint[];
};

/** Sales beside the leads they came from, by one grouping (a source, a variant, a site). */
type SalesRow = {
  label: string;
  site: string;
  leads: number;
  sales: number;
  /** What those sales were worth (their recorded sale prices). */
  value: number;
  rate: number;
};

type SalesReport = {
  bySource: SalesRow[];
  /** Per site: a variant's visits do not add up across sites. */
  byVariant: (SalesRow & { visits: number })[];
  bySpeed: { speed: SaleSpeed; label: string; sales: number; value: number }[];
  /** The group's sites by sales, then leads: the first `TOP_ROWS` (one row for a single site). */
  bySite: SalesRow[];
};

export type Insight = {
  headline: Headline;
  sales: SalesReport;
  days: { date: string; visits: number; vehicleViews: number; leads: number }[];
  conversionsByForm: { form: string; eventId: number | null; conversions: number; rate: number }[];
  leadsByForm: { form: string; leads: number }[];
  leadsBySource: { source: string; medium: string; campaign: string; leads: number }[];
  leadsByLandingPage: RankedRow[];
  topViewed: RankedRow[];
  topByLeads: RankedRow[];
  variants: VariantReport[];
  speed: SpeedReport[];
};

/** Rows shown in a ranked list (top vehicles, landing pages). */
export const TOP_ROWS = 10;
/** The page groups the speed section charts: home, search and vehicle pages. */
const SPEED_PAGE_GROUPS = RUM_PAGE_GROUPS.filter((group) => group !== "other");

const FORM_IDS = new Map(
  EVENT_CATALOGUE.filter((event) => event.formName).map((event) => [event.formName!, event.id]),
);

/** The §9 id of a form by its name, as the catalogue names it; null for "Other". */
export function formEventId(formName: string): number | null {
  return FORM_IDS.get(formName) ?? null;
}

const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

const add = (into: Map<string, number>, key: string, n: number) =>
  into.set(key, (into.get(key) ?? 0) + n);

/**
 * Text in code point order: ranked lists break ties so, as the database's `collate "C"` does, so
 * a group's lists can be cut to their first rows where they are read.
 */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byCount = <T extends { count: number; label: string }>(a: T, b: T) =>
  b.count - a.count || byCodePoint(a.label, b.label);

/** Every UTC day from `from` to `to`, inclusive. */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); ; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > range.to) return days;
    days.push(day);
  }
}

/** What `buildInsight` gathers site by site before ranking and rating. */
type InsightSums = {
  isGroup: boolean;
  headline: Headline;
  dayMap: Map<string, Insight["days"][number]>;
  conversions: Map<string, number>;
  leadForms: Map<string, number>;
  sources: Map<string, Insight["leadsBySource"][number]>;
  landing: Map<string, number>;
  topViewed: RankedRow[];
  topByLeads: RankedRow[];
  variants: VariantReport[];
  speed: SpeedReport[];
  sales: SalesSums;
  visitedLeadsInAll: number;
};

type SalesSums = {
  salesBySource: Map<string, SalesRow>;
  salesByVariant: SalesReport["byVariant"];
  salesBySpeed: Map<SaleSpeed, { sales: number; value: number }>;
  salesBySite: SalesRow[];
};

/**
 * A dealer group's or the platform's figures as the database sums them over all its sites
 * (`getSitesInsightSums`): the counts summed, and of each list that names sites only the rows
 * that can reach the first `TOP_ROWS` (those rows and every row tied with the last), so no list
 * grows with the number of sites. Split tests, speed and sales by variant are kept per site, for
 * the sites that have them.
 */
export type GroupInsightInput = {
  counts: Omit<Headline, "conversionRate" | "salesPerLead" | "leadsWithoutVisit">;
  /** The leads a visit recorded, per site the least of its leads, conversions and visits. */
  visitedLeads: number;
  days: readonly Insight["days"][number][];
  conversionsByForm: Readonly<Record<string, number>>;
  leadsByForm: Readonly<Record<string, number>>;
  leadsBySource: readonly { source: string; medium: string; campaign: string; leads: number }[];
  leadsByLandingPage: readonly RankedRow[];
  topViewed: readonly RankedRow[];
  topByLeads: readonly RankedRow[];
  /** Sites with split-test variants in their events or sales: as one site's input holds them. */
  variantSites: readonly {
    siteName: string;
    byVariant: SiteInsightInput["events"]["totals"]["by_variant"];
    sales: Pick<SiteInsightInput["sales"], "by_variant" | "value_by_variant">;
  }[];
  /** Sites with speed figures. */
  speedSites: readonly { siteName: string; vitals: SiteInsightInput["vitals"] }[];
  sales: {
    bySource: SiteInsightInput["sales"]["by_source"];
    bySpeed: Readonly<Record<SaleSpeed, { sales: number; value: number }>>;
    /** The sites' leads and sales: at least the first `TOP_ROWS` by sales, then leads. */
    bySite: readonly { siteName: string; leads: number; sales: number; value: number }[];
  };
};

function emptySums(range: { from: string; to: string }, isGroup: boolean): InsightSums {
  return {
    isGroup,
    headline: Object.fromEntries(HEADLINE_FIGURES.map(({ key }) => [key, 0])) as Headline,
    dayMap: new Map(
      daysOf(range).map((date) => [date, { date, visits: 0, vehicleViews: 0, leads: 0 }]),
    ),
    conversions: new Map(),
    leadForms: new Map(),
    sources: new Map(),
    landing: new Map(),
    topViewed: [],
    topByLeads: [],
    variants: [],
    speed: [],
    sales: {
      salesBySource: new Map(),
      salesByVariant: [],
      salesBySpeed: new Map(SALE_SPEEDS.map((key) => [key, { sales: 0, value: 0 }])),
      salesBySite: [],
    },
    visitedLeadsInAll: 0,
  };
}

/**
 * The figures of one site or of a group of sites over `range`: counts summed, lists merged
 * and ranked, the split tests and speed kept per site (a variant or a p75 does not add up).
 */
export function buildInsight(
  sites: readonly SiteInsightInput[],
  range: { from: string; to: string },
): Insight {
  const sums = emptySums(range, sites.length > 1);
  for (const site of sites) addSite(sums, site);
  return insightOfSums(sums);
}

/**
 * The figures of a group of sites from the database's sums (`GroupInsightInput`): the same as
 * `buildInsight` of each site's figures gives, without a site's figures read one by one.
 */
export function buildGroupInsight(
  group: GroupInsightInput,
  range: { from: string; to: string },
): Insight {
  const sums = emptySums(range, true);
  Object.assign(sums.headline, group.counts);
  sums.headline.leadsWithoutVisit = group.counts.leads - group.visitedLeads;
  sums.visitedLeadsInAll = group.visitedLeads;
  for (const day of group.days) {
    const row = sums.dayMap.get(day.date);
    if (row) {
      row.visits += day.visits;
      row.vehicleViews += day.vehicleViews;
      row.leads += day.leads;
    }
  }
  for (const [form, n] of Object.entries(group.conversionsByForm)) add(sums.conversions, form, n);
  for (const [form, n] of Object.entries(group.leadsByForm)) add(sums.leadForms, form, n);
  for (const row of group.leadsBySource) {
    sums.sources.set(`${row.source}\u0000${row.medium}\u0000${row.campaign}`, { ...row });
  }
  for (const row of group.leadsByLandingPage) {
    add(sums.landing, `${row.site}\u0000${row.label}`, row.count);
  }
  sums.topViewed.push(...group.topViewed);
  sums.topByLeads.push(...group.topByLeads);
  const sales = sums.sales;
  for (const row of group.leadsBySource) salesSourceRow(sales, row).leads += row.leads;
  for (const row of group.sales.bySource) {
    const into = salesSourceRow(sales, row);
    into.sales += row.sales;
    into.value += row.value;
  }
  for (const key of SALE_SPEEDS) sales.salesBySpeed.set(key, { ...group.sales.bySpeed[key] });
  for (const site of group.sales.bySite) {
    sales.salesBySite.push({
      label: site.siteName,
      site: site.siteName,
      leads: site.leads,
      sales: site.sales,
      value: site.value,
      rate: rate(site.sales, site.leads),
    });
  }
  for (const site of group.variantSites) {
    const report = variantReport(site.siteName, site.byVariant);
    if (report) sums.variants.push(report);
    addVariantSales(sales, site.siteName, site.byVariant, site.sales);
  }
  for (const site of group.speedSites) sums.speed.push(...speedReports(site.siteName, site.vitals));
  return insightOfSums(sums);
}

/** The sums ranked and rated: the dashboard's figures. */
function insightOfSums(sums: InsightSums): Insight {
  const { headline } = sums;
  headline.conversionRate = rate(sums.visitedLeadsInAll, headline.visits);
  headline.salesPerLead = rate(headline.sales, headline.leads);
  return {
    headline,
    sales: salesReport(sums.sales),
    days: [...sums.dayMap.values()],
    conversionsByForm: [...sums.conversions.entries()]
      .map(([form, n]) => ({
        form,
        eventId: formEventId(form),
        conversions: n,
        rate: rate(n, headline.visits),
      }))
      .sort((a, b) => b.conversions - a.conversions || a.form.localeCompare(b.form)),
    leadsByForm: [...sums.leadForms.entries()]
      .map(([form, leads]) => ({ form, leads }))
      .sort((a, b) => b.leads - a.leads || a.form.localeCompare(b.form)),
    leadsBySource: [...sums.sources.values()].sort(
      (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
    ),
    leadsByLandingPage: [...sums.landing.entries()]
      .map(([key, count]) => {
        const [site = "", label = ""] = key.split("\u0000");
        return { label, site, count };
      })
      .sort(byCount)
      .slice(0, TOP_ROWS),
    topViewed: sums.topViewed.sort(byCount).slice(0, TOP_ROWS),
    topByLeads: sums.topByLeads.sort(byCount).slice(0, TOP_ROWS),
    variants: sums.variants.sort((a, b) => a.site.localeCompare(b.site)),
    // Stable: each site's reports keep their order (page group, then metric).
    speed: sums.speed.sort((a, b) => a.site.localeCompare(b.site)),
  };
}

/** One site's figures added to the sums: headline, days, forms, sources and lists. */
function addSite(sums: InsightSums, site: SiteInsightInput): void {
  const { events, leads } = site;
  const siteLabel = sums.isGroup ? site.siteName : "";
  addHeadline(sums, site);
  for (const day of events.days) {
    const row = sums.dayMap.get(day.date);
    if (row) {
      row.visits += day.sessions;
      row.vehicleViews += day.vehicle_views;
    }
  }
  for (const [date, n] of Object.entries(leads.by_day)) {
    const row = sums.dayMap.get(date);
    if (row) row.leads += n;
  }
  for (const [form, n] of Object.entries(events.totals.conversions_by_form)) {
    add(sums.conversions, form, n);
  }
  for (const [form, n] of Object.entries(leads.by_form)) add(sums.leadForms, form, n);
  for (const row of leads.by_source) {
    const key = `${row.source}\u0000${row.medium}\u0000${row.campaign}`;
    const into = sums.sources.get(key) ?? { ...row, leads: 0 };
    into.leads += row.leads;
    sums.sources.set(key, into);
  }
  for (const [page, n] of Object.entries(leads.by_landing_page)) {
    add(sums.landing, sums.isGroup ? `${site.siteName}\u0000${page}` : `\u0000${page}`, n);
  }
  addRanked(sums, site, siteLabel);
  const report = variantReport(site.siteName, events.totals.by_variant);
  if (report) sums.variants.push(report);
  sums.speed.push(...speedReports(site.siteName, site.vitals));
  addSales(site, siteLabel, sums.sales);
}

/** One site's headline counts added to the group's. */
function addHeadline(sums: InsightSums, site: SiteInsightInput): void {
  const { headline } = sums;
  const { events, leads, activity } = site;
  headline.visits += events.totals.sessions;
  headline.pageViews += Object.values(events.totals.page_views).reduce((a, b) => a + b, 0);
  headline.vehicleViews += events.totals.vehicle_views;
  headline.leads += leads.leads;
  // A lead counts towards the rate only where a visit recorded it (its conversion event, in a
  // session); leads that came another way are counted apart, so the rate stays a share of
  // visits. Per site, so one site's missing events are not offset by another's.
  const visitedLeads = Math.min(leads.leads, events.totals.conversions, events.totals.sessions);
  headline.leadsWithoutVisit += leads.leads - visitedLeads;
  sums.visitedLeadsInAll += visitedLeads;
  headline.calls += events.totals.calls;
  headline.reveals += events.totals.reveals;
  headline.chats += activity.chats;
  headline.reservations += activity.reservations;
  headline.purchases += activity.purchases;
  headline.payments += activity.payments;
  headline.sales += site.sales.sales;
  headline.salesValue += site.sales.value;
}

/** One site's cars by views and by leads, for the group's ranked lists. */
function addRanked(sums: InsightSums, site: SiteInsightInput, siteLabel: string): void {
  for (const car of site.activity.topViewed) {
    sums.topViewed.push({ label: car.name, site: siteLabel, count: car.count });
  }
  for (const [carId, n] of Object.entries(site.leads.by_car)) {
    sums.topByLeads.push({
      label: site.activity.carNames[carId] ?? `Car ${carId} (removed)`,
      site: siteLabel,
      count: n,
    });
  }
}

/** The sales sums ranked: by source with their rates, by variant, by speed, by site. */
function salesReport(sales: SalesSums): SalesReport {
  const bySales = (a: SalesRow, b: SalesRow) =>
    b.sales - a.sales || b.leads - a.leads || byCodePoint(a.label, b.label);
  return {
    bySource: [...sales.salesBySource.values()]
      .map((row) => ({ ...row, rate: rate(row.sales, row.leads) }))
      .sort(bySales),
    byVariant: sales.salesByVariant.sort(
      (a, b) => a.site.localeCompare(b.site) || a.label.localeCompare(b.label),
    ),
    bySpeed: SALE_SPEEDS.map((key) => ({
      speed: key,
      label: SALE_SPEED_LABELS[key],
      sales: sales.salesBySpeed.get(key)?.sales ?? 0,
      value: sales.salesBySpeed.get(key)?.value ?? 0,
    })),
    bySite: sales.salesBySite.sort(bySales).slice(0, TOP_ROWS),
  };
}

const sourceLabel = (row: { source: string; medium: string; campaign: string }) =>
  [row.source, row.medium, row.campaign].filter(Boolean).join(" / ");

/** The sales row of a lead source (its label), made on first use. */
function salesSourceRow(
  into: SalesSums,
  row: { source: string; medium: string; campaign: string },
): SalesRow {
  const label = sourceLabel(row) || "direct";
  const found = into.salesBySource.get(label) ?? {
    label,
    site: "",
    leads: 0,
    sales: 0,
    value: 0,
    rate: 0,
  };
  into.salesBySource.set(label, found);
  return found;
}

/** One site's sales by variant beside the variant's visits and conversions. */
function addVariantSales(
  into: SalesSums,
  siteName: string,
  byVariant: SiteInsightInput["events"]["totals"]["by_variant"],
  sales: Pick<SiteInsightInput["sales"], "by_variant" | "value_by_variant">,
): void {
  const variants = new Set([...Object.keys(byVariant), ...Object.keys(sales.by_variant)]);
  for (const name of [...variants].filter(Boolean).sort()) {
    const visits = byVariant[name]?.sessions ?? 0;
    const sold = sales.by_variant[name] ?? 0;
    into.salesByVariant.push({
      label: name,
      site: siteName,
      visits,
      leads: byVariant[name]?.conversions ?? 0,
      sales: sold,
      value: sales.value_by_variant[name] ?? 0,
      rate: rate(sold, visits),
    });
  }
}

/** One site's sales added to the group's: by source beside its leads, by variant, by speed. */
function addSales(site: SiteInsightInput, siteLabel: string, into: SalesSums) {
  for (const row of site.leads.by_source) salesSourceRow(into, row).leads += row.leads;
  for (const row of site.sales.by_source) {
    const found = salesSourceRow(into, row);
    found.sales += row.sales;
    found.value += row.value;
  }
  addVariantSales(into, site.siteName, site.events.totals.by_variant, site.sales);
  for (const key of SALE_SPEEDS) {
    const speed = into.salesBySpeed.get(key) ?? { sales: 0, value: 0 };
    speed.sales += site.sales.by_speed[key];
    speed.value += site.sales.value_by_speed[key];
    into.salesBySpeed.set(key, speed);
  }
  into.salesBySite.push({
    label: site.siteName,
    site: siteLabel,
    leads: site.leads.leads,
    sales: site.sales.sales,
    value: site.sales.value,
    rate: rate(site.sales.sales, site.leads.leads),
  });
}

/**
 * A site's split-test variants side by side (visits are sessions, conversions the conversion
 * events, one per recorded lead), with the plain statement of core `compareVariants` for the
 * first two; null when the site's events carry no variant.
 */
export function variantReport(
  site: string,
  byVariant: Readonly<Record<string, { sessions: number; conversions: number }>>,
): VariantReport | null {
  const list = Object.entries(byVariant)
    .filter(([name]) => name !== "")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, figures]) => ({
      name,
      visits: figures.sessions,
      conversions: figures.conversions,
      rate: rate(figures.conversions, figures.sessions),
    }));
  if (list.length === 0) return null;
  const [a, b] = list;
  const statement =
    a && b
      ? compareVariants(
          { name: a.name, visits: a.visits, conversions: a.conversions },
          { name: b.name, visits: b.visits, conversions: b.conversions },
        ).statement
      : `Only variant ${list[0]!.name} had visits: nothing to compare yet.`;
  return { site, variants: list, statement };
}

/** A site's p75 per home, search and vehicle page and metric, day by day. */
function speedReports(site: string, vitals: SiteInsightInput["vitals"]): SpeedReport[] {
  const reports: SpeedReport[] = [];
  for (const pageGroup of SPEED_PAGE_GROUPS) {
    for (const metric of WEB_VITAL_NAMES) {
      const points = vitals
        .filter((row) => row.pageGroup === pageGroup && row.metric === metric)
        .sort((a, b) => a.day.localeCompare(b.day))
        .map(({ day, p75, rating, samples }) => ({ day, p75, rating, samples }));
      if (points.length > 0) reports.push({ site, pageGroup, metric, points });
    }
  }
  return reports;
}

/** A figure now and in the previous period; `change` is the ratio less 1, null from nothing. */
export function changeOf(value: number, previous: number): Change {
  return {
    value,
    previous,
    change: previous === 0 ? null : Math.round((value / previous - 1) * 1000) / 1000,
  };
}

/** "+12.5%", "-3.0%", "no change", or "new" where the previous period had none. */
export function changeText({ value, change }: Change): string {
  if (change === null) return value === 0 ? "no change" : "new";
  if (change === 0) return "no change";
  return `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)}%`;
}

/** A rate as a percentage with one decimal. */
export function percentText(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** The CSV's header: what, which figure, this period, the previous one, where it is counted. */
export const INSIGHT_CSV_HEADER = [
  "section",
  "figure",
  "this_period",
  "previous_period",
  "counted_from",
] as const;

/**
 * The dashboard as rows for CSV (the caller writes them with core `csvLine`, which makes every
 * cell formula-safe): the headline with the previous period, then each list of this period.
 */
export function insightCsvRows(current: Insight, previous: Insight): (string | number | null)[][] {
  const rows: CsvRow[] = HEADLINE_FIGURES.map(({ key, label, source }) => [
    "headline",
    label,
    current.headline[key],
    previous.headline[key],
    FIGURE_SOURCES[source],
  ]);
  rows.push(...salesCsvRows(current.sales));
  for (const day of current.days) {
    rows.push(["visits by day", day.date, day.visits, null, FIGURE_SOURCES.events]);
    rows.push(["vehicle views by day", day.date, day.vehicleViews, null, FIGURE_SOURCES.events]);
    rows.push(["leads by day", day.date, day.leads, null, FIGURE_SOURCES.leads]);
  }
  rows.push(...formAndSourceCsvRows(current), ...rankedCsvRows(current));
  return rows;
}

type CsvRow = (string | number | null)[];

/** The sales lists: counts by source, variant and speed, then their values likewise. */
function salesCsvRows(sales: SalesReport): CsvRow[] {
  const leads = FIGURE_SOURCES.leads;
  const variant = (row: SalesReport["byVariant"][number]) => `${row.site}: ${row.label}`;
  return [
    ...sales.bySource.map((row) => [
      "sales by source / medium / campaign",
      row.label,
      row.sales,
      null,
      leads,
    ]),
    ...sales.byVariant.map((row) => [
      "sales by split-test variant",
      variant(row),
      row.sales,
      null,
      leads,
    ]),
    ...sales.bySpeed.map((row) => ["sales by visit speed", row.label, row.sales, null, leads]),
    ...sales.bySource.map((row) => ["sales value by source", row.label, row.value, null, leads]),
    ...sales.byVariant.map((row) => [
      "sales value by split-test variant",
      variant(row),
      row.value,
      null,
      leads,
    ]),
    ...sales.bySpeed.map((row) => [
      "sales value by visit speed",
      row.label,
      row.value,
      null,
      leads,
    ]),
  ];
}

/** Conversion events and leads by form, and leads by source. */
function formAndSourceCsvRows(current: Insight): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const row of current.conversionsByForm) {
    const name = row.eventId === null ? row.form : `${row.form} (${row.eventId})`;
    rows.push(["conversion events by form", name, row.conversions, null, FIGURE_SOURCES.events]);
  }
  for (const row of current.leadsByForm) {
    rows.push(["leads by form", row.form, row.leads, null, FIGURE_SOURCES.leads]);
  }
  for (const row of current.leadsBySource) {
    const name = [row.source, row.medium, row.campaign].filter(Boolean).join(" / ");
    rows.push(["leads by source / medium / campaign", name, row.leads, null, FIGURE_SOURCES.leads]);
  }
  return rows;
}

/** The ranked lists, the split tests' rates and the speed points. */
function rankedCsvRows(current: Insight): CsvRow[] {
  const rows: CsvRow[] = [];
  const ranked = [
    ["leads by landing page", current.leadsByLandingPage, "leads"],
    ["top vehicles by views", current.topViewed, "events"],
    ["top vehicles by leads", current.topByLeads, "leads"],
  ] as const;
  for (const [section, list, source] of ranked) {
    for (const row of list) {
      const name = row.site ? `${row.site}: ${row.label}` : row.label;
      rows.push([section, name, row.count, null, FIGURE_SOURCES[source]]);
    }
  }
  for (const report of current.variants) {
    for (const variant of report.variants) {
      rows.push([
        "split test conversion rate",
        `${report.site}: ${variant.name} (${variant.conversions} of ${variant.visits} visits)`,
        variant.rate,
        null,
        FIGURE_SOURCES.events,
      ]);
    }
  }
  for (const report of current.speed) {
    for (const point of report.points) {
      rows.push([
        `speed p75 ${report.metric}`,
        `${report.site}: ${report.pageGroup} ${point.day} (${point.rating})`,
        point.p75,
        null,
        FIGURE_SOURCES.events,
      ]);
    }
  }
  return rows;
}
