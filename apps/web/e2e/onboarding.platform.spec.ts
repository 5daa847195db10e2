import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  API_AUTH,
  fillContact,
  answerStep,
  loadVehicleEnquiry,
  submitForm,
} from "./lead-form-helpers.ts";
import { WEEKDAYS } from "@forecourt/core/domain/location";

/**
 * An operator puts a new dealer online through the platform API alone (docs/onboarding.md): a
 * site with a custom domain, a dealership, a location and a car. The site answers on its domain
 * from the first request, and a shopper's enquiry shows in the site's lead list.
 */

const json = { authorization: API_AUTH, "content-type": "application/json" };

async function send<T>(
  request: APIRequestContext,
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await request.fetch(path, { method, headers: json, data: body });
  expect([method, path, response.status(), await response.text()]).toEqual([
    method,
    path,
    status,
    expect.any(String),
  ]);
  return (await response.json()) as T;
}

type OnboardOptions = {
  slug: string;
  name: string;
  domain: string;
  tag: string;
  settings?: Record<string, unknown>;
};

type OnboardedSite = {
  id: number;
  domains: string[];
  settings: {
    paths: { search: string; vehicleBase: string; finance: string };
    search: { defaultSlug: string };
    leads: { pageForms: string[] };
  };
};

/**
 * Puts a new dealer online as docs/onboarding.md does: the site with its domain, a dealership,
 * a sales and service location open every day, and one car.
 */
async function onboard(
  request: APIRequestContext,
  { slug, name, domain, tag, settings = {} }: OnboardOptions,
) {
  const site = await send<OnboardedSite>(
    request,
    "POST",
    "/api/v1/websites.json",
    { slug, name, settings: { locale: "en-AU", ...settings }, domains: [domain.toUpperCase()] },
    201,
  );
  await send(
    request,
    "POST",
    `/api/v1/websites/${site.id}/dealerships.json`,
    { slug: "riverside", name, lead_email: "sales@riverside.test" },
    201,
  );
  await send(
    request,
    "POST",
    `/api/v1/websites/${site.id}/locations.json`,
    {
      slug: "riverside-sales",
      name: "Riverside Sales",
      dealership: "riverside",
      location_types: ["sales", "service"],
      primary: true,
      phone: "02 9000 0000",
      email: "sales@riverside.test",
      address: {
        street: "1 River Road",
        city: "Parramatta",
        state: "NSW",
        postcode: "2150",
        lat: -33.81,
        long: 151.0,
      },
      opening_hours: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { status: "open", open: "08:30", close: "17:30" }]),
      ),
    },
    201,
  );
  const car = await send<{ slug: string; id: number }>(
    request,
    "POST",
    `/api/v1/websites/${site.id}/cars.json`,
    {
      stocknum: `RV${tag}`.slice(0, 20),
      vin: "JTMBFREV30D123456",
      name: "2022 Toyota RAV4 GX",
      make: "Toyota",
      model: "RAV4",
      series: "AXAH52R",
      badge: "GX",
      body: "SUV",
      colour: "Glacier White",
      transmission: "Automatic",
      year: 2022,
      km: 31000,
      car_type: "used",
      price: 38990,
      dealership: "riverside",
      location: "riverside-sales",
      description: "One owner, full service history.",
    },
    201,
  );
  return { site, car };
}

