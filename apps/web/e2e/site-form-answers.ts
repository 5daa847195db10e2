import { loopback } from "../../../bench/lib/loopback.ts";

/**
 * What a site's settings add to its general enquiry, for specs that post leads straight to a
 * server they started (where did you hear, terms, and a sales location where the site has
 * several dealerships): read from the platform API as integrations do. A form that does not
 * ask one of these ignores it.
 */
export async function generalEnquiryAnswers(
  port: number,
  siteId: number,
  authorization: string,
): Promise<Record<string, unknown>> {
  const answer = await loopback(port, {
    host: `localhost:${port}`,
    path: `/api/v1/websites/${siteId}.json`,
    headers: { authorization },
    timeoutMs: 60_000,
  });
  if (answer.status !== 200) throw new Error(`website ${siteId}: ${answer.status} ${answer.body}`);
  const { locations } = JSON.parse(answer.body) as {
    locations: { id: number; location_type: string[]; visible: boolean }[];
  };
  const sales = locations.find((l) => l.visible && l.location_type.includes("sales"));
  return {
    where_did_you_hear_about_us: "Word of mouth",
    terms_conditions: true,
    ...(sales ? { location_id: String(sales.id) } : {}),
  };
}
