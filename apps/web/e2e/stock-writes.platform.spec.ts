import { displayMake } from "@forecourt/core/search/make-aliases";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, WRITTEN_SLUG_PREFIX } from "./fixtures.ts";

/**
 * The write side of the platform API as a stock feed calls it: each write must show at once on
 * the site's cached pages and cached GET endpoints. Every read here is first made to fill the
 * caches, so without the revalidation after a write the old answer would come back.
 */

const AUTH = { authorization: `Basic ${btoa("platform:demo-password")}` };
const JSON_AUTH = { ...AUTH, "content-type": "application/json" };

// Sites are created in demo-data order, so site n has id n. The first site's featured car is
// the cars API spec's; writes go to the second site.
const SITE_INDEX = 1;
const site: DemoSite = DEMO_SITES[SITE_INDEX]!;
const siteId = SITE_INDEX + 1;
const otherSiteId = 1;
const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
const searchBase = site.settings.paths?.search ?? "/search";
const defaultSlug = site.settings.search?.defaultSlug ?? "new-used-and-demo-cars";
const soldLabel = site.settings.labels?.soldTag ?? "JUST SOLD";
const cheapestFirst = site.settings.search?.defaultSort === "price-asc" ? "" : "/sort/price-asc";

test.describe.configure({ mode: "serial" });

function portOf(testInfo: { project: { metadata: unknown } }): number {
  return (testInfo.project.metadata as { port: number }).port;
}

/** A page of the site, asked of the loopback address with the site's Host header. */
function sitePage(request: APIRequestContext, port: number, path: string) {
  return request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${site.slug}.localhost:${port}` },
    maxRedirects: 0,
  });
}

const carLinks = (html: string) =>
  [...html.matchAll(new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`, "g"))].map((m) => m[1]!);

type CarJson = {
  id: number;
  slug: string;
  make: string;
  price: number | null;
  status: string;
  sold: boolean;
  reserved: boolean;
  tag: string | null;
};