test("a site made through the API serves home, search and a vehicle page on its own domain, and its lead is listed", async ({
  page,
  request,
}, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const slug = `onboarded-${tag}`;
  const domain = `www.onboarded-${tag}.test`;
  const name = `Riverside Motors ${tag}`;
  const { site, car } = await onboard(request, { slug, name, domain, tag });
  expect(site.domains).toEqual([domain]);

  const origin = `http://${domain}:${port}`;
  // Home: the site's name, and the car among its cards.
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle(new RegExp(name));
  await expect(page.locator(`a[href$="/${car.slug}"]`).first()).toBeAttached();

  // Search (the site's default search, from its settings' defaults): the car is its one result.
  const { paths, search } = site.settings;
  const searchResponse = await page.goto(`${origin}${paths.search}/${search.defaultSlug}`);
  expect(searchResponse?.status()).toBe(200);
  await expect(page.getByText("Toyota RAV4").first()).toBeVisible();

  // Vehicle page: the car's fields as a shopper reads them, then an enquiry.
  const vehicle = await page.goto(`${origin}${paths.vehicleBase}/${car.slug}`);
  expect(vehicle?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota RAV4");
  await expect(page.getByText("Glacier White").first()).toBeVisible();
  const section = await loadVehicleEnquiry(page);
  const form = section.locator("form").first();
  await fillContact(form);
  await answerStep(form);
  const sent = page.waitForResponse(
    (r) => /\/api\/leads/.test(r.url()) && r.request().method() === "POST",
  );
  await form.locator('button[type="submit"]').click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const lead = (await answer.json()) as { id: string };

  // Its sitemap lists its search and its car; the platform index lists the site.
  const sitemap = await request.get(`http://127.0.0.1:${port}/sitemap.xml`, {
    headers: { host: `${domain}:${port}` },
  });
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  // On the site's canonical origin: its domain over https, whichever scheme and port asked.
  expect(xml).toContain(`https://${domain}${paths.search}/${search.defaultSlug}</loc>`);
  expect(xml).toContain(`https://${domain}${paths.vehicleBase}/${car.slug}</loc>`);
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();

  const listed = await request.get(`/api/v1/websites/${site.id}/leads.json`, {
    headers: { authorization: API_AUTH },
  });
  expect(listed.status()).toBe(200);
  const leads = ((await listed.json()) as { leads: { id: string; status: string }[] }).leads;
  expect(leads.map((l) => l.id)).toContain(lead.id);
  expect(leads.find((l) => l.id === lead.id)?.status).toBe("new");
});

/**
 * The form pages every site serves (fixed storefront routes), its finance page at the path its
 * settings give, and a page per form its settings list (`leads.pageForms`).
 */
const formPagesOf = (settings: OnboardedSite["settings"]) => [
  "/contact",
  settings.paths.finance,
  "/trade-in",
  "/sell-my-car",
  "/service",
  "/book-test-drive",
  "/parts",
  "/fleet",
  "/careers/apply?position=Sales%20Consultant",
  ...settings.leads.pageForms.map((id) => `/forms/${id}`),
];

/** The ids of a site's leads, as its lead list answers them. */
async function listedLeadIds(request: APIRequestContext, siteId: number): Promise<string[]> {
  const listed = await request.get(`/api/v1/websites/${siteId}/leads.json?limit=100`, {
    headers: { authorization: API_AUTH },
  });
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id);
}

