import { describe, expect, it } from "vitest";
import {
  checkSendingDomainRecords,
  domainOfAddress,
  sendingDomainRecords,
} from "./sending-domain.ts";

const records = sendingDomainRecords({
  domain: "dealer.test",
  publicKeyBase64: "MIIBkey",
  spfInclude: "spf.mailer.test",
});

describe("sendingDomainRecords", () => {
  it("names the DKIM key, SPF and DMARC records the dealer publishes", () => {
    expect(records).toEqual([
      {
        purpose: "dkim",
        name: "forecourt._domainkey.dealer.test",
        type: "TXT",
        value: "v=DKIM1; k=rsa; p=MIIBkey",
      },
      {
        purpose: "spf",
        name: "dealer.test",
        type: "TXT",
        value: "v=spf1 include:spf.mailer.test ~all",
      },
      { purpose: "dmarc", name: "_dmarc.dealer.test", type: "TXT", value: "v=DMARC1; p=none" },
    ]);
    expect(domainOfAddress("Sales@Dealer.Test")).toBe("dealer.test");
  });
});

describe("checkSendingDomainRecords", () => {
  const answering = (answers: Record<string, string[]>) => (name: string) => answers[name] ?? null;

  it("finds each record, the dealer's own SPF and DMARC policy kept", () => {
    const checks = checkSendingDomainRecords(
      records,
      answering({
        "forecourt._domainkey.dealer.test": ["v=DKIM1; k=rsa; p=MIIB key"],
        "dealer.test": ["google-site-verification=x", "v=spf1 mx include:spf.mailer.test -all"],
        "_dmarc.dealer.test": ["v=DMARC1; p=reject; rua=mailto:d@dealer.test"],
      }),
    );
    expect(checks.map((c) => [c.purpose, c.isFound, c.problem])).toEqual([
      ["dkim", true, null],
      ["spf", true, null],
      ["dmarc", true, null],
    ]);
  });

  it("says what is missing or wrong", () => {
    const checks = checkSendingDomainRecords(
      records,
      answering({
        "forecourt._domainkey.dealer.test": ["v=DKIM1; k=rsa; p=OTHER"],
        "dealer.test": ["v=spf1 include:a.test -all", "v=spf1 include:spf.mailer.test -all"],
      }),
    );
    expect(checks.map((c) => c.problem)).toEqual([
      "The DKIM record at forecourt._domainkey.dealer.test holds another key: copy the value shown here.",
      "dealer.test has 2 SPF records; SPF allows one.",
      "No DMARC record at _dmarc.dealer.test.",
    ]);
    expect(
      checkSendingDomainRecords(records, answering({ "dealer.test": ["v=spf1 -all"] }))[1]?.problem,
    ).toBe("The SPF record at dealer.test does not include spf.mailer.test.");
  });
});
