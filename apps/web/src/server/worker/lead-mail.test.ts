import { describe, expect, it } from "vitest";
import { newLeadKind } from "./lead-mail.ts";

describe("newLeadKind", () => {
  it("says New once, whatever the category", () => {
    expect(newLeadKind("Finance")).toBe("New Finance lead");
    expect(newLeadKind("New Vehicle")).toBe("New Vehicle lead");
    expect(newLeadKind("Used Vehicle")).toBe("New Used Vehicle lead");
    expect(newLeadKind(" new vehicle ")).toBe("new vehicle lead");
    expect(newLeadKind("Newsletter")).toBe("New Newsletter lead");
  });
});