test("a site made through the API takes a lead from every form from the first request, and shows no demo data", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const port = (testInfo.project.metadata as { port: number }).port;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const slug = `onboarded-${tag}`;
  // The site's slug is its domain's first label: a lead's form id names the site by it.
  const domain = `${slug}.test`;
  const name = `Riverside Motors ${tag}`;
  const { site, car } = await onboard(request, {
    slug,
    name,
    domain,
    tag,
    settings: { leads: { pageForms: ["service-feedback"] } },
  });
  // A second car, so the search's count is a count.
  const second = await send<{ slug: string }>(
    request,
    "POST",
    `/api/v1/websites/${site.id}/cars.json`,
    {
      stocknum: `RN${tag}`.slice(0, 20),
      make: "Mazda",
      model: "CX-5",
      year: 2025,
      car_type: "new",
      price: 41990,
      dealership: "riverside",
      location: "riverside-sales",
    },
    201,
  );
  const created = [car.slug, second.slug];
  const origin = `http://${domain}:${port}`;

  // Every form page answers, and each form's lead (its first request 201, submitForm) is
  // listed: one more lead in the site's list per form sent.
  const sentLeads = async (label: string, send: () => Promise<void>) => {
    const before = await listedLeadIds(request, site.id);
    await send();
    const after = await listedLeadIds(request, site.id);
    expect([label, after.length]).toEqual([label, before.length + 1]);
  };
  const pages = formPagesOf(site.settings);
  expect(pages).toContain("/forms/service-feedback");
  for (const path of pages) {
    const response = await page.goto(`${origin}${path}`);
    expect([path, response?.status()]).toEqual([path, 200]);
    const form = page.locator("main form[data-form-id]").first();
    await expect(form, path).toBeVisible();
    const label = `${path} (${await form.getAttribute("data-form-id")})`;
    if (path === "/forms/service-feedback") {
      // What the generic answers do not reach: a star (its radio sits under its label), a
      // required check group and a date-time.
      await form
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
        .click();
      await form.getByRole("checkbox", { name: "Communication", exact: true }).check();
      await form.getByLabel("Preferred call-back time").fill("2030-03-14T10:30");
    }
    await sentLeads(label, () => submitForm(page, form, label));
  }

  // The vehicle page's forms: the enquiry and the 'Book a Test Drive' dialog.
  const vehiclePath = `${origin}${site.settings.paths.vehicleBase}/${car.slug}`;
  expect((await page.goto(vehiclePath))?.status()).toBe(200);
  const enquiry = (await loadVehicleEnquiry(page)).locator("form").first();
  await sentLeads("vehicle enquiry", () => submitForm(page, enquiry, "vehicle enquiry"));
  await page.goto(vehiclePath);
  const section = await loadVehicleEnquiry(page);
  await section.getByRole("button", { name: "Book a Test Drive" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
  await fillContact(dialog);
  await sentLeads("vehicle test drive", () =>
    submitForm(page, dialog.locator("form"), "vehicle test drive"),
  );
  expect(await listedLeadIds(request, site.id)).toHaveLength(pages.length + 2);

  // No demo data: the search counts and lists the site's own cars only, and neither it nor
  // the home page names a demo site or a demo car's stock number.
  const demoStockNumbers: string[] = [];
  for (let id = 1; id <= DEMO_SITES.length; id += 1) {
    let cursor: string | null = "";
    while (cursor !== null) {
      const answer = await request.get(
        `/api/v1/websites/${id}/cars.json?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
        { headers: { authorization: API_AUTH } },
      );
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as {
        cars: { stocknum: string }[];
        next_cursor: string | null;
      };
      demoStockNumbers.push(...body.cars.map((c) => c.stocknum));
      cursor = body.next_cursor;
    }
  }
  expect(demoStockNumbers.length).toBeGreaterThan(DEMO_SITES.length);
  expect(demoStockNumbers.every((n) => typeof n === "string" && n.length > 0)).toBe(true);

  const { paths, search } = site.settings;
  const searchResponse = await page.goto(`${origin}${paths.search}/${search.defaultSlug}`);
  expect(searchResponse?.status()).toBe(200);
  await expect(page.locator("#results-heading")).toHaveText(new RegExp(`^${created.length}\\b`));
  const listedSlugs = await page
    .locator(`main article a[href^="${paths.vehicleBase}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.split("/").pop()));
  expect([...new Set(listedSlugs)].sort()).toEqual([...created].sort());
  const searchHtml = await page.content();
  expect((await page.goto(`${origin}/`))?.status()).toBe(200);
  const homeHtml = await page.content();
  for (const [where, html] of [
    ["home", homeHtml],
    ["search", searchHtml],
  ] as const) {
    for (const demo of DEMO_SITES) {
      expect(html.includes(demo.name), `${where} names ${demo.name}`).toBe(false);
    }
    const shown = demoStockNumbers.filter((n) => new RegExp(`\\b${n}\\b`).test(html));
    expect(shown, `${where} shows demo stock numbers`).toEqual([]);
  }
});
