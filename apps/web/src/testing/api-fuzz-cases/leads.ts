import fc from "fast-check";
import { IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import { ROUTE_METHODS } from "../../server/http/route-methods.ts";
import {
  AUTH,
  badLeadBody,
  BIG_LEAD,
  huge,
  json,
  junk,
  wrongMethod,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";

/** `[[...path]]/route.ts` */
function catchAllPathRoute(): RouteCase {
  return () =>
    fc
      .tuple(
        fc.constantFrom(...ROUTE_METHODS),
        fc.array(fc.stringMatching(/^[a-z0-9_.-]{1,12}$/), { minLength: 0, maxLength: 4 }),
      )
      .map(([method, path]) => ({
        method,
        path: `/api/${path.join("/")}`,
        params: { path },
        headers: { authorization: AUTH, ...json() },
        body: method === "GET" ? null : "{}",
      }));
}

/** `leads/route.ts` */
function leadsRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: badLeadBody.map((body): BadRequest => ({
          method: "POST",
          path: "/api/leads",
          params: {},
          headers: json(),
          body,
        })),
      },
      browserTrouble("POST", "/api/leads", {}, JSON.stringify({ lead: generalEnquiry() })),
      fc.constant<BadRequest>({
        method: "POST",
        path: "/api/leads",
        params: {},
        headers: json(),
        body: BIG_LEAD,
      }),
      fc.constantFrom("", " ", huge(201), "tab\tkey").map((key): BadRequest => ({
        method: "POST",
        path: "/api/leads",
        params: {},
        headers: { ...json(), [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify({ lead: generalEnquiry() }),
      })),
      wrongMethod(["POST"], "/api/leads", {}),
    );
}

/** `leads/[leadId]/route.ts` */
function leadsByLeadIdRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () =>
    fc.oneof(
      fc.tuple(fc.oneof(fc.uuid(), junk), badLeadBody).map(([leadId, body]): BadRequest => ({
        method: "PUT",
        path: `/api/leads/${leadId}`,
        params: { leadId },
        headers: json(),
        body,
      })),
      fc.oneof(fc.uuid(), junk).map((leadId): BadRequest => ({
        method: "PUT",
        path: `/api/leads/${leadId}`,
        params: { leadId },
        headers: json(),
        body: JSON.stringify({ lead: generalEnquiry() }),
      })),
      browserTrouble(
        "PUT",
        "/api/leads/x",
        { leadId: "00000000-0000-4000-8000-000000000000" },
        "{}",
      ),
      wrongMethod(["PUT"], "/api/leads/x", { leadId: "x" }),
    );
}

/** `leads/with-files/route.ts` */
function leadsWithFilesRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const path = "/api/leads/with-files";
    const multipart = (lead: string, files: File[]): BadRequest => {
      const form = new FormData();
      form.set("lead", lead);
      for (const file of files) form.append("attachment", file);
      return { method: "POST", path, params: {}, body: form };
    };
    const valid = JSON.stringify(generalEnquiry());
    return fc.oneof(
      badLeadBody.map((body) => multipart(JSON.stringify(JSON.parse(body)?.lead ?? body), [])),
      fc.string({ maxLength: 20 }).map((text) => multipart(`{${text}`, [])),
      fc
        .constantFrom(
          [new File(["MZ"], "setup.exe")],
          [new File(["hello"], "cv.pdf")],
          Array.from({ length: 6 }, (_, i) => new File(["%PDF-1.4"], `f${i}.pdf`)),
        )
        .map((files) => multipart(valid, files)),
      fc.constant<BadRequest>({
        method: "POST",
        path,
        params: {},
        headers: json("multipart/form-data; boundary=zz"),
        body: "not multipart",
      }),
      browserTrouble("POST", path, {}, valid),
      wrongMethod(["POST"], path, {}),
    );
  };
}

/** The leads route files and their bad requests. */
export function leadsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "[[...path]]/route.ts": catchAllPathRoute(),
    "leads/route.ts": leadsRoute(kit),
    "leads/[leadId]/route.ts": leadsByLeadIdRoute(kit),
    "leads/with-files/route.ts": leadsWithFilesRoute(kit),
  };
}
