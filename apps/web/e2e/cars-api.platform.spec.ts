import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";

const auth = { authorization: `Basic ${btoa("platform:demo-password")}` };
const [first, second] = DEMO_SITES;
if (!first || !second) throw new Error("the demo data has fewer than two sites");

async function siteId(request: APIRequestContext, slug: string): Promise<number> {
  for (let id = 1; id <= DEMO_SITES.length + 5; id++) {
    const response = await request.get(`/api/v1/websites/${id}.json`, { headers: auth });
    if (response.ok() && ((await response.json()) as { slug: string }).slug === slug) return id;
  }
  throw new Error(`no site id for ${slug}`);
}

/** A car slug of the first demo site, from its home page's featured cards. */
async function carSlug(request: APIRequestContext, port: number): Promise<string> {
  const base = first!.settings.paths?.vehicleBase ?? "/cars";
  // Node does not resolve *.localhost: ask the loopback address with the site's Host header.
  const home = await request.get(`http://127.0.0.1:${port}/`, {
    headers: { host: `${first!.slug}.localhost:${port}` },
  });
  const html = await home.text();
  const match = new RegExp(`href="${base}/([A-Za-z0-9_-]+)"`).exec(html);
  if (!match?.[1]) throw new Error("no featured car on the home page");
  return match[1];
}

test("the cars API returns one site's car by slug or id, behind basic auth", async ({
  request,
}, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  const id = await siteId(request, first.slug);
  const slug = await carSlug(request, port);

  expect((await request.get(`/api/v1/websites/${id}/cars/${slug}.json`)).status()).toBe(401);

  const bySlug = await request.get(`/api/v1/websites/${id}/cars/${slug}.json`, { headers: auth });
  expect(bySlug.status()).toBe(200);
  const car = (await bySlug.json()) as Record<string, unknown> & { id: number };
  expect(car).toMatchObject({ slug, car_type: expect.stringMatching(/^(new|used|demo)$/) });
  for (const field of [
    "name",
    "make",
    "model",
    "year",
    "km",
    "status",
    "price",
    "stocknum",
    "vin",
    "certified",
    "reserved",
    "sold",
    "reservable",
    "preorder",
    "created_at",
    "primary_image_url",
    "images",
    "thumbnails",
    "dealership_id",
    "dealership_slug",
    "location",
    "payment_processors",
    "has_checkout_payment_processor",
    "autograb_data",
    "location_id",
  ])
    expect(car, field).toHaveProperty(field);

  // Thumbnails are the photos at thumbnail size, not the full 1200x800 pictures again.
  const thumbnails = car.thumbnails as string[];
  expect(thumbnails.length).toBeGreaterThan(0);
  expect(thumbnails[0]).toMatch(/\/media\/.+\?w=360&h=240$/);
  const thumbnail = await request.get(new URL(thumbnails[0]!).pathname + "?w=360&h=240", {
    headers: { host: `${first.slug}.localhost:${port}` },
  });
  expect(thumbnail.status()).toBe(200);
  expect(thumbnail.headers()["content-type"]).toBe("image/jpeg");
  const { width, height } = await sharp(await thumbnail.body()).metadata();
  expect([width, height]).toEqual([360, 240]);

  const byId = await request.get(`/api/v1/websites/${id}/cars/${car.id}.json`, { headers: auth });
  expect(byId.status()).toBe(200);
  expect(((await byId.json()) as { slug: string }).slug).toBe(slug);

  // Another site's car, unknown cars and malformed keys: JSON 404, never 500.
  const otherId = await siteId(request, second.slug);
  for (const path of [
    `/api/v1/websites/${otherId}/cars/${slug}.json`,
    `/api/v1/websites/${otherId}/cars/${car.id}.json`,
    `/api/v1/websites/${id}/cars/no-such-car.json`,
    `/api/v1/websites/${id}/cars/bad.slug.json`,
    `/api/v1/websites/${id}/cars/%3Cscript%3E.json`,
    `/api/v1/websites/${id}/cars/a%20b.json`,
    `/api/v1/websites/${id}/cars/${"x".repeat(300)}.json`,
    `/api/v1/websites/${id}/cars/99999999999.json`,
    `/api/v1/websites/999999/cars/${slug}.json`,
  ]) {
    const response = await request.get(path, { headers: auth });
    expect(response.status(), path).toBe(404);
    expect(await response.json(), path).toHaveProperty("error");
  }
});
