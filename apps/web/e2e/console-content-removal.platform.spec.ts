import { expect, test } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectFits } from "./fixtures.ts";
import { AUTH, signInToConsole, siteIdOf, staffOf } from "./console-helpers.ts";

/**
 * Content coming down, as the marketing user on a 320 px phone: an offer unpublished from its
 * editor leaves the offers page at once; a post deleted after the question (its address "gone")
 * leaves the blog and answers 410 on the storefront, is listed under "Recently deleted", and is
 * restored from there, its address answering the post again.
 */

const marketing = staffOf("marketing");
const site = DEMO_SITES.find((demo) => demo.slug === marketing.site)!;

test("marketing unpublishes an offer, deletes a post (410 on the site) and restores it", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const port = (testInfo.project.metadata as { port: number }).port;
  const storefront = `http://${site.slug}.localhost:${port}`;
  const run = Date.now().toString(36);
  // The storefront as a shopper's browser sees it (its host resolves there).
  const shopper = await (await browser.newContext()).newPage();
  const visit = async (url: string) => {
    const response = await shopper.goto(url);
    return { status: response!.status(), text: await shopper.content() };
  };
  const siteId = await siteIdOf(port, site.slug);
  const put = async (kind: "offers" | "blog_posts", slug: string, body: object) => {
    const response = await request.put(
      `http://localhost:${port}/api/v1/websites/${siteId}/${kind}/${slug}.json`,
      { headers: { authorization: AUTH }, data: body },
    );
    expect(response.status(), await response.text()).toBe(201);
  };
  const offerTitle = `Removal offer ${run}`;
  const postTitle = `Removal post ${run}`;
  const postSlug = `removal-post-${run}`;
  await put("offers", `removal-offer-${run}`, { title: offerTitle, summary: "For a day" });
  await put("blog_posts", postSlug, { title: postTitle, body_html: "<p>Soon gone.</p>" });
  const blog = (site.settings.paths as { blog?: string } | undefined)?.blog ?? "/blog";
  const postAddress = `${storefront}${blog}/${postSlug}`;
  expect((await visit(postAddress)).status).toBe(200);

  await page.setViewportSize({ width: 320, height: 720 });
  await signInToConsole(page, marketing.email);
  await page.goto(`/console/sites/${siteId}/content`);

  // Unpublish the offer from its editor: off the offers page at once, a draft in the studio.
  await page.getByRole("link", { name: offerTitle }).click();
  await page.getByRole("button", { name: "Unpublish this offer" }).click();
  // The page comes back without the button (nothing left to unpublish) and says where it stands.
  await expect(page.getByText("Unpublished: a draft, not on the site.")).toBeVisible();
  await expectFits(page);
  expect((await visit(`${storefront}/special-offers`)).text).not.toContain(offerTitle);

  // Delete the post after the question, its address answering 410 Gone (the default).
  await page.goto(`/console/sites/${siteId}/content`);
  await page.getByRole("link", { name: postTitle }).click();
  await page.getByRole("button", { name: "Delete this post" }).click();
  await expect(page.getByText(`Delete “${postTitle}”?`)).toBeFocused();
  await expect(page.getByLabel("Gone: the page has been removed (410)")).toBeChecked();
  await expectFits(page);
  await page.getByRole("button", { name: "Yes, delete this post" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Content of ${site.name}`);
  await expect(page.getByText("Deleted: the post is off the site.")).toBeVisible();
  const deleted = page.getByRole("region", { name: "Recently deleted" });
  await expect(deleted.getByRole("cell", { name: postTitle, exact: true })).toBeVisible();
  await expectFits(page);
  const gone = await visit(postAddress);
  expect(gone.status).toBe(410);
  expect(gone.text).toContain("This page has been removed");

  // Restored from "Recently deleted": the address answers the post again.
  await deleted.getByRole("button", { name: `Restore ${postTitle}` }).click();
  // Its row leaves the list with its answer; the post is back among the blog posts.
  await expect(page.getByRole("link", { name: postTitle })).toBeVisible();
  await expect(deleted.getByRole("cell", { name: postTitle, exact: true })).toHaveCount(0);
  const back = await visit(postAddress);
  expect(back.status).toBe(200);
  expect(back.text).toContain(postTitle);
});
