import { garageHref } from "@forecourt/core/garage/garage-path";
import { whatsappDigits } from "@forecourt/core/chat/whatsapp";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

function settingsOf(slug: string) {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return siteSettingsSchema.parse(site.settings);
}

test.describe("favourites and My Garage", () => {
  test("a car favourited from a card is in the garage with its price, and can be removed", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    const href = garageHref(settings);
    expect(href, "every demo site has a garage").not.toBeNull();
    await page.goto("/");
    const count = page.getByTestId("favourites-count");
    await expect(count).toHaveText("0");

    const card = page.locator("main article[data-car-id]").first();
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    const price = (await card.getByTestId("card-price").textContent())?.trim() ?? "";
    const heart = card.getByRole("button", { name: `Save ${name} to favourites` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.focus();
    await page.keyboard.press("Enter");
    const saved = card.getByRole("button", { name: `Remove ${name} from favourites` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(count).toHaveText("1");
    await expect(
      page.getByRole("status").filter({ hasText: `${name} saved to favourites` }),
    ).toHaveCount(1);

    // Stored as spec §3's Favourite under the site's key.
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as Record<string, unknown>[],
      settings.storage.favouritesKey,
    );
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      ["id", "make", "model", "name", "primary_image_url", "slug"].sort(),
    );

    // After a reload the cached page fills the heart in on the client.
    await page.reload();
    await expect(
      page
        .locator("main article[data-car-id]")
        .first()
        .getByRole("button", { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: /1 saved vehicle/ }).click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace("?", "\\?")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
    const entry = page.getByTestId("garage-saved").locator("li").first();
    await expect(entry.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(entry.getByTestId("garage-price")).toHaveText(price);
    await expectNoAxeViolations(page);

    await entry.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByTestId("garage-empty")).toBeVisible();
    await expect(count).toHaveText("0");
  });

  test("the vehicle page saves the car, the garage lists it as recently viewed", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    await page.goto("/");
    const link = page
      .locator(`main article[data-car-id] a[href^="${settings.paths.vehicleBase}/"]`)
      .first();
    await page.goto((await link.getAttribute("href")) ?? "");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    await page.getByRole("button", { name: `Save ${name} to favourites` }).click();
    // Its name holds the word it shows (WCAG 2.5.3): "Saved".
    const saved = page.getByRole("button", { name: `Saved, remove ${name} from favourites` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(saved).toContainText("Saved");
    await expect(page.getByTestId("favourites-count")).toHaveText("1");

    const whatsapp = page.locator('a[data-action="whatsapp"]');
    const digits = whatsappDigits(settings.chat.whatsappNumber);
    if (digits) {
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      const href = (await whatsapp.getAttribute("href")) ?? "";
      expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
      expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain(name);
    } else {
      await expect(whatsapp).toHaveCount(0);
    }

    await page.goto(`${settings.paths.garage}?tab=recently-viewed`);
    await expect(page.getByTestId("garage-viewed").getByRole("heading", { name })).toBeVisible();
  });

  test("details from a first enquiry are kept, fill the next form, and can be forgotten", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    await page.goto("/");
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            name: "Jo",
            last_name: "Citizen",
            email: "jo@example.com",
            phone: "0412345678",
          }),
        ),
      settings.storage.userKey,
    );
    await page.goto(`${settings.paths.garage}?tab=my-details`);
    await expect(page.getByTestId("garage-user")).toContainText("jo@example.com");
    await expectNoAxeViolations(page);
    await page.goto("/contact");
    await expect(page.getByLabel("Email", { exact: false }).first()).toHaveValue("jo@example.com");
    await page.goto(`${settings.paths.garage}?tab=my-details`);
    await page.getByRole("button", { name: "Forget my details" }).click();
    await expect(page.getByTestId("garage-no-user")).toBeVisible();
  });
});
