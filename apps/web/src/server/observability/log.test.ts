import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, maskPersonalData, routeConsoleToLog, setLogger } from "./log.ts";

describe("maskPersonalData", () => {
  it("masks email addresses and phone numbers as people write them", () => {
    for (const [text, masked] of [
      ["sent to jo.citizen+cars@example.com.au", "sent to [email]"],
      ["call 0412 345 678 today", "call [phone] today"],
      ["call +61 412-345-678", "call [phone]"],
      ["call (02) 9999 9999.", "call [phone]."],
      ["mobile 0412345678", "mobile [phone]"],
    ]) {
      expect(maskPersonalData(text!)).toBe(masked);
    }
  });

  it("leaves ids, counts, times and request ids alone", () => {
    for (const text of [
      "reference d4a25e11-0ad7-41e7-8123-456789012345 failed",
      "reference 12345678-1234-4123-8123-123456789012",
      "row 1234567 of 42 took 12.5 ms",
      "at 2026-11-27T19:12:57.745Z",
      "port 5432, pid 29550",
      "next try on 2026-11-27 at noon",
    ]) {
      expect(maskPersonalData(text)).toBe(text);
    }
  });
});

describe("maskPersonalData on a failed query", () => {
  it("leaves out the values Drizzle's error quotes, whatever they are", () => {
    const text =
      "Failed query: insert into leads (name, plate) values ($1, $2)\nparams: Jo Citizen,ABC123\n    at run (x.js:1:1)";
    expect(maskPersonalData(text)).toBe(
      "Failed query: insert into leads (name, plate) values ($1, $2)\nparams: [redacted]\n    at run (x.js:1:1)",
    );
  });
});

describe("routeConsoleToLog", () => {
  const lines: Record<string, unknown>[] = [];
  const target = { error() {}, warn() {}, info() {}, log() {}, debug() {} } as Pick<
    Console,
    "error" | "warn" | "info" | "log" | "debug"
  >;
  beforeAll(() => {
    setLogger(
      createLogger({
        format: "json",
        level: "debug",
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().trim().split("\n")) lines.push(JSON.parse(line));
            done();
          },
        }),
      }),
    );
    routeConsoleToLog(target);
  });
  afterAll(() => setLogger(undefined));

  it("writes a render error as one JSON line with its class, code and cause, no values", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const failed = new Error(
      "Failed query: select * from leads where email = $1\nparams: jo@example.com",
      { cause: refused },
    );
    failed.name = "DrizzleQueryError";
    target.error(failed);
    target.error("\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m", failed);
    target.warn("a warning for %s", "0412 345 678");
    const [error, coloured, warning] = lines.slice(-3);
    expect(coloured).toMatchObject({
      level: "error",
      msg: "⨯",
      err: { type: "DrizzleQueryError" },
    });
    expect(error).toMatchObject({
      level: "error",
      err: {
        type: "DrizzleQueryError",
        message: "Failed query: select * from leads where email = $1\nparams: [redacted]",
        cause: {
          type: "Error",
          code: "ECONNREFUSED",
          message: "connect ECONNREFUSED 127.0.0.1:5432",
        },
      },
    });
    expect(JSON.stringify(error)).not.toContain("jo@example.com");
    expect(warning).toMatchObject({ level: "warn", msg: "a warning for [phone]" });
  });
});
