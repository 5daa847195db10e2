import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { seedDemoData } from "@forecourt/db/demo/seed";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import {
  blogPosts,
  cars,
  dealerships,
  domains,
  feedImports,
  leadFiles,
  leads,
  locations,
  offers,
  pages,
  platformSecrets,
  reservations,
  searchSlugs,
  websites,
} from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { slugify } from "@forecourt/core/text/slugify";
import type { RouteParams } from "../../http/endpoints.ts";
import type { RouteMethod } from "../../http/route-methods.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";
import { PLATFORM_AUTH as PLATFORM, platformApiRequest } from "../../../testing/platform-api.ts";

/**
 * No secret out (issue 36): every demo site gets a distinctive value for every secret it can
 * hold (the Turnstile secret and the other secret settings, the payment keys on its cars, its
 * dealerships' webhook secrets, an API key), and then every GET of every route file under
 * app/api/v1 is called for every site (with a car, a lead with a file, a reservation and the
 * rest the paths name). No answer may hold any of those values. A new route file is called
 * too, found by listing the folder; one whose path names something this test cannot give, or
 * whose GET answers no site with a 200, fails the test until it is taught here. The answers of
 * the writes (sites, site files, dealerships, locations, cars, API keys) are swept the same way,
 * with new secret values sent in the writes themselves.
 */

const V1_DIR = fileURLToPath(new URL("../../../app/api/v1/", import.meta.url));
const NOW = new Date("2026-11-01T00:00:00Z");

type SiteUnderTest = {
  id: number;
  slug: string;
  values: Record<string, string | undefined>;
};

let handle: DatabaseHandle;
const sites: SiteUnderTest[] = [];
/** Every secret value configured, with what it is (for the failure message). */
const secrets = new Map<string, string>();

function secret(label: string, value: string): string {
  secrets.set(value, label);
  return value;
}

/** A problem for each configured secret value that `text` (an answer of `where`) holds. */
function secretsShown(text: string, where: string): string[] {
  return [...secrets]
    .filter(([value]) => text.includes(value))
    .map(([, label]) => `${where} shows the ${label}`);
}

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

