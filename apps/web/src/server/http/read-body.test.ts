import { describe, expect, it } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "@forecourt/core/validation/messages";
import { AppError, INVALID_INPUT_MESSAGE } from "./app-error.ts";
import { LONE_SURROGATE_MESSAGE, readJson } from "./read-body.ts";

const post = (body: string) =>
  new Request("http://demo.localhost/api", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readJson and NUL characters", () => {
  it("refuses a NUL in any string or key of the body with a 422 naming each field", async () => {
    const body = JSON.stringify({
      title: "a\u0000",
      list: ["ok", "\u0000"],
      deep: { "k\u0000": 1 },
    });
    const error = await refusal(readJson(post(body), { maxBytes: 1_024 }));
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.message).toBe(INVALID_INPUT_MESSAGE);
    expect(error.fieldErrors).toEqual({
      title: NUL_CHARACTER_MESSAGE,
      "list.1": NUL_CHARACTER_MESSAGE,
      "deep.k\u0000": NUL_CHARACTER_MESSAGE,
    });
  });

  it("keeps them for a caller that removes them itself", async () => {
    const body = JSON.stringify({ message: "a\u0000b" });
    await expect(readJson(post(body), { maxBytes: 1_024, keepNul: true })).resolves.toEqual({
      message: "a\u0000b",
    });
  });

  it("still refuses a lone surrogate first, as a broken body", async () => {
    const error = await refusal(readJson(post('{"a":"\\ud800","b":"\\u0000"}'), { maxBytes: 64 }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe(LONE_SURROGATE_MESSAGE);
  });

  it("takes a body without one as it is", async () => {
    await expect(readJson(post('{"a":"tab\\there"}'), { maxBytes: 64 })).resolves.toEqual({
      a: "tab\there",
    });
  });
});
