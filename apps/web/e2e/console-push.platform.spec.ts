import { expect, test } from "@playwright/test";
import { signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * A push message reaches the console's worker (Chromium's DevTools `deliverPushMessage` standing
 * in for a push service) and it shows the lead's notification. Debian's headless shell keeps no
 * notifications (`getNotifications()` is always empty): this file runs in the full browser,
 * headless, which does.
 */
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  },
});

test("a push message to the console's worker shows the lead's notification", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await signInToConsole(page, staffOf("sales").email);
  await page.goto("/console");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    for (const registration of event.registrations) {
      if (!registration.isDeleted)
        registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.get(`${origin}/console`)).toBeTruthy();
  const notice = {
    title: "New lead: Test Drive",
    body: "Jo about the 2021 Mazda CX-5",
    url: "/console/leads",
    tag: "new-lead:e2e",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: registrations.get(`${origin}/console`) ?? "",
    data: JSON.stringify(notice),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, url: n.data?.url, tag: n.tag }));
      }),
    )
    .toEqual([notice]);
});
