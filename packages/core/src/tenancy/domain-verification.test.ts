import { describe, expect, it } from "vitest";
import {
  judgeDomainProof,
  tokenOfVerificationPath,
  verificationPath,
  verificationRecordName,
} from "./domain-verification.ts";

const TOKEN = "0123456789abcdef0123456789abcdef";

describe("domain verification", () => {
  it("names the TXT record and the HTTP path", () => {
    expect(verificationRecordName("www.example.com")).toBe("_forecourt-verify.www.example.com");
    expect(verificationPath(TOKEN)).toBe(`/.well-known/forecourt-verify/${TOKEN}`);
    expect(tokenOfVerificationPath(verificationPath(TOKEN))).toBe(TOKEN);
    expect(tokenOfVerificationPath("/.well-known/forecourt-verify/../x")).toBeNull();
    expect(tokenOfVerificationPath(`/.well-known/other/${TOKEN}`)).toBeNull();
  });

  it("is proved by a TXT record holding the token, among others", () => {
    expect(judgeDomainProof(TOKEN, { txtRecords: ["v=spf1 -all", TOKEN], httpBody: null })).toEqual(
      { isProved: true, by: "dns" },
    );
  });

  it("is proved by the HTTP token when DNS holds no record", () => {
    expect(judgeDomainProof(TOKEN, { txtRecords: null, httpBody: `${TOKEN}\n` })).toEqual({
      isProved: true,
      by: "http",
    });
  });

  it("names a wrong TXT record apart from a missing one", () => {
    expect(judgeDomainProof(TOKEN, { txtRecords: ["other"], httpBody: "other" })).toEqual({
      isProved: false,
      reason: "wrong-txt-record",
    });
    expect(judgeDomainProof(TOKEN, { txtRecords: [], httpBody: null })).toEqual({
      isProved: false,
      reason: "no-txt-record",
    });
    expect(judgeDomainProof(TOKEN, { txtRecords: null, httpBody: "" })).toEqual({
      isProved: false,
      reason: "no-txt-record",
    });
  });
});
