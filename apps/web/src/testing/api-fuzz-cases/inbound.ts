import fc from "fast-check";
import { junk, wrongMethod, type BadRequest, type RouteCase } from "./kit.ts";

const CONTENT_TYPES = [
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "application/json",
  "text/plain",
  "",
] as const;

/** Posts a provider could not have signed: junk bodies, forged or missing signatures. */
function inboundRoute(path: string, signatureHeader: string | null): RouteCase {
  return () =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...CONTENT_TYPES),
            fc.oneof(
              junk,
              fc.constantFrom(
                '--x\r\nContent-Disposition: form-data; name="body-mime"\r\n\r\nFrom: a@b\r\n\r\nhi\r\n--x--\r\n',
                "timestamp=1&token=t&signature=abc&body-mime=From%3A%20a%40b",
                "MessageSid=SM1&From=%2B61412345678&To=%2B61400000001&Body=hi",
              ),
            ),
            fc.constantFrom(undefined, "", "abc=", "GvWf1cFY/Q7PnoempGyD5oXAezc="),
          )
          .map(([type, body, signature]): BadRequest => ({
            method: "POST",
            path,
            params: {},
            host: "localhost",
            headers: {
              ...(type ? { "content-type": type } : {}),
              ...(signatureHeader && signature !== undefined
                ? { [signatureHeader]: signature }
                : {}),
            },
            body,
          })),
      },
      wrongMethod(["POST"], path, {}),
    );
}

/** The inbound mail and SMS webhooks' bad requests. */
export function inboundCases(): Record<string, RouteCase> {
  return {
    "inbound/mail/route.ts": inboundRoute("/api/inbound/mail", null),
    "inbound/sms/route.ts": inboundRoute("/api/inbound/sms", "x-twilio-signature"),
  };
}
