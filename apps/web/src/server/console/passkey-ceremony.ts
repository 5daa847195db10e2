import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import type { StoredStaffPasskey } from "@forecourt/db/repositories/staff/sign-in-with-staff-passkey";

/**
 * The relying party a passkey belongs to: the console's host as the request names it (the
 * platform host, e.g. localhost) and the origin a browser must report for it. A passkey made on
 * one host is refused on any other.
 */
export type RelyingParty = { id: string; origin: string };

const RELYING_PARTY_NAME = "Forecourt dealer console";

/** The relying party of a request to `host` over http or https; null for no usable host. */
export function relyingPartyOf(host: string | null, isHttps: boolean): RelyingParty | null {
  if (!host || !URL.canParse(`http://${host}/`)) return null;
  const url = new URL(`${isHttps ? "https" : "http"}://${host}/`);
  return { id: url.hostname, origin: url.origin };
}

/** What a browser sends back from `navigator.credentials`, checked for shape before crypto. */
const credentialShape = {
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
const encoded = z.string().min(1).max(16_384);

const registrationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: encoded,
    attestationObject: encoded,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

const authenticationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: encoded,
    authenticatorData: encoded,
    signature: encoded,
    userHandle: z.string().max(1024).optional(),
  }),
});

/** Options for making a passkey: resident (discoverable), user verification required. */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string | null },
  existing: { credentialId: string; transports: string[] }[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** Options for signing in: any passkey of this relying party (usernameless). */
export function authenticationOptions(
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
}

type VerifiedPasskey = Omit<StoredStaffPasskey, "counter"> & { counter: number };

/**
 * The new passkey in a browser's answer to `challenge`, or null when the answer is refused
 * (another challenge, origin or relying party, no user verification, or no valid attestation).
 */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: string,
  response: unknown,
): Promise<VerifiedPasskey | null> {
  const parsed = registrationResponseSchema.safeParse(response);
  if (!parsed.success) return null;
  try {
    const result = await verifyRegistrationResponse({
      response: parsed.data as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** The credential id a sign-in answer names, once its shape is checked; null otherwise. */
export function answeredCredentialId(response: unknown): string | null {
  const parsed = authenticationResponseSchema.safeParse(response);
  return parsed.success ? parsed.data.id : null;
}

/**
 * The signature counter of a valid sign-in answer to `challenge` by `passkey`, or null: another
 * challenge, origin or relying party, no user verification, a bad signature or a counter that
 * went back (a cloned authenticator).
 */
export async function verifyAuthentication(
  rp: RelyingParty,
  challenge: string,
  response: unknown,
  passkey: StoredStaffPasskey,
): Promise<number | null> {
  const parsed = authenticationResponseSchema.safeParse(response);
  if (!parsed.success) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: parsed.data as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as WebAuthnCredential["transports"],
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
