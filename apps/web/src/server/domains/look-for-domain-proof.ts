import "server-only";
import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import type { LookupFunction } from "node:net";
import {
  verificationPath,
  verificationRecordName,
  type DomainProofSeen,
} from "@forecourt/core/tenancy/domain-verification";

type ProofLookupOptions = {
  /** DNS servers (`ip` or `ip:port`); empty: the system's resolvers. */
  dnsServers: string[];
  /** The port the HTTP token is fetched from. */
  httpPort: number;
  timeoutMs?: number;
};

const MAX_BODY_BYTES = 1_024;

/**
 * What the world says about a domain's proof: the TXT records at its record name, and the body
 * its HTTP token path answers (fetched from the address DNS gives the domain, redirects not
 * followed). Failures are "nothing found", never errors: the dealer may not have set DNS yet.
 */
export async function lookForDomainProof(
  host: string,
  token: string,
  options: ProofLookupOptions,
): Promise<DomainProofSeen> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const resolver = dnsResolver(options.dnsServers, timeoutMs);
  const [txtRecords, httpBody] = await Promise.all([
    lookUpTxt(resolver, verificationRecordName(host)),
    fetchToken(host, token, {
      port: options.httpPort,
      timeoutMs,
      lookup: options.dnsServers.length > 0 ? lookupWith(resolver) : undefined,
    }),
  ]);
  return { txtRecords, httpBody };
}

/** A resolver asking `dnsServers` (`ip` or `ip:port`; none: the system's), twice at most. */
export function dnsResolver(dnsServers: readonly string[], timeoutMs = 5_000): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 2 });
  if (dnsServers.length > 0) resolver.setServers([...dnsServers]);
  return resolver;
}

/** The TXT records at a name, each one's strings joined; null when there are none or no answer. */
export function lookUpTxt(resolver: dns.Resolver, name: string): Promise<string[] | null> {
  return resolver.resolveTxt(name).then(
    (records) => records.map((chunks) => chunks.join("")),
    () => null,
  );
}

/** A `net` lookup that asks the given resolver for the host's IPv4 addresses. */
function lookupWith(resolver: dns.Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver.resolve4(hostname).then(
      (addresses) => {
        if (options.all) {
          const all: LookupAddress[] = addresses.map((address) => ({ address, family: 4 }));
          callback(null, all);
        } else if (addresses[0]) {
          callback(null, addresses[0], 4);
        } else {
          callback(
            Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }),
            "",
          );
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

function fetchToken(
  host: string,
  token: string,
  { port, timeoutMs, lookup }: { port: number; timeoutMs: number; lookup?: LookupFunction },
): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host,
        port,
        path: verificationPath(token),
        headers: { host, accept: "text/plain" },
        timeout: timeoutMs,
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
          if (body.length > MAX_BODY_BYTES) response.destroy();
        });
        response.on("end", () => resolve(body));
        response.on("error", () => resolve(null));
        response.on("close", () => resolve(body.length > MAX_BODY_BYTES ? null : body));
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(null));
  });
}
