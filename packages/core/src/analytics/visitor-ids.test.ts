import { describe, expect, it } from "vitest";
import {
  DEVICE_ID_PATTERN,
  SESSION_ID_PATTERN,
  SESSION_IDLE_MS,
  ensureDeviceId,
  randomId,
  touchSession,
  uuidV4,
} from "./visitor-ids.ts";

const counting = () => {
  let n = 0;
  return (length: number) => Uint8Array.from({ length }, () => n++);
};

describe("visitor ids", () => {
  it("session_ and device_ plus 10 letters or digits", () => {
    const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
    for (let i = 0; i < 50; i++) {
      expect(randomId("session_", random)).toMatch(SESSION_ID_PATTERN);
      expect(randomId("device_", random)).toMatch(DEVICE_ID_PATTERN);
    }
    expect(randomId("session_", counting())).toBe("session_ABCDEFGHIJ");
  });

  it("keeps a session while events come within 30 minutes, then starts a new one", () => {
    const first = touchSession(null, 1_000, counting());
    expect(first).toMatchObject({ isNew: true, lastSeen: 1_000 });
    const kept = touchSession(first, 1_000 + SESSION_IDLE_MS - 1, counting());
    expect(kept).toEqual({ id: first.id, lastSeen: 1_000 + SESSION_IDLE_MS - 1, isNew: false });
    const expired = touchSession(kept, kept.lastSeen + SESSION_IDLE_MS, () =>
      new Uint8Array(10).fill(1),
    );
    expect(expired.isNew).toBe(true);
    expect(expired.id).toBe("session_BBBBBBBBBB");
  });

  it("replaces a malformed or future session and a malformed device id", () => {
    expect(touchSession({ id: "x", lastSeen: 1 }, 2, counting()).isNew).toBe(true);
    expect(touchSession({ id: "session_ABCDEFGHIJ", lastSeen: 5 }, 2, counting()).isNew).toBe(true);
    expect(ensureDeviceId("device_ABCDEFGHIJ", counting())).toBe("device_ABCDEFGHIJ");
    expect(ensureDeviceId("device_<script>", counting())).toMatch(DEVICE_ID_PATTERN);
    expect(ensureDeviceId(null, counting())).toMatch(DEVICE_ID_PATTERN);
  });

  it("makes version 4 UUIDs from random bytes, for browsers without crypto.randomUUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(uuidV4(() => new Uint8Array(16).fill(255))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(uuidV4(counting())).toMatch(uuid);
  });
});
