import { createServer } from "node:http";
import { listenOnLoopback } from "./listen.ts";

/**
 * A local stand-in for the two NEVDIS products the NEVDIS lookup asks, answering as Blue Flag's
 * published REST API does: the secret key as the bare `Authorization` header,
 * GET /nevdis/vehicle_details?plate&state and GET /nevdis/build_and_compliance?plate&state, each
 * `{ request_id, result: [...] }` with an empty result for a plate the register does not hold,
 * 400 without plate or state, 401 for a wrong key, and any status the test sets.
 */

export type NevdisStandInRequest = {
  path: string;
  query: URLSearchParams;
  authorization: string | null;
};

export type NevdisStandIn = {
  url: string;
  requests: NevdisStandInRequest[];
  /** Answer every request with this status from now on (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

type RegisterEntry = {
  vin: string;
  make: string;
  model: string;
  colour: string;
  body_type: string;
  vehicle_type: string;
  engine_number: string;
  compliance_plate: string | null;
  year_of_manufacture: string | null;
};

/** The register the stand-in holds, by state and plate. NSW gives no year of manufacture. */
export const NEVDIS_STAND_IN_REGISTER: Record<string, RegisterEntry> = {
  "VIC:NEV001": {
    vin: "KMHH351EMKU000001",
    make: "HYUNDAI",
    model: "I30",
    colour: "SILVER OR CHROME",
    body_type: "HATCHBACK",
    vehicle_type: "PASSENGER VEHICLES",
    engine_number: "G4NAKU000001",
    compliance_plate: "2019-07",
    year_of_manufacture: "2019",
  },
  "NSW:NEV002": {
    vin: "MR0HA3CD500000002",
    make: "TOYOTA",
    model: "HILUX",
    colour: "WHITE",
    body_type: "UTILITY",
    vehicle_type: "LIGHT GOODS VEHICLE",
    engine_number: "1GD0000002",
    compliance_plate: "2020-11",
    year_of_manufacture: null,
  },
};

const DETAIL_FIELDS = [
  "make",
  "model",
  "colour",
  "body_type",
  "vehicle_type",
  "engine_number",
] as const;

export async function startNevdisStandIn(apiKey: string): Promise<NevdisStandIn> {
  const requests: NevdisStandInRequest[] = [];
  let failure: number | null = null;
  let counter = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const authorization = request.headers.authorization ?? null;
    requests.push({ path: url.pathname, query: url.searchParams, authorization });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    counter += 1;
    const requestId = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
    if (failure) return send(failure, { request_id: requestId, message: "stand-in failure" });
    if (authorization !== apiKey) {
      return send(401, { request_id: requestId, message: "Invalid authorization" });
    }
    const product = /^\/nevdis\/(vehicle_details|build_and_compliance)$/.exec(url.pathname);
    if (request.method !== "GET" || !product) {
      return send(404, { request_id: requestId, message: "Not found" });
    }
    const plate = url.searchParams.get("plate");
    const state = url.searchParams.get("state");
    if (!plate || !state) {
      return send(400, { request_id: requestId, message: "plate and state are required" });
    }
    const entry = NEVDIS_STAND_IN_REGISTER[`${state}:${plate}`];
    if (!entry) return send(200, { request_id: requestId, result: [] });
    const common = { vin: entry.vin, chassis: null, registration: { plate, state } };
    const result =
      product[1] === "vehicle_details"
        ? { ...common, ...Object.fromEntries(DETAIL_FIELDS.map((field) => [field, entry[field]])) }
        : {
            ...common,
            compliance_plate: entry.compliance_plate,
            year_of_manufacture: entry.year_of_manufacture,
          };
    return send(200, { request_id: requestId, result: [result] });
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
