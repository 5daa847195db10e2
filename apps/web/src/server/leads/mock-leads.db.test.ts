import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_MESSAGE } from "@forecourt/core/validation/messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import { leads, outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as mockLeadRoute from "@/app/api/mock/leads/[leadId]/route";
import * as mockLeadsRoute from "@/app/api/mock/leads/route";
import * as mockWithFilesRoute from "@/app/api/mock/leads/with-files/route";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { NOT_IN_MOCK_MODE_MESSAGE } from "../api/browser/lead-handlers.ts";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";

let handle: DatabaseHandle;
let mockSite: LeadTestSite;
let liveSite: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  mockSite = await createLeadTestSite(handle.db, {
    slug: "mock-site",
    settings: { leads: { isMockMode: true } },
  });
  liveSite = await createLeadTestSite(handle.db, { slug: "live-site" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

function post(slug: string, path: string, body: unknown, method = "POST") {
  return new Request(`http://${slug}.localhost:3330${path}`, {
    method,
    headers: { host: `${slug}.localhost:3330`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function stored() {
  const [leadRows] = await handle.db.select({ value: count() }).from(leads);
  const [outboxRows] = await handle.db.select({ value: count() }).from(outbox);
  return [leadRows?.value, outboxRows?.value];
}

describe("mock mode (spec §7 /mock prefix)", () => {
  it("answers a good lead like the real API, with an id, and stores and sends nothing", async () => {
    const before = await stored();
    const created = await callRoute(
      mockLeadsRoute,
      "POST",
      post(mockSite.slug, "/api/mock/leads", { lead: generalEnquiry() }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await callRoute(
      mockLeadRoute,
      "PUT",
      post(mockSite.slug, `/api/mock/leads/${id}`, { lead: generalEnquiry() }, "PUT"),
      { leadId: id },
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ id });
    expect(await stored()).toEqual(before);
  });

  it("checks a bad lead exactly as the real API does", async () => {
    const bad = { lead: generalEnquiry({ email: "not-an-email" }) };
    const mock = await callRoute(
      mockLeadsRoute,
      "POST",
      post(mockSite.slug, "/api/mock/leads", bad),
    );
    const real = await callRoute(leadsRoute, "POST", post(liveSite.slug, "/api/leads", bad));
    expect(mock.status).toBe(422);
    expect(real.status).toBe(422);
    const mockBody = (await mock.json()) as { errors: Record<string, string> };
    expect(mockBody.errors.email).toBe(EMAIL_MESSAGE);
    expect(mockBody).toEqual(await real.json());
  });

  it("is off unless the site's settings turn it on", async () => {
    const before = await stored();
    const response = await callRoute(
      mockLeadsRoute,
      "POST",
      post(liveSite.slug, "/api/mock/leads", { lead: generalEnquiry() }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: NOT_IN_MOCK_MODE_MESSAGE });
    const data = new FormData();
    data.append("lead", JSON.stringify(generalEnquiry()));
    const files = await callRoute(
      mockWithFilesRoute,
      "POST",
      new Request(`http://${liveSite.slug}.localhost:3330/api/mock/leads/with-files`, {
        method: "POST",
        headers: { host: `${liveSite.slug}.localhost:3330` },
        body: data,
      }),
    );
    expect(files.status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
