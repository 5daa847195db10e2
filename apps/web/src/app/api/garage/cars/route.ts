import { garageCarsQuerySchema } from "@forecourt/core/garage/garage-car";
import { getGarageCars } from "@/server/api/browser/get-garage-cars";
import { db } from "@/server/db";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { routeMethods } from "@/server/http/route-methods";
import { NO_STORE } from "@/server/http/no-store";

/**
 * GET /api/garage/cars?ids=12,40: the garage's saved cars with their live price and state
 * (`{cars: GarageCar[]}` in the order asked; a car the site no longer lists has state
 * "removed"). 422 for ids that are not a list of numbers, or more than a garage holds.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("garage", async ({ request, site }) => {
    const url = new URL(request.url);
    const { ids } = parseInput(
      garageCarsQuerySchema,
      { ids: url.searchParams.get("ids") ?? "" },
      "Invalid saved cars",
    );
    const saved = ids.map((id) => ({
      id,
      name: "",
      make: null,
      model: null,
      primary_image_url: null,
    }));
    const cars = await getGarageCars(await db(), site, saved);
    return Response.json({ cars }, { headers: NO_STORE });
  }),
});
