import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startImageServer, testImage, type ImageServer } from "../../testing/image-server.ts";

/** The env module as a fresh process reads it, with these variables. */
async function readEnv(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const { env } = await import("../env.ts");
  return env();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the media store's variables", () => {
  it("leave media in the database when S3_BUCKET is unset or empty", async () => {
    expect(await readEnv({ S3_BUCKET: "" })).toMatchObject({
      S3_BUCKET: undefined,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "false",
    });
  });

  it("name the bucket, the endpoint and the key pair", async () => {
    expect(
      await readEnv({
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toMatchObject({ S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" });
  });

  it("stop start-up with half a key pair", async () => {
    await expect(
      readEnv({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "" }),
    ).rejects.toThrow(
      "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
    );
  });

  it("stop start-up with an endpoint that is not http(s)", async () => {
    await expect(readEnv({ S3_ENDPOINT: "ftp://storage" })).rejects.toThrow(
      "S3_ENDPOINT must be an http:// or https:// URL",
    );
    await expect(readEnv({ S3_FORCE_PATH_STYLE: "yes" })).rejects.toThrow("S3_FORCE_PATH_STYLE");
  });
});

describe("private targets of images fetched by URL", () => {
  let server: ImageServer;
  beforeAll(async () => {
    server = await startImageServer();
    server.set("/car.jpg", { body: await testImage("jpeg", 8, 8) });
  });
  afterAll(() => server.close());

  /** fetchImage's answer without options, in a fresh process with these variables. */
  async function fetchWith(variables: Record<string, string>) {
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    vi.resetModules();
    const { fetchImage } = await import("./fetch-image.ts");
    return (await fetchImage(server.url("/car.jpg"))).status;
  }

  it.each([
    [{ NODE_ENV: "production", IMAGE_FETCH_ALLOW_PRIVATE: "" }, "failed"],
    [{ NODE_ENV: "production", IMAGE_FETCH_ALLOW_PRIVATE: "true" }, "fetched"],
    [{ NODE_ENV: "test", IMAGE_FETCH_ALLOW_PRIVATE: "" }, "fetched"],
    [{ NODE_ENV: "test", IMAGE_FETCH_ALLOW_PRIVATE: "false" }, "failed"],
  ])("with %o: %s", async (variables, status) => {
    expect(await fetchWith(variables)).toBe(status);
  });
});
