import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_AUTH, fillContact, answerStep, loadVehicleEnquiry } from "./lead-form-helpers.ts";

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

test("a site made through the API serves home, search and a vehicle page on its own domain, and its lead is listed", async ({
  page,
  request,
}, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const slug = `onboarded-${tag}`;
  const domain = `www.onboarded-${tag}.test`;
  const name = `Riverside Motors ${tag}`;

  const site = await send<{
    id: number;
    domains: string[];
    settings: { paths: { search: string; vehicleBase: string }; search: { defaultSlug: string } };
  }>(
    request,
    "POST",
    "/api/v1/websites.json",
    { slug, name, settings: { locale: "en-AU" }, domains: [domain.toUpperCase()] },
    201,
  );
  expect(site.domains).toEqual([domain]);
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
      location_types: ["sales"],
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
      opening_hours: {
        monday: { status: "open", open: "08:30", close: "17:30" },
        tuesday: { status: "open", open: "08:30", close: "17:30" },
      },
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
  expect(xml).toContain(`${origin}${paths.search}/${search.defaultSlug}</loc>`);
  expect(xml).toContain(`${origin}${paths.vehicleBase}/${car.slug}</loc>`);
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
