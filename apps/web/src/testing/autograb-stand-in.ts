import { createServer, type IncomingMessage } from "node:http";
import { listenOnLoopback } from "./listen.ts";

/**
 * A local stand-in for the two AutoGrab calls the lookups make, answering as AutoGrab's
 * published API does: the `ApiKey` header, GET /v2/vehicles/registrations/{plate}?region&state
 * ({ success, vehicle } with vehicle null for an unknown plate), POST /v2/valuations/predict
 * ({ success, prediction, bounds }), 401 for a wrong key, 429 past its allowance.
 */

export type AutoGrabStandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  apiKey: string | null;
  body: unknown;
};

export type AutoGrabStandIn = {
  url: string;
  requests: AutoGrabStandInRequest[];
  /** Answer every request with this status from now on (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

export const STAND_IN_VEHICLES: Record<
  string,
  {
    id: string;
    make: string;
    model: string;
    year: string;
    badge: string;
    vin: string;
    trade: number;
  }
> = {
  "NSW:REAL01": {
    id: "5804870883868672",
    make: "Volkswagen",
    model: "Polo",
    year: "2019",
    badge: "Comfortline",
    vin: "WVWZZZAWZKU000001",
    trade: 14_250,
  },
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function startAutoGrabStandIn(apiKey: string): Promise<AutoGrabStandIn> {
  const requests: AutoGrabStandInRequest[] = [];
  let failure: number | null = null;
  const byId = new Map(Object.values(STAND_IN_VEHICLES).map((v) => [v.id, v]));
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const body = request.method === "POST" ? await readBody(request) : null;
      const key = request.headers.apikey;
      requests.push({
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        apiKey: typeof key === "string" ? key : null,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (failure) return send(failure, { success: false, message: "stand-in failure" });
      if (key !== apiKey) return send(401, { success: false, message: "Invalid API key" });
      const plate = /^\/v2\/vehicles\/registrations\/([^/]+)$/.exec(url.pathname);
      if (request.method === "GET" && plate) {
        const found =
          STAND_IN_VEHICLES[`${url.searchParams.get("state")}:${decodeURIComponent(plate[1]!)}`];
        if (!url.searchParams.get("region")) return send(400, { success: false });
        if (!found) return send(200, { success: true, vehicle: null, upstream_vehicle: null });
        const { trade: _trade, ...vehicle } = found;
        return send(200, { success: true, vehicle: { ...vehicle, region: "au" } });
      }
      if (request.method === "POST" && url.pathname === "/v2/valuations/predict") {
        const ask = body as { vehicle_id?: string; kms?: number; region?: string };
        const vehicle = ask.vehicle_id ? byId.get(ask.vehicle_id) : undefined;
        if (!vehicle || !ask.region) return send(404, { success: false });
        const trade = vehicle.trade - Math.round((ask.kms ?? 60_000) / 100);
        return send(200, {
          success: true,
          prediction: {
            id: "pricing-1",
            vehicle_id: vehicle.id,
            kms: ask.kms ?? 60_000,
            price: trade + 4_000,
            retail_price: trade + 4_000,
            trade_price: trade,
            score: 0.8,
          },
          bounds: { trade: { lower: trade - 750, upper: trade + 750 } },
        });
      }
      return send(404, { success: false, message: "Not found" });
    })();
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    url: origin,
    requests,
    failWith(status) {
      failure = status;
    },
    close,
  };
}
