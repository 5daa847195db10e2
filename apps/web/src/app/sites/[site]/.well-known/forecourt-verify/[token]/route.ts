import { verificationAnswer } from "@/server/api/ops/certificate-ask";
import { NO_STORE } from "@/server/http/no-store";

export const dynamic = "force-dynamic";

/**
 * GET http://{domain}/.well-known/forecourt-verify/{token}: the HTTP proof of a custom domain.
 * The platform answers a domain's own token once the domain points at it, so the check that
 * fetches it from the domain's address finds it there (a 404 for anything else).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ site: string; token: string }> },
): Promise<Response> {
  const { site, token } = await params;
  const answer = await verificationAnswer(
    decodeURIComponent(site),
    `/.well-known/forecourt-verify/${token}`,
  );
  if (!answer) {
    return new Response("Not found\n", {
      status: 404,
      headers: { ...NO_STORE, "content-type": "text/plain" },
    });
  }
  return new Response(answer, { headers: { ...NO_STORE, "content-type": "text/plain" } });
}