async function configureSite(id: number, slug: string): Promise<SiteUnderTest> {
  const db = handle.db;
  const [site] = await db.select().from(websites).where(eq(websites.id, id));
  const settings = (site?.settings ?? {}) as Record<string, Record<string, unknown>>;
  await db
    .update(websites)
    .set({
      settings: {
        ...settings,
        security: {
          ...settings.security,
          turnstile: {
            siteKey: `0x4AAAAsite-${slug}`,
            secretKey: secret(`${slug} Turnstile secret`, `ts-secret-${slug}-Q7w9Zk2Lm4`),
          },
        },
        catalogueFeeds: {
          ...settings.catalogueFeeds,
          token: secret(`${slug} catalogue feed token`, `cat-${slug}-Zt5Lw0Qe8Rn3Yx1Kd7Jm2Vb`),
        },
        stockFeed: {
          ...settings.stockFeed,
          pullUrl: secret(
            `${slug} feed pull URL`,
            `https://dms.example.com/export.csv?token=${slug}-Fp92Lx7Qa`,
          ),
        },
      },
    })
    .where(eq(websites.id, id));

  const siteDealerships = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.websiteId, id))
    .orderBy(asc(dealerships.id));
  for (const dealership of siteDealerships) {
    await db
      .update(dealerships)
      .set({
        webhookUrl: "http://127.0.0.1:9/hook",
        webhookSecret: secret(`${slug} webhook secret`, `whk-${slug}-${dealership.id}-Jf72Mq`),
        paymentWebhookSecret: secret(
          `${slug} payment webhook secret`,
          `whsec_${slug}_${dealership.id}_Tz94Lp`,
        ),
      })
      .where(eq(dealerships.id, dealership.id));
  }

  const carKey = secret(`${slug} payment key`, `sk_live_${slug}_Vb61Nw0Rt5Ys`);
  await db
    .update(cars)
    .set({
      paymentProcessors: [
        { authorizationType: "stripe", authorizationKey: carKey, depositAmount: 500 },
      ],
    })
    .where(eq(cars.websiteId, id));
  const car = await first(
    db.select().from(cars).where(eq(cars.websiteId, id)).orderBy(asc(cars.id)).limit(1),
  );

  const [lead] = await db
    .insert(leads)
    .values({
      websiteId: id,
      category: "General",
      carId: car?.id ?? null,
      name: "Sam Buyer",
      email: "sam@example.com",
      message: "Is it still available?",
      hasFiles: true,
    })
    .returning();
  const [file] = await db
    .insert(leadFiles)
    .values({
      websiteId: id,
      leadId: lead!.id,
      fieldName: "licence",
      filename: "licence.pdf",
      contentType: "application/pdf",
      size: 9,
      bytes: Buffer.from("%PDF-1.4\n"),
    })
    .returning();
  const [reservation] = car
    ? await db
        .insert(reservations)
        .values({
          websiteId: id,
          carId: car.id,
          leadId: lead!.id,
          reference: `RES-${slug.slice(0, 6).toUpperCase()}`,
          status: "confirmed",
          amount: 50_000,
          provider: "stripe",
          providerRef: `pi_${slug}`,
          answers: { name: "Sam Buyer" },
          expiresAt: new Date(NOW.getTime() + 3_600_000),
          confirmedAt: NOW,
        })
        .returning()
    : [];
  const made = await createApiKey(db, { websiteId: id, name: "CRM" });
  secret(`${slug} API key`, made.key);
  const [feedImport] = await db
    .insert(feedImports)
    .values({
      websiteId: id,
      source: "upload",
      format: "csv",
      status: "applied",
      rowCount: 1,
      rejections: [{ row: 2, reason: "No price." }],
    })
    .returning();
  let domain = await first(db.select().from(domains).where(eq(domains.websiteId, id)).limit(1));
  domain ??= (
    await db
      .insert(domains)
      .values({ websiteId: id, host: `${slug}.example.com` })
      .returning()
  )[0];
  const location = await first(
    db.select().from(locations).where(eq(locations.websiteId, id)).limit(1),
  );
  const slugOf = async (table: typeof blogPosts | typeof offers | typeof searchSlugs) =>
    (await first(db.select({ slug: table.slug }).from(table).where(eq(table.websiteId, id))))?.slug;
  const page = await first(
    db.select({ path: pages.path }).from(pages).where(eq(pages.websiteId, id)).limit(1),
  );
  // A make the site stocks: the manufacturers API answers it for this site.
  const manufacturer = car ? slugify(car.make) : undefined;

  return {
    id,
    slug,
    values: {
      website: String(id),
      dealership: siteDealerships[0] ? String(siteDealerships[0].id) : undefined,
      location: location ? String(location.id) : undefined,
      car: car ? String(car.id) : undefined,
      lead: lead!.id,
      file: file!.id,
      reservation: reservation?.reference,
      key: String(made.info.id),
      feedImport: String(feedImport!.id),
      host: domain?.host,
      site: slug,
      manufacturer,
      blogPost: await slugOf(blogPosts),
      offer: await slugOf(offers),
      searchSlug: await slugOf(searchSlugs),
      page: page?.path,
    },
  };
}

/** What a path segment names, by its name and the folder before it. */
function segmentValue(site: SiteUnderTest, name: string, parent: string): string | undefined {
  const { values } = site;
  switch (name) {
    case "id":
      return parent === "dealerships" ? values.dealership : values.website;
    case "car":
      return values.car;
    case "leadId":
      return values.lead;
    case "fileId":
      return values.file;
    case "reservation":
      return values.reservation;
    case "keyId":
      return values.key;
    case "dealershipId":
      return values.dealership;
    case "locationId":
      return values.location;
    case "host":
      return values.host;
    case "importId":
      return values.feedImport;
    case "slug":
      return {
        sites: values.site,
        manufacturers: values.manufacturer,
        blog_posts: values.blogPost,
        offers: values.offer,
        search_slugs: values.searchSlug,
        pages: values.page,
      }[parent];
    default:
      return undefined;
  }
}

