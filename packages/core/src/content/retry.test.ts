import { describe, expect, it, vi } from "vitest";
import { withRetry } from "./retry.ts";

describe("withRetry", () => {
  it("returns the first success without retrying", async () => {
    const load = vi.fn().mockResolvedValue("ok");
    const onFailure = vi.fn();
    await expect(withRetry(load, { retries: 2, onFailure })).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("retries up to 2 more times, logging each failure", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("one"))
      .mockRejectedValueOnce(new Error("two"))
      .mockResolvedValue("third time");
    const onFailure = vi.fn();
    await expect(withRetry(load, { retries: 2, onFailure })).resolves.toBe("third time");
    expect(load).toHaveBeenCalledTimes(3);
    expect(
      onFailure.mock.calls.map(([e, attempt, willRetry]) => [
        (e as Error).message,
        attempt,
        willRetry,
      ]),
    ).toEqual([
      ["one", 1, true],
      ["two", 2, true],
    ]);
  });

  it("gives up after 3 attempts and rethrows the last error", async () => {
    const load = vi.fn().mockRejectedValue(new Error("down"));
    const onFailure = vi.fn();
    await expect(withRetry(load, { retries: 2, onFailure })).rejects.toThrow("down");
    expect(load).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenLastCalledWith(expect.any(Error), 3, false);
  });
});
