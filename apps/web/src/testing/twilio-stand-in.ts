import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A text the stand-in took: who sent it under which account, to whom, what. */
export type TakenSms = {
  accountSid: string;
  username: string;
  password: string;
  to: string;
  from: string;
  body: string;
};

export type TwilioStandIn = {
  url: string;
  taken: TakenSms[];
  /** Answers the next posts with this status instead of 201 (then back to 201). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

/**
 * Twilio's Messages resource on 127.0.0.1 for tests: POST
 * `/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To/From/Body, HTTP basic auth whose
 * user is the account SID; answers 201 with the message's `sid` as Twilio does, 401 for another
 * account, 400 (Twilio's code 21211) for a To that is not E.164. On a free port unless `port`
 * names one; `onMessage` hears each text taken (a process apart reads them through it).
 */
export async function startTwilioStandIn(
  accountSid: string,
  authToken: string,
  options: { port?: number; onMessage?: (sms: TakenSms) => void } = {},
): Promise<TwilioStandIn> {
  const taken: TakenSms[] = [];
  let failures: { status: number; times: number } | null = null;
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? "");
    if (request.method !== "POST" || !match)
      return answer(404, { code: 20404, message: "Not found" });
    const [username, password] = Buffer.from(
      (request.headers.authorization ?? "").replace(/^Basic /, ""),
      "base64",
    )
      .toString("utf8")
      .split(":");
    if (username !== accountSid || password !== authToken || match[1] !== accountSid) {
      return answer(401, { code: 20003, message: "Authenticate" });
    }
    const form = new URLSearchParams(await read(request));
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return answer(failures.status, { code: 20500, message: "Stand-in failure" });
    }
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return answer(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
      });
    }
    const sms = {
      accountSid: match[1] ?? "",
      username,
      password,
      to,
      from: form.get("From") ?? "",
      body: form.get("Body") ?? "",
    };
    taken.push(sms);
    options.onMessage?.(sms);
    return answer(201, {
      sid: `SM${String(taken.length).padStart(32, "0")}`,
      status: "queued",
      to,
      from: sms.from,
      body: sms.body,
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    taken,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