/** Every route file under app/api/v1, relative to it. */
/**
 * Routes whose answer is the database itself, every secret in it: the embedded database's backup,
 * which only the platform credential gets (`requirePlatform`; a site's API key is refused).
 */
const WHOLE_DATABASE_ROUTES = new Set(["backup/route.ts"]);

function routeFiles(): string[] {
  return readdirSync(V1_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("route.ts") && !WHOLE_DATABASE_ROUTES.has(file))
    .map((file) => file.split("\\").join("/"))
    .sort();
}

/** The path parameters `file` needs for `site`; the names it cannot give. */
function paramsFor(file: string, site: SiteUnderTest) {
  const parts = file.split("/").slice(0, -1);
  const params: RouteParams = {};
  const missing: string[] = [];
  parts.forEach((part, index) => {
    const name = /^\[(\w+)\]$/.exec(part)?.[1];
    if (!name) return;
    const value = segmentValue(site, name, parts[index - 1] ?? "");
    if (value === undefined) missing.push(name);
    else params[name] = value;
  });
  const last = /^\[(\w+)\]$/.exec(parts.at(-1) ?? "")?.[1];
  return { params, missing, last };
}

/** The query string a route needs to answer (by route file); none by default. */
const QUERIES: Record<string, (site: SiteUnderTest) => string> = {
  "manufacturers/[slug]/route.ts": (site) => `?website_id=${site.id}`,
  "websites/[id]/events.json/route.ts": () => "?session_id=session_0123456789",
};

