import { describe, expect, it } from "vitest";
import {
  CERTIFIABLE_ANSWER_TTL_MS,
  MAX_CERTIFIABLE_ANSWERS,
  rememberedCertifiable,
} from "./certifiable-hosts.ts";

// The TLS ask reads the one host asked (an indexed read), never the list of every verified
// host; its answers are held briefly and boundedly (issue 72).
describe("rememberedCertifiable", () => {
  it("reads only the host asked, once per time-to-live however often it is asked", async () => {
    const read: string[] = [];
    let clock = 0;
    const answers = rememberedCertifiable(
      async (host) => {
        read.push(host);
        return host === "www.dealer.example";
      },
      () => clock,
    );
    for (let i = 0; i < 5; i += 1) expect(await answers("www.dealer.example")).toBe(true);
    expect(await answers("made-up.example")).toBe(false);
    expect(read).toEqual(["www.dealer.example", "made-up.example"]);
    clock += CERTIFIABLE_ANSWER_TTL_MS;
    expect(await answers("www.dealer.example")).toBe(true);
    expect(read).toEqual(["www.dealer.example", "made-up.example", "www.dealer.example"]);
  });

  it("holds at most its bound of answers: a flood of made-up names reads each once and evicts the oldest", async () => {
    let reads = 0;
    const answers = rememberedCertifiable(async () => {
      reads += 1;
      return false;
    });
    const flood = MAX_CERTIFIABLE_ANSWERS + 10;
    for (let i = 0; i < flood; i += 1) await answers(`random-${i}.example`);
    expect(reads).toBe(flood);
    // The newest are still held; the first were dropped past the bound and are read again.
    await answers(`random-${flood - 1}.example`);
    expect(reads).toBe(flood);
    await answers("random-0.example");
    expect(reads).toBe(flood + 1);
  });
});
