import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { dictionary } from "@forecourt/core/locale/dictionary";
import {
  VALUATION_ENDPOINTS,
  valuationEndpointOf,
} from "@forecourt/core/valuation/valuation-service";
import { offlineVehicle } from "@forecourt/core/valuation/vehicle-lookup";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";

const settingsOf = (slug: string) =>
  siteSettingsSchema.parse(DEMO_SITES.find((demo) => demo.slug === slug)?.settings ?? {});

test.describe("lookups (issue 40, item 10)", () => {
  test(
    "NEVDIS and car-clarity answer where the site switches them on, and nowhere else (per site: features.nevdis, commerce.financeProvider)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const settings = settingsOf(site.slug);
      // Asked from the site's own page, as its forms ask: the browser reaches the site's host.
      await page.goto("/");
      const post = (path: string, data: unknown) =>
        page.evaluate(
          async ({ path, data }) => {
            const response = await fetch(path, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(data),
            });
            return { status: response.status, body: await response.text() };
          },
          { path, data },
        );
      const nevdis = await post("/api/nevdis", { rego: "ABC123", regoState: "VIC" });
      if (settings.features.nevdis) {
        expect(nevdis.status).toBe(200);
        const vehicle = offlineVehicle(
          { rego: "ABC123", regoState: "VIC" },
          new Date().getFullYear(),
        );
        expect(JSON.parse(nevdis.body)).toEqual({ vehicle });
        // The offline registry knows only its listed demo plates: any other is not found.
        const unknown = await post("/api/nevdis", { rego: "QQQ999", regoState: "VIC" });
        expect(unknown.status).toBe(404);
      } else {
        expect(nevdis.status).toBe(404);
      }
      const clarity = await post("/api/carClarityCustomer", {});
      expect(clarity.status).toBe(settings.commerce.financeProvider === "car-clarity" ? 422 : 404);
    },
  );

  test(
    "the trade-in form asks the site's valuation service (per site: features, commerce.valuationService)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const settings = settingsOf(site.slug);
      const endpoint = valuationEndpointOf(settings);
      test.skip(!endpoint, "this site looks plates up without valuing them");
      await page.goto("/trade-in");
      const form = page.getByRole("form", { name: "Trade-in Valuation" });
      const words = dictionary(settings.locale);
      await form.getByRole("textbox", { name: words.registration, exact: true }).fill("TRD 123");
      const state = form.getByRole("combobox", { name: words.regionLabel, exact: true });
      await state.selectOption({ index: 1 });
      await form.getByRole("textbox", { name: words.odometerLabel, exact: true }).fill("40000");
      // A lookup by either service, or the plain registry's: not any other POST the page
      // sends meanwhile (the form's analytics events go to the collector).
      const lookups: string[] = [...Object.values(VALUATION_ENDPOINTS), "/api/rego-lookup"];
      const asked = page.waitForRequest(
        (r) => r.method() === "POST" && lookups.includes(new URL(r.url()).pathname),
      );
      await form.getByRole("button", { name: "Find my vehicle" }).click();
      expect(new URL((await asked).url()).pathname).toBe(endpoint);
      await expect(form.getByText(/Trade-in estimate: \$[\d,]+ to \$[\d,]+/)).toBeVisible();
    },
  );
});