async function get(route: RouteModule, file: string, params: RouteParams, site: SiteUnderTest) {
  const path = `/api/v1/${file.replace(/\/?route\.ts$/, "")}`;
  const request = new Request(`http://localhost${path}${QUERIES[file]?.(site) ?? ""}`, {
    headers: { authorization: PLATFORM },
  });
  const response = await callRoute(route, "GET", request, params);
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const report = await seedDemoData(handle.db, { now: NOW, withImages: false });
  for (const seeded of report.sites) sites.push(await configureSite(seeded.id, seeded.slug));
  useRouteTestDatabase(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("no secret in any platform API answer", () => {
  it("configures a secret of every kind on every demo site", () => {
    expect(sites.length).toBeGreaterThanOrEqual(5);
    const kinds = new Set([...secrets.values()].map((label) => label.replace(/^\S+ /, "")));
    expect([...kinds].sort()).toEqual(
      [
        "API key",
        "Turnstile secret",
        "catalogue feed token",
        "feed pull URL",
        "payment key",
        "payment webhook secret",
        "webhook secret",
      ].sort(),
    );
  });

  it("holds no configured secret in any GET answer of any route, for any site", async () => {
    const answered = new Map<string, number>();
    const lastAnswer = new Map<string, string>();
    const problems: string[] = [];
    let calls = 0;
    for (const file of routeFiles()) {
      const route = (await import(
        /* @vite-ignore */ pathToFileURL(`${V1_DIR}${file}`).href
      )) as RouteModule;
      // A route without a GET answers 405 whatever its path names.
      const probe = paramsFor(file, sites[0]!);
      const filled = Object.fromEntries(probe.missing.map((name) => [name, "0"]));
      if ((await get(route, file, { ...probe.params, ...filled }, sites[0]!)).status === 405) {
        continue;
      }
      answered.set(file, 0);
      for (const site of sites) {
        const { params, missing, last } = paramsFor(file, site);
        if (missing.length > 0) continue;
        // A path's last segment is named with or without ".json"; try both.
        const tries = [params, ...(last ? [{ ...params, [last]: `${params[last]}.json` }] : [])];
        for (const tried of tries) {
          const answer = await get(route, file, tried, site);
          calls += 1;
          lastAnswer.set(file, `${answer.status} ${answer.text.slice(0, 160)}`);
          problems.push(
            ...secretsShown(answer.text, `${file} for ${site.slug} (${answer.status})`),
          );
          if (answer.status === 200) {
            answered.set(file, answered.get(file)! + 1);
            break;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Signing keys the servers made while answering are not among the values looked for, and
    // must not be one of them either.
    for (const row of await handle.db.select().from(platformSecrets)) {
      expect(secrets.has(row.value)).toBe(false);
    }
    expect(calls).toBeGreaterThan(sites.length * 10);
    // Every route file with a GET answered at least one site: the test reached what it shows.
    const unanswered = [...answered]
      .filter(([, count]) => count === 0)
      .map(
        ([file]) => `${file}: ${lastAnswer.get(file) ?? "never called (a path name unknown here)"}`,
      );
    expect(
      unanswered,
      "GET routes that answered no site with a 200: teach this test their paths",
    ).toEqual([]);
    expect([...answered.keys()]).toEqual(
      expect.arrayContaining([
        "websites/[id]/route.ts",
        "websites/[id]/cars/[car]/route.ts",
        "websites/[id]/leads/[leadId]/route.ts",
        "websites/[id]/leads.json/route.ts",
        "websites/[id]/leads.csv/route.ts",
        "websites/[id]/leads/[leadId]/files/[fileId]/route.ts",
        "websites/[id]/reservations.json/route.ts",
        "websites/[id]/website_session_data.json/route.ts",
      ]),
    );
  }, 300_000);

  it("shows that a secret is set, without its value", async () => {
    const site = sites[0]!;
    const website = (await import("@/app/api/v1/websites/[id]/route")) as RouteModule;
    const answer = await get(website, "websites/[id]/route.ts", { id: `${site.id}.json` }, site);
    const body = JSON.parse(answer.text) as {
      settings: { security: { turnstile: unknown } };
    };
    expect(body.settings.security.turnstile).toEqual({
      siteKey: `0x4AAAAsite-${site.slug}`,
      secretKey: { set: true, last4: "2Lm4" },
    });
    const carRoute = (await import("@/app/api/v1/websites/[id]/cars/[car]/route")) as RouteModule;
    const car = await get(
      carRoute,
      "websites/[id]/cars/[car]/route.ts",
      { id: String(site.id), car: `${site.values.car}.json` },
      site,
    );
    expect(JSON.parse(car.text)).toMatchObject({
      payment_processors: [
        {
          authorization_type: "stripe",
          authorization_key: { set: true, last4: "Rt5Ys".slice(-4) },
          deposit_amount: 500,
        },
      ],
    });
  });

  it("holds no configured secret in the answer of any write of sites, dealerships, locations, cars or API keys", async () => {
    const problems: string[] = [];
    const written = new Set<string>();
    async function write(
      method: RouteMethod,
      file: string,
      params: RouteParams,
      body: unknown,
      label: string,
    ): Promise<Record<string, unknown>> {
      const route = (await import(
        /* @vite-ignore */ pathToFileURL(`${V1_DIR}${file}`).href
      )) as RouteModule;
      const path = `/api/v1/${file.replace(/\/?route\.ts$/, "")}`;
      const response = await callRoute(
        route,
        method,
        platformApiRequest(method, { path, body }),
        params,
      );
      const text = await response.text();
      problems.push(...secretsShown(text, `${method} ${file} for ${label} (${response.status})`));
      // Only an answer the write was made for shows what it is about.
      expect(response.status, `${method} ${file} for ${label}: ${text.slice(0, 300)}`).toBeLessThan(
        300,
      );
      written.add(`${method} ${file}`);
      return JSON.parse(text) as Record<string, unknown>;
    }

    for (const site of sites) {
      const { id, slug, values } = site;
      const website = { id: String(id) };
      await write(
        "PATCH",
        "websites/[id]/route.ts",
        { id: `${id}.json` },
        {
          settings: {
            security: {
              turnstile: {
                secretKey: secret(`${slug} Turnstile secret`, `ts-patched-${slug}-Hw3Kd8Pq1`),
              },
            },
          },
        },
        slug,
      );
      const dealership = (await write(
        "POST",
        "websites/[id]/dealerships.json/route.ts",
        website,
        {
          slug: "sweep-yard",
          name: "Sweep Yard",
          webhook_url: "https://crm.example.com/hook",
          webhook_secret: secret(`${slug} webhook secret`, `whk-new-${slug}-Lq5Xe2`),
          payment_webhook_secret: secret(
            `${slug} payment webhook secret`,
            `whsec_new_${slug}_Ud81Sa`,
          ),
        },
        slug,
      )) as { dealership: { id: number } };
      await write(
        "PATCH",
        "websites/[id]/dealerships/[dealershipId]/route.ts",
        { ...website, dealershipId: `${values.dealership}.json` },
        { lead_email: `sweep@${slug}.example` },
        slug,
      );
      await write(
        "PATCH",
        "websites/[id]/dealerships/[dealershipId]/route.ts",
        { ...website, dealershipId: `${dealership.dealership.id}.json` },
        { name: "Sweep Yard North" },
        slug,
      );
      const location = (await write(
        "POST",
        "websites/[id]/locations.json/route.ts",
        website,
        { slug: "sweep-yard", name: "Sweep Yard", dealership: "sweep-yard" },
        slug,
      )) as { location: { id: number } };
      await write(
        "PATCH",
        "websites/[id]/locations/[locationId]/route.ts",
        { ...website, locationId: `${location.location.id}.json` },
        { name: "Sweep Yard North" },
        slug,
      );
      await write(
        "PATCH",
        "websites/[id]/locations/[locationId]/route.ts",
        { ...website, locationId: `${values.location}.json` },
        { phone: "02 9000 0001" },
        slug,
      );
      const car = {
        make: "Toyota",
        model: "Corolla",
        year: 2021,
        car_type: "used",
        price: 21_990,
        stocknum: `SWEEP-${id}`,
        dealership: "sweep-yard",
        payment_processors: [
          {
            authorization_type: "stripe",
            authorization_key: secret(`${slug} payment key`, `sk_live_new_${slug}_Ce72Rb`),
            deposit_amount: 500,
          },
        ],
      };
      await write("POST", "websites/[id]/cars.json/route.ts", website, car, slug);
      await write(
        "PUT",
        "websites/[id]/cars.json/route.ts",
        website,
        { ...car, price: 20_990 },
        slug,
      );
      await write(
        "PATCH",
        "websites/[id]/cars/[car]/route.ts",
        { ...website, car: `${values.car}.json` },
        { colour: "Sweep Blue" },
        slug,
      );
      await write("POST", "websites/[id]/api_keys.json/route.ts", website, { name: "Sweep" }, slug);
    }

    await write(
      "POST",
      "websites.json/route.ts",
      {},
      {
        slug: "sweep-new",
        name: "Sweep New",
        settings: {
          security: {
            turnstile: {
              siteKey: "0x4AAAAsite-sweep-new",
              secretKey: secret("sweep-new Turnstile secret", "ts-secret-sweep-new-Bn4Wc7"),
            },
          },
        },
      },
      "a new site",
    );
    const document = {
      slug: "sweep-file",
      name: "Sweep File",
      settings: {
        security: {
          turnstile: {
            siteKey: "0x4AAAAsite-sweep-file",
            secretKey: secret("sweep-file Turnstile secret", "ts-secret-sweep-file-Mk6Ty3"),
          },
        },
      },
      dealerships: [
        {
          slug: "main",
          name: "Sweep File",
          webhook_secret: secret("sweep-file webhook secret", "whk-sweep-file-Rg9Po4"),
        },
      ],
    };
    for (const label of ["a new site file", "the same site file again"]) {
      await write("PUT", "sites/[slug]/route.ts", { slug: "sweep-file.json" }, document, label);
    }

    expect(problems).toEqual([]);
    expect([...written].sort()).toEqual(
      [
        "PATCH websites/[id]/route.ts",
        "POST websites/[id]/dealerships.json/route.ts",
        "PATCH websites/[id]/dealerships/[dealershipId]/route.ts",
        "POST websites/[id]/locations.json/route.ts",
        "PATCH websites/[id]/locations/[locationId]/route.ts",
        "POST websites/[id]/cars.json/route.ts",
        "PUT websites/[id]/cars.json/route.ts",
        "PATCH websites/[id]/cars/[car]/route.ts",
        "POST websites/[id]/api_keys.json/route.ts",
        "POST websites.json/route.ts",
        "PUT sites/[slug]/route.ts",
      ].sort(),
    );
  }, 300_000);
});
