import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * A WebAuthn authenticator in the test process (ES256, attestation "none", user verified),
 * answering as a browser would: what `navigator.credentials.create` and `.get` give the page,
 * encoded as @simplewebauthn/browser sends it. The origin it reports is given per call, so a
 * test can answer as another site would.
 */
export class SoftwareAuthenticator {
  readonly credentialId = base64url(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor() {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
    }));
  }

  private authData(rpId: string, attested: boolean): Buffer {
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    // User present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]);
    const head = Buffer.concat([createHash("sha256").update(rpId).digest(), flags, counter]);
    if (!attested) return head;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
        [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
      ]),
    );
    return Buffer.concat([head, Buffer.alloc(16), idLength, id, coseKey]);
  }

  private static clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options with `challenge`, from a page at `origin`. */
  register({ rpId, challenge, origin }: { rpId: string; challenge: string; origin: string }) {
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authData(rpId, true)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientData = SoftwareAuthenticator.clientData("webauthn.create", challenge, origin);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: base64url(clientData),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The signed answer to authentication options with `challenge`, from a page at `origin`. */
  authenticate({ rpId, challenge, origin }: { rpId: string; challenge: string; origin: string }) {
    const authData = this.authData(rpId, false);
    const clientData = SoftwareAuthenticator.clientData("webauthn.get", challenge, origin);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientData).digest()]);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(sign("sha256", signed, this.privateKey)),
      },
    };
  }
}
