import { expect, test } from "@playwright/test";
import { portOf, sendLead, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * A push message reaches the console's worker (Chromium's DevTools `deliverPushMessage` standing
 * in for a push service) and it shows the lead's notification; its click sends the open console
 * window to the lead's page. Debian's headless shell keeps no notifications
 * (`getNotifications()` is always empty): this file runs in the full browser, headless, which
 * does.
 */
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  },
});

const sales = staffOf("sales");

test("a push message to the console's worker shows the lead's notification, and its click opens the lead", async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(["notifications"]);
  const leadId = await sendLead(page, portOf(info), sales.site ?? "", `Pia Push ${Date.now()}`);
  await signInToConsole(page, sales.email);
  await page.goto("/console");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Ready is the worker active, not yet this page in its hands (its claim comes after): a window
  // the worker does not control cannot be sent to the lead, so a new one would open instead.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
    url: `/console/leads/${leadId}`,
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

  // No DevTools command clicks a notification: the click the platform would deliver is
  // dispatched on the worker itself, with the notification it shows.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  await worker?.evaluate(async () => {
    // The worker's own globals, which the page's type library does not name.
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    } & EventTarget;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error("no notification shown");
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(`${origin}/console/leads/${leadId}`);
});
