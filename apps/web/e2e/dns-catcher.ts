import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startDnsStandIn } from "../src/testing/dns-stand-in.ts";
import { DNS_PORT } from "./ports.ts";

/** Where specs publish TXT records, one file a name (its values as a JSON array). */
const DNS_DIR = fileURLToPath(new URL("../.data/e2e-dns/", import.meta.url));

/**
 * The run's DNS stand-in (global setup): the shared server looks a dealer's sending domain up
 * here (DOMAIN_VERIFY_DNS_SERVERS in playwright.config.ts), and a spec publishes the records it
 * wants found with {@link publishTxt}; every other name is NXDOMAIN at once.
 */
export default async function startDnsCatcher(): Promise<() => Promise<void>> {
  rmSync(DNS_DIR, { recursive: true, force: true });
  mkdirSync(DNS_DIR, { recursive: true });
  const dns = await startDnsStandIn({}, DNS_PORT, () => ({
    txt: Object.fromEntries(
      readdirSync(DNS_DIR).map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(readFileSync(path.join(DNS_DIR, file), "utf8")) as string[],
      ]),
    ),
  }));
  return () => dns.close();
}

/** Publishes `name`'s TXT records at the run's DNS stand-in (none: the name is gone). */
export function publishTxt(name: string, values: string[]) {
  const file = path.join(DNS_DIR, `${name.toLowerCase()}.json`);
  if (values.length === 0) rmSync(file, { force: true });
  else writeFileSync(file, JSON.stringify(values));
}
