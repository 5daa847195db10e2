import { type FuzzKit, type RouteCase } from "./kit.ts";

/** `events/car_phone_call/route.ts` */
function eventsCarPhoneCallRoute(kit: FuzzKit): RouteCase {
  const { carEventRequests } = kit;
  return () => carEventRequests("/api/events/car_phone_call");
}

/** `events/route.ts` */
function eventsRoute(kit: FuzzKit): RouteCase {
  const { collectorRequests } = kit;
  return () => collectorRequests();
}

/** `events/phone_reveal/route.ts` */
function eventsPhoneRevealRoute(kit: FuzzKit): RouteCase {
  const { carEventRequests } = kit;
  return () => carEventRequests("/api/events/phone_reveal");
}

/** The events route files and their bad requests. */
export function eventsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "events/car_phone_call/route.ts": eventsCarPhoneCallRoute(kit),
    "events/route.ts": eventsRoute(kit),
    "events/phone_reveal/route.ts": eventsPhoneRevealRoute(kit),
  };
}
