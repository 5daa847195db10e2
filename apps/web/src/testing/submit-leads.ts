import * as leadsRoute from "@/app/api/leads/route";
import { callRoute } from "./route-harness.ts";

/**
 * `count` general enquiries posted to a site's lead API as its browser would (over the route
 * test database, `useRouteTestDatabase`); the ids of the stored leads.
 */
export async function submitGeneralLeads(slug: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await callRoute(
      leadsRoute,
      "POST",
      new Request(`http://${slug}.localhost/api/leads`, {
        method: "POST",
        headers: { host: `${slug}.localhost`, "content-type": "application/json" },
        body: JSON.stringify({
          lead: {
            name: "Sam Buyer",
            email: `sam${i}@example.com`,
            phone: "0299999999",
            category: "General",
            message: `Lead ${i}`,
          },
        }),
      }),
    );
    if (response.status !== 201) {
      throw new Error(`lead ${i} was not stored: ${response.status} ${await response.text()}`);
    }
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}