test("a search slug written through the API is listed and served at once, and deleted", async ({
  request,
  page,
}, testInfo) => {
  const port = portOf(testInfo);
  const slug = `${WRITTEN_SLUG_PREFIX}${Date.now().toString(36)}`;
  const listPath = `/api/v1/websites/${siteId}/pages/search_slugs.json`;
  const slugPath = `/api/v1/websites/${siteId}/pages/search_slugs/${slug}.json`;
  const listed = async () =>
    (
      (await (await request.get(listPath, { headers: AUTH })).json()) as {
        search_slugs: { slug: string; title: string; filters: unknown }[];
      }
    ).search_slugs;

  // Fill the caches: the week-long listing, and the search page answering 404.
  expect((await listed()).map((s) => s.slug)).not.toContain(slug);
  expect((await sitePage(request, port, `${searchBase}/${slug}`)).status()).toBe(404);

  const put = await request.put(slugPath, {
    headers: JSON_AUTH,
    data: { title: "Late model picks", filters: { yearMin: 2015 } },
  });
  expect(put.status()).toBe(201);
  expect(await put.json()).toMatchObject({
    website_id: siteId,
    search_slug: { slug, title: "Late model picks", path: `${searchBase}/${slug}` },
  });

  expect((await listed()).find((s) => s.slug === slug)).toMatchObject({
    title: "Late model picks",
    filters: { yearMin: 2015 },
  });
  const templates = await request.get(`/api/v1/websites/${siteId}/search_page_templates.json`, {
    headers: AUTH,
  });
  expect(
    ((await templates.json()) as { templates: { slug: string }[] }).templates.map((t) => t.slug),
  ).toContain(slug);
  const sitemap = await (await sitePage(request, port, "/sitemap.xml")).text();
  expect(sitemap).toContain(`${searchBase}/${slug}`);

  const response = await page.goto(`http://${site.slug}.localhost:${port}${searchBase}/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Late model picks");
  await expectNoAxeViolations(page);

  // Replacing it changes the title at once too.
  const replaced = await request.put(slugPath, {
    headers: JSON_AUTH,
    data: { title: "Recent picks", filters: { yearMin: 2018 } },
  });
  expect(replaced.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recent picks");

  const deleted = await request.delete(slugPath, { headers: AUTH });
  expect(deleted.status()).toBe(204);
  expect((await listed()).map((s) => s.slug)).not.toContain(slug);
  expect((await sitePage(request, port, `${searchBase}/${slug}`)).status()).toBe(404);
  expect((await request.delete(slugPath, { headers: AUTH })).status()).toBe(404);
});

/**
 * A car on sale that neither the home page nor the top of the first search page shows, so the
 * site specs that open those cards are not looking at it.
 */
async function quietCarOnSale(request: APIRequestContext, port: number): Promise<CarJson> {
  const home = carLinks(await (await sitePage(request, port, "/")).text());
  const firstPage = carLinks(
    await (await sitePage(request, port, `${searchBase}/${defaultSlug}`)).text(),
  );
  const secondPage = carLinks(
    await (await sitePage(request, port, `${searchBase}/${defaultSlug}/page/2`)).text(),
  );
  const candidates = [...secondPage, ...firstPage.slice(6).reverse()].filter(
    (slug) => !home.includes(slug) && !firstPage.slice(0, 6).includes(slug),
  );
  let car: CarJson | null = null;
  for (const slug of candidates) {
    const answer = (await (
      await request.get(`/api/v1/websites/${siteId}/cars/${slug}.json`, { headers: AUTH })
    ).json()) as CarJson;
    if (answer.status === "in_stock" && !answer.sold && !answer.reserved && !answer.tag) {
      if ((answer.price ?? 0) > 10) {
        car = answer;
        break;
      }
    }
  }
  if (!car) throw new Error(`no car on sale on page 2 of ${site.slug}'s search`);
  return car;
}

test("a car's price and sale written through the API show on its cached page at once", async ({
  request,
  page,
}, testInfo) => {
  const port = portOf(testInfo);
  const original = await quietCarOnSale(request, port);
  const apiPath = `/api/v1/websites/${siteId}/cars/${original.slug}.json`;
  const vehiclePath = `${vehicleBase}/${original.slug}`;
  // A filtered search (its canonical path, cached like the plain one) that lists the car first
  // once it is the cheapest of its make.
  const filteredPath = `${searchBase}/${defaultSlug}/make/${encodeURIComponent(displayMake(original.make))}${cheapestFirst}`;

  try {
    // The vehicle page comes from the page cache once rendered.
    const first = await sitePage(request, port, vehiclePath);
    expect(first.status()).toBe(200);
    const second = await sitePage(request, port, vehiclePath);
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
    expect((await sitePage(request, port, filteredPath)).status()).toBe(200);
    const filteredBefore = await sitePage(request, port, filteredPath);
    expect(filteredBefore.headers()["x-nextjs-cache"]).toBe("HIT");
    expect((await filteredBefore.text()).includes("$12,345")).toBe(false);
    const vehicleUrl = `${vehiclePath}</loc>`;
    const sitemapBefore = await (await sitePage(request, port, "/sitemap.xml")).text();
    expect(sitemapBefore.includes(vehicleUrl), "car for sale in the sitemap").toBe(true);

    const newPrice = 12_345;
    const patched = await request.patch(apiPath, { headers: JSON_AUTH, data: { price: newPrice } });
    expect(patched.status()).toBe(200);
    expect(await patched.json()).toMatchObject({ id: original.id, price: newPrice });

    const afterPrice = await sitePage(request, port, vehiclePath);
    expect((await afterPrice.text()).includes("$12,345"), "new price on the vehicle page").toBe(
      true,
    );
    const filteredAfter = await (await sitePage(request, port, filteredPath)).text();
    expect(filteredAfter.includes("$12,345"), "new price on the filtered search").toBe(true);
    const json = (await (await request.get(apiPath, { headers: AUTH })).json()) as CarJson;
    expect(json.price).toBe(newPrice);

    const sold = await request.patch(`/api/v1/websites/${siteId}/cars/${original.id}.json`, {
      headers: JSON_AUTH,
      data: { sold: true },
    });
    expect(sold.status()).toBe(200);
    expect(await sold.json()).toMatchObject({ status: "sold", sold: true });

    // The sitemap lists what the search lists (one stock scope): a car sold just now stays
    // for the site's sold window, and its entry is re-read with the write (new lastmod).
    const sitemapAfter = await (await sitePage(request, port, "/sitemap.xml")).text();
    expect(sitemapAfter.includes(vehicleUrl), "sold car kept for the sold window").toBe(true);
    expect(sitemapAfter, "sitemap re-read after the write").not.toBe(sitemapBefore);
    await page.goto(`http://${site.slug}.localhost:${port}${vehiclePath}`);
    await expect(page.locator("article header")).toContainText(soldLabel);
    await expect(page.getByTestId("vehicle-price")).toContainText("$12,345");
    await expectNoAxeViolations(page);
  } finally {
    const restored = await request.patch(apiPath, {
      headers: JSON_AUTH,
      data: { price: original.price, status: "in_stock" },
    });
    expect(restored.status()).toBe(200);
  }
  const back = await sitePage(request, port, vehiclePath);
  expect((await back.text()).includes("$12,345"), "old price back on the vehicle page").toBe(false);
});

test("a car deleted through the API is off its cached page and the search at once", async ({
  request,
  page,
}, testInfo) => {
  const port = portOf(testInfo);
  // A car of the spec's own, of a make the site stocks, priced to be that make's cheapest, so
  // the make's search lists it first; the demo cars the other tests read are left alone.
  const listing = await request.get(`/api/v1/websites/${siteId}/cars.json?limit=1`, {
    headers: AUTH,
  });
  expect(listing.status()).toBe(200);
  const { make } = ((await listing.json()) as { cars: CarJson[] }).cars[0]!;
  const location = site.locations[0]!;
  const created = await request.post(`/api/v1/websites/${siteId}/cars.json`, {
    headers: JSON_AUTH,
    data: {
      stocknum: `DEL${Date.now().toString(36)}`.toUpperCase(),
      make,
      model: "Deletable",
      year: 2021,
      car_type: "used",
      price: 100,
      km: 1000,
      dealership: location.dealership,
      location: location.slug,
    },
  });
  expect([created.status(), await created.text()]).toEqual([201, expect.any(String)]);
  const car = (await created.json()) as CarJson;
  const apiPath = `/api/v1/websites/${siteId}/cars/${car.id}.json`;
  const vehiclePath = `${vehicleBase}/${car.slug}`;
  const filteredPath = `${searchBase}/${defaultSlug}/make/${encodeURIComponent(displayMake(make))}${cheapestFirst}`;

  try {
    // Fill the caches: the vehicle page, the make's search and the sitemap, each listing the car.
    expect((await sitePage(request, port, vehiclePath)).status()).toBe(200);
    const cached = await sitePage(request, port, vehiclePath);
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await cached.text()).toContain("Deletable");
    expect((await sitePage(request, port, filteredPath)).status()).toBe(200);
    const searchBefore = await sitePage(request, port, filteredPath);
    expect(searchBefore.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(carLinks(await searchBefore.text())).toContain(car.slug);
    const vehicleUrl = `${vehiclePath}</loc>`;
    expect(await (await sitePage(request, port, "/sitemap.xml")).text()).toContain(vehicleUrl);

    const deleted = await request.delete(apiPath, { headers: AUTH });
    expect(deleted.status()).toBe(204);

    // The next request answers the not-found page, as for any vehicle no longer listed.
    const gone = await sitePage(request, port, vehiclePath);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("Page not found");
    const searchAfter = await sitePage(request, port, filteredPath);
    expect(searchAfter.status()).toBe(200);
    expect(carLinks(await searchAfter.text())).not.toContain(car.slug);
    expect(await (await sitePage(request, port, "/sitemap.xml")).text()).not.toContain(vehicleUrl);
    expect((await request.get(apiPath, { headers: AUTH })).status()).toBe(404);

    const response = await page.goto(`http://${site.slug}.localhost:${port}${vehiclePath}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("Deletable")).toHaveCount(0);
  } finally {
    // Gone already when the test passed; a failed run does not leave its car on the site.
    const cleanup = await request.delete(apiPath, { headers: AUTH });
    expect([204, 404]).toContain(cleanup.status());
  }
});

test("a page rendered while a write lands is not kept: the next request shows the write", async ({
  request,
}, testInfo) => {
  const port = portOf(testInfo);
  const original = await quietCarOnSale(request, port);
  const apiPath = `/api/v1/websites/${siteId}/cars/${original.slug}.json`;
  const vehiclePath = `${vehicleBase}/${original.slug}`;
  const setPrice = async (price: number) => {
    const answer = await request.patch(apiPath, { headers: JSON_AUTH, data: { price } });
    expect(answer.status()).toBe(200);
  };
  const shows = (html: string, price: number) => html.includes(`$${price.toLocaleString("en-US")}`);
  try {
    // Each round: a write expires the page, a request starts rendering it, and a second write
    // lands while that render runs. The render read the first price; it must not be cached as
    // the page after the second write.
    for (let round = 1; round <= 12; round += 1) {
      await setPrice(21_000 + round);
      const render = sitePage(request, port, vehiclePath);
      await new Promise((resolve) => setTimeout(resolve, (round % 4) * 10));
      await setPrice(23_000 + round);
      expect((await render).status()).toBe(200);
      const next = await (await sitePage(request, port, vehiclePath)).text();
      expect(shows(next, 23_000 + round), `round ${round}: the second write's price`).toBe(true);
    }
  } finally {
    await setPrice(original.price!);
  }
});

test("writes need basic auth, valid JSON bodies, and the site's own cars", async ({
  request,
}, testInfo) => {
  const port = portOf(testInfo);
  const slugPath = `/api/v1/websites/${siteId}/pages/search_slugs/${WRITTEN_SLUG_PREFIX}x.json`;
  const valid = { title: "Anything", filters: {} };

  for (const answer of [
    await request.put(slugPath, { data: valid }),
    await request.delete(slugPath),
    await request.patch(`/api/v1/websites/${siteId}/cars/1.json`, { data: { price: 1 } }),
    await request.put(slugPath, {
      headers: { authorization: `Basic ${btoa("platform:wrong")}` },
      data: valid,
    }),
  ]) {
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toHaveProperty("error");
  }

  const invalid = await request.put(`/api/v1/websites/${siteId}/pages/search_slugs/bad.slug.json`, {
    headers: JSON_AUTH,
    data: { title: "", filters: { carType: ["vintage"], priceMin: "cheap" } },
  });
  expect(invalid.status()).toBe(422);
  const body = (await invalid.json()) as { error: string; errors: Record<string, string> };
  expect(body.error).toBeTruthy();
  expect(Object.keys(body.errors).sort()).toEqual([
    "filters.carType",
    "filters.priceMin",
    "slug",
    "title",
  ]);

  const malformed = await request.put(slugPath, {
    headers: JSON_AUTH,
    data: Buffer.from("{not json"),
  });
  expect(malformed.status()).toBe(400);

  // A car of the first site, asked for on the second site: not found, and never changed.
  const firstSite = DEMO_SITES[0]!;
  const firstHome = await request.get(`http://127.0.0.1:${port}/`, {
    headers: { host: `${firstSite.slug}.localhost:${port}` },
  });
  const firstBase = firstSite.settings.paths?.vehicleBase ?? "/cars";
  const otherSlug = new RegExp(`href="${firstBase}/([A-Za-z0-9_-]+)"`).exec(
    await firstHome.text(),
  )?.[1];
  if (!otherSlug) throw new Error(`no car on ${firstSite.slug}'s home page`);
  const otherPath = `/api/v1/websites/${otherSiteId}/cars/${otherSlug}.json`;
  const otherCar = (await (await request.get(otherPath, { headers: AUTH })).json()) as CarJson;
  for (const key of [otherSlug, String(otherCar.id), "no-such-car", "bad.key", "99999999"]) {
    const answer = await request.patch(`/api/v1/websites/${siteId}/cars/${key}.json`, {
      headers: JSON_AUTH,
      data: { price: 1 },
    });
    expect(answer.status(), key).toBe(404);
    expect(await answer.json()).toEqual({ error: "Car not found" });
  }
  expect(((await (await request.get(otherPath, { headers: AUTH })).json()) as CarJson).price).toBe(
    otherCar.price,
  );
  const unknownSite = await request.patch(`/api/v1/websites/999999/cars/x.json`, {
    headers: JSON_AUTH,
    data: { price: 1 },
  });
  expect(unknownSite.status()).toBe(404);

  const badCar = await request.patch(`/api/v1/websites/${siteId}/cars/1.json`, {
    headers: JSON_AUTH,
    data: { price: -5, sold: "maybe", wheels: 4 },
  });
  expect(badCar.status()).toBe(422);
  // Every bad field at once, an unknown one under its own name.
  expect(Object.keys(((await badCar.json()) as { errors: object }).errors).sort()).toEqual([
    "price",
    "sold",
    "wheels",
  ]);
});
