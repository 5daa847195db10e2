import "server-only";

/** The platform's account at a Twilio-compatible SMS provider. */
export type SmsAccount = { apiUrl: string; accountSid: string; authToken: string };

type SmsMessage = { to: string; from: string; body: string };

/** The provider refused the message (a bad number, an unverified sender): sending again cannot help. */
export class SmsRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "SmsRefusedError";
  }
}

/**
 * Sends one text through Twilio's Messages resource (POST
 * `/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`, `Body`, HTTP
 * basic auth with the account SID and auth token) and answers the message's SID. A 4xx other
 * than 429 is a {@link SmsRefusedError}; a 429, a 5xx or no answer throws a plain error (the
 * caller may try again).
 */
export async function sendSms(
  account: SmsAccount,
  message: SmsMessage,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<{ sid: string }> {
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`,
    account.apiUrl.endsWith("/") ? account.apiUrl : `${account.apiUrl}/`,
  );
  const response = await (options.fetch ?? fetch)(url, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: new URLSearchParams({ To: message.to, From: message.from, Body: message.body }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const answer = (await response.json().catch(() => null)) as {
    sid?: unknown;
    message?: unknown;
    code?: unknown;
  } | null;
  if (response.ok && typeof answer?.sid === "string") return { sid: answer.sid };
  const detail = typeof answer?.message === "string" ? answer.message : response.statusText;
  const text = `The SMS provider answered ${response.status}: ${detail}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    throw new SmsRefusedError(response.status, text);
  }
  throw new Error(text);
}
