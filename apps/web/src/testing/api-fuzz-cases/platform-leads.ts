import fc from "fast-check";
import { LEAD_STATUSES } from "@forecourt/core/leads/lead-statuses";
import {
  badJsonBodies,
  huge,
  junk,
  platformJson,
  wrongMethod,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";
import type { RouteMethod } from "../../server/http/route-methods.ts";

/** `v1/websites/[id]/leads/[leadId]/route.ts` */
function leadsByLeadIdRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () =>
    fc.oneof(
      fc
        .oneof(
          fc.uuid().map((id) => `${id}.json`),
          junk,
        )
        .map((leadId): BadRequest => ({
          ...platformJson("GET", { ...siteParams(), leadId }, null),
          path: "/api/v1/leads",
        })),
      fc
        .tuple(
          fc.oneof(
            fc.uuid().map((id) => `${id}.json`),
            junk,
          ),
          fc.oneof(
            fc.constantFrom(
              { status: "won" },
              { status: "New" },
              { status: 5 },
              {},
              { status: "lost", note: 7 },
              { status: "lost", extra: true },
              { status: "lost", note: huge(2_001) },
              [],
              "sold",
            ),
            fc
              .stringMatching(/^[a-z]{1,12}$/)
              .filter((status) => !LEAD_STATUSES.includes(status as never))
              .map((status) => ({ status })),
          ),
        )
        .map(([leadId, body]): BadRequest => ({
          ...platformJson("PATCH", { ...siteParams(), leadId }, JSON.stringify(body)),
          path: "/api/v1/leads",
        })),
      fc.uuid().map((id): BadRequest => ({
        ...platformJson("PATCH", { ...siteParams(), leadId: id }, '{"status":"contacted"}'),
        path: "/api/v1/leads",
      })),
      ...badJsonBodies(
        "PATCH",
        { ...siteParams(), leadId: "x" },
        '{"status":"lost"}',
        "/api/v1/leads",
      ),
      fc.constantFrom<RouteMethod>("GET", "PATCH").chain((method) =>
        platformTrouble(method, "/api/v1/leads", {
          leadId: "00000000-0000-4000-8000-000000000000",
        }),
      ),
      wrongMethod(["GET", "PATCH"], "/api/v1/leads", { ...siteParams(), leadId: "x" }),
    );
}

/** `v1/websites/[id]/leads.json/route.ts` */
function leadsJsonRoute(kit: FuzzKit): RouteCase {
  const { leadsQueryCase } = kit;
  return leadsQueryCase("leads.json");
}

/** `v1/websites/[id]/leads.csv/route.ts` */
function leadsCsvRoute(kit: FuzzKit): RouteCase {
  const { leadsQueryCase } = kit;
  return leadsQueryCase("leads.csv");
}

/** `v1/websites/[id]/leads/[leadId]/files/[fileId]/route.ts` */
function leadsByLeadIdFilesByFileIdRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () =>
    fc.oneof(
      fc
        .tuple(fc.oneof(fc.uuid(), junk), fc.oneof(fc.uuid(), junk))
        .map(([leadId, fileId]): BadRequest => ({
          ...platformJson("GET", { ...siteParams(), leadId, fileId }, null),
          path: "/api/v1/lead-files",
        })),
      platformTrouble("GET", "/api/v1/lead-files", {
        leadId: "00000000-0000-4000-8000-000000000000",
        fileId: "00000000-0000-4000-8000-000000000000",
      }),
      wrongMethod(["GET"], "/api/v1/lead-files", { ...siteParams(), leadId: "x", fileId: "y" }),
    );
}

/** The platform-leads route files and their bad requests. */
export function platformLeadsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/leads/[leadId]/route.ts": leadsByLeadIdRoute(kit),
    "v1/websites/[id]/leads.json/route.ts": leadsJsonRoute(kit),
    "v1/websites/[id]/leads.csv/route.ts": leadsCsvRoute(kit),
    "v1/websites/[id]/leads/[leadId]/files/[fileId]/route.ts": leadsByLeadIdFilesByFileIdRoute(kit),
  };
}
