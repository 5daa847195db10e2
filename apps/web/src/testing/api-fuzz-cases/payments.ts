import fc from "fast-check";
import {
  getOnStrangeHosts,
  getsWithQueries,
  huge,
  json,
  postJson,
  wrongMethod,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";

/** `reservations/route.ts` */
function reservationsRoute(kit: FuzzKit): RouteCase {
  const { browserPostCases } = kit;
  return () => {
    const path = "/api/reservations";
    const answers = { first_name: "Sam", last_name: "Lee", email: "sam@example.com" };
    const body = fc.oneof(
      fc.record({
        car_id: fc.constantFrom("", "no such car", "../x", 42, null, huge(300)),
        kind: fc.constant("reserve"),
        answers: fc.constant(answers),
      }),
      fc.record({
        car_id: fc.constant("hilux-sr5"),
        kind: fc.constantFrom("buy", "", 3, null),
        answers: fc.constant(answers),
      }),
      fc.record({
        car_id: fc.constant("hilux-sr5"),
        answers: fc.constantFrom(null, "text", [], { email: "not an email" }),
      }),
      // A valid body: the test car has no payment processor, so it is refused, never held.
      fc.record({
        car_id: fc.constantFrom("hilux-sr5", "no-such-car"),
        kind: fc.constantFrom("reserve", "purchase"),
        answers: fc.constant({
          ...answers,
          phone: "0412345678",
          terms_conditions: true,
        }),
      }),
    );
    return browserPostCases(path, body, { car_id: "hilux-sr5", answers });
  };
}

/** `reservations/hold/route.ts` */
function reservationsHoldRoute(): RouteCase {
  return () =>
    fc.oneof(
      getsWithQueries(
        "/api/reservations/hold",
        "",
        "?car_id=",
        "?car_id=no-such-car",
        "?car_id=x%00y",
        "?car_id=../x",
        `?car_id=${"a".repeat(300)}`,
      ),
      getOnStrangeHosts("/api/reservations/hold?car_id=hilux-sr5"),
      wrongMethod(["GET"], "/api/reservations/hold", {}),
    );
}

/** `payments/return/route.ts` */
function paymentsReturnRoute(): RouteCase {
  return () =>
    fc.oneof(
      getsWithQueries(
        "/api/payments/return",
        "",
        "?reservation=",
        "?reservation=RES-AAAAAAAA",
        "?reservation=x%00y",
        "?reservation=00000000-0000-0000-0000-000000000000&cancelled=1",
      ),
      getOnStrangeHosts("/api/payments/return?reservation=RES-AAAAAAAA"),
      wrongMethod(["GET"], "/api/payments/return", {}),
    );
}

/** `payments/test/[id]/route.ts` */
function paymentsTestByIdRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const body = fc.oneof(
      fc.record({ card_number: fc.constantFrom("", 4242, null, huge(40), "1234 5678") }),
      fc.constant({}),
    );
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(body, fc.constantFrom("tp_RES-AAAAAAAA", "nothing", "", "\u0000", "tp_\u0000"))
          .map(([value, id]): BadRequest => ({
            ...postJson(`/api/payments/test/${id}`, value),
            params: { id },
          })),
      },
      fc.constant<BadRequest>({
        ...postJson("/api/payments/test/tp_RES-AAAAAAAA", { card_number: "4242 4242 4242 4242" }),
        params: { id: "tp_RES-AAAAAAAA" },
      }),
      browserTrouble(
        "POST",
        "/api/payments/test/x",
        { id: "x" },
        JSON.stringify({ card_number: "4242 4242 4242 4242" }),
      ),
      wrongMethod(["POST"], "/api/payments/test/x", { id: "x" }),
    );
  };
}

/** `payments/test/webhook/route.ts` */
function paymentsTestWebhookRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const path = "/api/payments/test/webhook";
    const event = (reference: string) =>
      JSON.stringify({ type: "payment.succeeded", reference, payment_ref: `tp_${reference}` });
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom(event("RES-AAAAAAAA"), event(""), "{}", "[]", "null", "not json"),
            fc.constantFrom(undefined, "t=1,v1=abc", ""),
          )
          .map(([body, signature]): BadRequest => ({
            method: "POST",
            path,
            params: {},
            headers: {
              ...json(),
              ...(signature === undefined ? {} : { "x-forecourt-signature": signature }),
            },
            body,
          })),
      },
      browserTrouble("POST", path, {}, event("RES-AAAAAAAA")),
      wrongMethod(["POST"], path, {}),
    );
  };
}

/** `payments/st-george/[reference]/route.ts` */
function paymentsStGeorgeByReferenceRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const body = fc.oneof(
      fc.record({ single_use_token_id: fc.constantFrom("", 42, null, huge(200), "token") }),
      fc.constant({}),
    );
    const path = "/api/payments/st-george/RES-AAAAAAAA";
    const params = { reference: "RES-AAAAAAAA" };
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(body, fc.constantFrom("RES-AAAAAAAA", "webhook", "", "\u0000"))
          .map(([value, reference]): BadRequest => ({
            ...postJson(`/api/payments/st-george/${reference}`, value),
            params: { reference },
          })),
      },
      browserTrouble("POST", path, params, JSON.stringify({ single_use_token_id: "token" })),
      wrongMethod(["POST"], path, params),
    );
  };
}

/** `payments/[provider]/webhook/route.ts` */
function paymentsByProviderWebhookRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const event = (reference: string) =>
      JSON.stringify({
        type: "checkout.session.completed",
        data: { object: { id: "cs_1", client_reference_id: reference } },
      });
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom("stripe", "test", "till", "st-george", "nope", ""),
            fc.constantFrom(event("RES-AAAAAAAA"), event(""), "{}", "[]", "null", "not json"),
            fc.constantFrom(undefined, "t=1,v1=abc", ""),
          )
          .map(([provider, body, signature]): BadRequest => ({
            method: "POST",
            path: `/api/payments/${provider}/webhook`,
            params: { provider },
            headers: {
              ...json(),
              ...(signature === undefined ? {} : { "stripe-signature": signature }),
            },
            body,
          })),
      },
      browserTrouble("POST", "/api/payments/stripe/webhook", { provider: "stripe" }, event("x")),
      wrongMethod(["POST"], "/api/payments/stripe/webhook", { provider: "stripe" }),
    );
  };
}

/** The payments route files and their bad requests. */
export function paymentsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "reservations/route.ts": reservationsRoute(kit),
    "reservations/hold/route.ts": reservationsHoldRoute(),
    "payments/return/route.ts": paymentsReturnRoute(),
    "payments/test/[id]/route.ts": paymentsTestByIdRoute(kit),
    "payments/test/webhook/route.ts": paymentsTestWebhookRoute(kit),
    "payments/st-george/[reference]/route.ts": paymentsStGeorgeByReferenceRoute(kit),
    "payments/[provider]/webhook/route.ts": paymentsByProviderWebhookRoute(kit),
  };
}
