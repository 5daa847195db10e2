import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import {
  followConsoleMenu,
  portOf,
  searchInbox,
  sendLead,
  signInToConsole,
  staffOf,
} from "./console-helpers.ts";
import { PDF, submitForm } from "./lead-form-helpers.ts";

/**
 * The console's lead inbox, once per role: a lead sent on a demo site is listed unread, opened,
 * moved on and assigned; a salesperson is refused a lead of another dealer; axe-core on the
 * list and the detail; the list on a phone. Then the inbox's own tools: a new lead shows in the
 * open inbox without a reload, the CSV export holds the filtered leads only (formula-safe), and
 * a file sent with a storefront form downloads from the lead's page.
 */

const METRO = staffOf("sales").site ?? "";
const OTHER = DEMO_SITES.find((site) => site.slug !== METRO)?.slug ?? "";

/** Opens the inbox, finds the lead by search (unread), opens it, moves it on and assigns it. */
async function workLead(page: Page, name: string, assignTo: string, checkAxe: boolean) {
  await followConsoleMenu(page, "Leads");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  await searchInbox(page, name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(name).replaceAll("%20", "\\+")}`),
  );
  const link = page.getByRole("link", { name: `${name} (unread)` });
  await expect(link).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Status: new")).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page);
  await page.getByLabel("New status").selectOption("contacted");
  await page.getByLabel("Note (optional)").fill("Called back");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Status changed to contacted." }),
  ).toBeVisible();
  await expect(page.getByText("Status: contacted")).toBeVisible();
  await page.getByLabel("Assigned to").selectOption({ label: assignTo });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lead assigned." })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Called back" })).toBeVisible();
  // Back in the list the lead is read, contacted and assigned, with its response time.
  await page.getByRole("link", { name: "All leads" }).click();
  await searchInbox(page, name);
  await page.getByRole("button", { name: "Filter" }).click();
  // A row of the table, or on a phone a card.
  const row = page.locator("tr:visible, li[data-lead-card]:visible").filter({ hasText: name });
  await expect(row.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(row).toContainText("contacted");
}

const sales = staffOf("sales");
const salesChoice = `${sales.name} (${sales.email})`;

test("the platform operator works a lead of any site", async ({ page }, info) => {
  const name = `Olive Op ${Date.now()}`;
  await sendLead(page, portOf(info), METRO, name, "dandenong");
  await signInToConsole(page, staffOf("platform-operator").email);
  await workLead(page, name, salesChoice, true);
});

test("a dealer admin works its site's lead; the inbox fits a phone", async ({ page }, info) => {
  const name = `Adele Admin ${Date.now()}`;
  await sendLead(page, portOf(info), METRO, name, "dandenong");
  await signInToConsole(page, staffOf("dealer-admin").email);
  await page.setViewportSize({ width: 390, height: 844 });
  await workLead(page, name, salesChoice, false);
  await expectNoSidewaysScroll(page);
});

test("sales works its dealership's lead and is refused another dealer's", async ({
  page,
}, info) => {
  const port = portOf(info);
  const name = `Sally Sales ${Date.now()}`;
  const foreign = `Frank Foreign ${Date.now()}`;
  await sendLead(page, port, METRO, name, "dandenong");
  const foreignId = await sendLead(page, port, OTHER, foreign);
  await signInToConsole(page, sales.email);
  await workLead(page, name, salesChoice, false);
  // Another dealer's lead is neither listed nor found.
  await searchInbox(page, foreign);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No leads match.")).toBeVisible();
  const response = await page.goto(`/console/leads/${foreignId}`);
  expect(response?.status()).toBe(404);
  const download = await page.request.get(`/console/leads/export?q=${encodeURIComponent(foreign)}`);
  expect(await download.text()).not.toContain(foreign);
});

test("a new lead appears in the open inbox without a reload", async ({ page, browser }, info) => {
  // The inbox asks every 15 s (NEW_LEADS_POLL_MS): up to one interval's wait.
  test.slow();
  await signInToConsole(page, staffOf("dealer-admin").email);
  await page.goto("/console/leads");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  // Nothing navigates the inbox from here on: a reload would lose this marker.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const name = `Newton New ${Date.now()}`;
  const shopper = await (await browser.newContext()).newPage();
  await sendLead(shopper, portOf(info), METRO, name, "dandenong");
  await shopper.context().close();
  await expect(page.getByRole("link", { name: `${name} (unread)` })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByRole("status").filter({ hasText: "New leads arrived." })).toBeVisible();
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
});

test("the CSV export of a filtered list holds the filtered leads only, formula-safe", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const wanted = `Carla Csv ${stamp}`;
  const other = `Otto Other ${stamp}`;
  await sendLead(page, port, METRO, wanted, "dandenong", "=2+3 please call");
  await sendLead(page, port, METRO, other, "dandenong");
  await signInToConsole(page, staffOf("dealer-admin").email);
  await page.goto("/console/leads");
  await searchInbox(page, wanted);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("link", { name: `${wanted} (unread)` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toMatch(/^id,created_at,status,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(wanted);
  expect(csv).not.toContain(other);
  // A message a spreadsheet would run as a formula is kept as text.
  expect(lines[1]).toContain(",'=2+3 please call,");
});

test("a file sent with a storefront form downloads from the lead's page", async ({
  page,
}, info) => {
  // A storefront form with a file field (the careers application takes a CV).
  await page.goto(
    `http://${METRO}.localhost:${portOf(info)}/careers/apply?position=Sales%20Consultant`,
  );
  const form = page.locator("main form[data-form-id]").first();
  await expect(form).toBeVisible();
  const created = page.waitForResponse(
    (r) => r.url().includes("/api/leads") && r.request().method() === "POST",
  );
  await submitForm(page, form, "careers application");
  const { id } = (await (await created).json()) as { id: string };

  await signInToConsole(page, staffOf("dealer-admin").email);
  await page.goto(`/console/leads/${id}`);
  const files = page.getByRole("region", { name: "Files" });
  const link = files.getByRole("link", { name: /cv\.pdf/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("cv.pdf");
  expect(await readFile((await download.path()) ?? "")).toEqual(PDF);
});
