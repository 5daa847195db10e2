import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startImageServer, testImage, type ImageServer } from "../../testing/image-server.ts";
import { fetchImage, isPrivateAddress } from "./fetch-image.ts";

let server: ImageServer;
let jpeg: Buffer;

beforeAll(async () => {
  server = await startImageServer();
  jpeg = await testImage("jpeg", 30, 20);
});
afterAll(() => server.close());

describe("fetchImage", () => {
  it("fetches an image with its type from the content, size and SHA-256", async () => {
    const modified = new Date("2026-01-02T03:04:05Z");
    // The header says PNG; the bytes are a JPEG.
    server.set("/car.png", {
      body: jpeg,
      contentType: "image/png",
      lastModified: modified,
      etag: '"v1"',
    });
    const result = await fetchImage(server.url("/car.png"));
    expect(result.status).toBe("fetched");
    if (result.status !== "fetched") return;
    expect(result.image).toMatchObject({
      type: "jpeg",
      contentType: "image/jpeg",
      width: 30,
      height: 20,
      sha256: createHash("sha256").update(jpeg).digest("hex"),
      etag: '"v1"',
      lastModified: modified.toUTCString(),
    });
    expect(result.image.bytes.equals(jpeg)).toBe(true);
  });

  it("gives the size as shown, EXIF orientation applied", async () => {
    const rotated = await sharp(jpeg).withMetadata({ orientation: 6 }).toBuffer();
    server.set("/rotated.jpg", { body: rotated });
    const result = await fetchImage(server.url("/rotated.jpg"));
    expect(result.status === "fetched" && [result.image.width, result.image.height]).toEqual([
      20, 30,
    ]);
  });

  it("asks conditionally and reports an unchanged image without its bytes", async () => {
    const modified = new Date("2026-01-02T03:04:05Z");
    server.set("/same.jpg", { body: jpeg, lastModified: modified, etag: '"same"' });
    expect(await fetchImage(server.url("/same.jpg"), { ifModifiedSince: modified })).toEqual({
      status: "not-modified",
    });
    expect(await fetchImage(server.url("/same.jpg"), { ifNoneMatch: '"same"' })).toEqual({
      status: "not-modified",
    });
    const [sinceRequest, matchRequest] = server.requestsTo("/same.jpg").slice(-2);
    expect(sinceRequest?.headers["if-modified-since"]).toBe(modified.toUTCString());
    expect(matchRequest?.headers["if-none-match"]).toBe('"same"');
    const older = new Date(modified.getTime() - 60_000);
    expect((await fetchImage(server.url("/same.jpg"), { ifModifiedSince: older })).status).toBe(
      "fetched",
    );
  });

  it("follows redirects to http(s) URLs only", async () => {
    server.set("/moved.jpg", { status: 301, location: "/car.png" });
    expect((await fetchImage(server.url("/moved.jpg"))).status).toBe("fetched");
    server.set("/to-file.jpg", { status: 302, location: "file:///etc/passwd" });
    expect(await fetchImage(server.url("/to-file.jpg"))).toEqual({
      status: "failed",
      reason: "redirected to a URL that is not http(s)",
    });
    server.set("/loop.jpg", { status: 302, location: "/loop.jpg" });
    expect(await fetchImage(server.url("/loop.jpg"))).toEqual({
      status: "failed",
      reason: "too many redirects",
    });
  });

  it.each([
    "ftp://example.com/a.jpg",
    "file:///etc/passwd",
    "data:image/png;base64,AAAA",
    "car.jpg",
  ])("refuses %s as not an http(s) URL", async (url) => {
    expect(await fetchImage(url)).toEqual({ status: "failed", reason: "not an http(s) URL" });
  });

  it("reports the status of an answer that is not the image", async () => {
    expect(await fetchImage(server.url("/missing.jpg"))).toEqual({
      status: "failed",
      reason: "the server answered 404",
    });
  });

  it("refuses content that is not an image, whatever its Content-Type says", async () => {
    server.set("/page.jpg", {
      body: Buffer.from("<!doctype html><title>Sold</title><p>This car is sold.</p>"),
      contentType: "image/jpeg",
    });
    expect(await fetchImage(server.url("/page.jpg"))).toEqual({
      status: "failed",
      reason: "not an image (JPEG, PNG, WebP, GIF or AVIF expected)",
    });
    // Starts like a JPEG but is not one.
    server.set("/broken.jpg", { body: Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200)]) });
    expect(await fetchImage(server.url("/broken.jpg"))).toEqual({
      status: "failed",
      reason: "not a readable JPEG image",
    });
  });

  describe("size cap", () => {
    const maxBytes = 256 * 1024;
    let big: Buffer;
    beforeAll(() => {
      // A valid JPEG head followed by padding: over the cap, so it must not be read to the end.
      big = Buffer.concat([jpeg, Buffer.alloc(maxBytes)]);
    });

    it("refuses a body over the cap when the length is declared", async () => {
      server.set("/declared.jpg", { body: big });
      expect(await fetchImage(server.url("/declared.jpg"), { maxBytes })).toEqual({
        status: "failed",
        reason: "larger than 256 kB",
      });
    });

    it("counts the bytes as they come when no length is declared", async () => {
      server.set("/chunked.jpg", { body: big, contentLength: null });
      expect(await fetchImage(server.url("/chunked.jpg"), { maxBytes })).toEqual({
        status: "failed",
        reason: "larger than 256 kB",
      });
    });

    it("takes an image exactly at the cap", async () => {
      server.set("/exact.jpg", { body: jpeg, contentLength: null });
      expect((await fetchImage(server.url("/exact.jpg"), { maxBytes: jpeg.length })).status).toBe(
        "fetched",
      );
      expect(await fetchImage(server.url("/exact.jpg"), { maxBytes: jpeg.length - 1 })).toEqual({
        status: "failed",
        reason: `larger than ${Math.ceil((jpeg.length - 1) / 1024)} kB`,
      });
    });
  });

  it("gives up on a server that does not answer in time", async () => {
    server.set("/slow.jpg", { body: jpeg, delayMs: 2_000 });
    const started = Date.now();
    expect(await fetchImage(server.url("/slow.jpg"), { timeoutMs: 200 })).toEqual({
      status: "failed",
      reason: "no complete answer within 0.2 s",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("refuses loopback and private targets unless they are allowed", async () => {
    server.set("/local.jpg", { body: jpeg });
    const refused = {
      status: "failed",
      reason: "the URL points to a private or loopback address",
    };
    const isPrivateNetworkAllowed = false;
    expect(await fetchImage(server.url("/local.jpg"), { isPrivateNetworkAllowed })).toEqual(
      refused,
    );
    // A name that resolves to loopback is checked on the address it resolves to.
    const byName = server.url("/local.jpg").replace("127.0.0.1", "localhost");
    expect(await fetchImage(byName, { isPrivateNetworkAllowed })).toEqual(refused);
    expect(await fetchImage("http://[::1]:9/x.jpg", { isPrivateNetworkAllowed })).toEqual(refused);
    expect(
      (await fetchImage(server.url("/local.jpg"), { isPrivateNetworkAllowed: true })).status,
    ).toBe("fetched");
  });
});

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "not-an-address",
  ])("%s is private", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "172.32.0.1", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
