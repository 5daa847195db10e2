import {
  isKnownCertifiable,
  mayHaveCertificate,
  NO_CERTIFICATE_MESSAGE,
} from "@/server/api/ops/certificate-ask";
import { AppError } from "@/server/http/app-error";
import { rateLimitedEndpoint } from "@/server/http/edge";
import { NO_STORE } from "@/server/http/no-store";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

const domainOf = (request: Request) => new URL(request.url).searchParams.get("domain");
const yes = (domain: string) =>
  Response.json({ domain, certificate: "yes" }, { headers: NO_STORE });

/**
 * GET /api/domains/ask?domain={host}: the TLS terminator's question before it gets a
 * certificate on demand (Caddy's `on_demand_tls ask`). 200 only for a verified custom domain of
 * a live site; 404 for any other name, 400 without one, 429 past the `domains` rate limit.
 * A verified domain is answered by one indexed read before the limit (`isKnownCertifiable`), so
 * a flood of made-up names never delays a real dealer's certificate; any other name is limited
 * first, then looked up. Never cached: a domain verified a moment ago is answered yes at once.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: rateLimitedEndpoint(
    "domains",
    async ({ request }) => {
      const domain = domainOf(request);
      if (!domain) throw new AppError("BAD_REQUEST", "Send ?domain=www.example.com.");
      if (!(await mayHaveCertificate(domain))) {
        throw new AppError("NOT_FOUND", NO_CERTIFICATE_MESSAGE);
      }
      return yes(domain);
    },
    async ({ request }) => {
      const domain = domainOf(request);
      return domain && (await isKnownCertifiable(domain)) ? yes(domain) : null;
    },
  ),
});
