import { describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../testing/software-authenticator.ts";
import {
  authenticationOptions,
  registrationOptions,
  relyingPartyOf,
  verifyAuthentication,
  verifyRegistration,
} from "./passkey-ceremony.ts";

const rp = { id: "localhost", origin: "http://localhost:3000" };
const user = { id: "2f1d3c1e-0000-4000-8000-000000000001", email: "ops@example.test", name: null };

/** A passkey made by `authenticator` for `rp`, as the server keeps it. */
async function registered(authenticator: SoftwareAuthenticator) {
  const options = await registrationOptions(rp, user, []);
  const answer = authenticator.register({
    rpId: rp.id,
    challenge: options.challenge,
    origin: rp.origin,
  });
  const passkey = await verifyRegistration(rp, options.challenge, answer);
  if (!passkey) throw new Error("registration refused");
  return passkey;
}

describe("the console's relying party", () => {
  it("is the request's host name, and its origin the scheme, host and port", () => {
    expect(relyingPartyOf("localhost:4750", false)).toEqual({
      id: "localhost",
      origin: "http://localhost:4750",
    });
    expect(relyingPartyOf("platform.example.com", true)).toEqual({
      id: "platform.example.com",
      origin: "https://platform.example.com",
    });
    expect(relyingPartyOf(null, false)).toBeNull();
    expect(relyingPartyOf("a b", false)).toBeNull();
  });
});

describe("passkey registration", () => {
  it("asks for a discoverable, user-verified passkey and leaves out the user's others", async () => {
    const options = await registrationOptions(rp, user, [
      { credentialId: "abc", transports: ["internal"] },
    ]);
    expect(options.rp).toEqual({ id: "localhost", name: "Forecourt dealer console" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.excludeCredentials).toEqual([
      { id: "abc", type: "public-key", transports: ["internal"] },
    ]);
  });

  it("keeps the credential of a good answer", async () => {
    const authenticator = new SoftwareAuthenticator();
    const passkey = await registered(authenticator);
    expect(passkey).toMatchObject({
      credentialId: authenticator.credentialId,
      counter: 1,
      transports: ["internal"],
    });
  });

  it("refuses an answer from another origin, to another challenge or of no credential's shape", async () => {
    const authenticator = new SoftwareAuthenticator();
    const options = await registrationOptions(rp, user, []);
    const { challenge } = options;
    const from = (origin: string, rpId = rp.id) =>
      authenticator.register({ rpId, challenge, origin });
    expect(await verifyRegistration(rp, challenge, from("https://evil.example"))).toBeNull();
    expect(await verifyRegistration(rp, challenge, from(rp.origin, "evil.example"))).toBeNull();
    expect(await verifyRegistration(rp, "another-challenge", from(rp.origin))).toBeNull();
    expect(await verifyRegistration(rp, challenge, { id: "x" })).toBeNull();
    expect(await verifyRegistration(rp, challenge, "not a credential")).toBeNull();
  });
});

describe("passkey sign-in", () => {
  it("verifies a signed answer and gives the new counter", async () => {
    const authenticator = new SoftwareAuthenticator();
    const passkey = await registered(authenticator);
    const { challenge } = await authenticationOptions(rp);
    const answer = authenticator.authenticate({ rpId: rp.id, challenge, origin: rp.origin });
    expect(await verifyAuthentication(rp, challenge, answer, passkey)).toBe(2);
  });

  it("refuses another origin, another challenge, another key and a counter that went back", async () => {
    const authenticator = new SoftwareAuthenticator();
    const passkey = await registered(authenticator);
    const { challenge } = await authenticationOptions(rp);
    const wrongOrigin = authenticator.authenticate({
      rpId: rp.id,
      challenge,
      origin: "https://evil.example",
    });
    expect(await verifyAuthentication(rp, challenge, wrongOrigin, passkey)).toBeNull();
    const answer = authenticator.authenticate({ rpId: rp.id, challenge, origin: rp.origin });
    expect(await verifyAuthentication(rp, "another-challenge", answer, passkey)).toBeNull();
    const other = await registered(new SoftwareAuthenticator());
    expect(
      await verifyAuthentication(rp, challenge, answer, {
        ...other,
        credentialId: passkey.credentialId,
      }),
    ).toBeNull();
    // The same answer again, once the counter it carried is stored: a replay or a clone.
    const counter = await verifyAuthentication(rp, challenge, answer, passkey);
    expect(counter).not.toBeNull();
    expect(
      await verifyAuthentication(rp, challenge, answer, { ...passkey, counter: counter ?? 0 }),
    ).toBeNull();
  });
});
