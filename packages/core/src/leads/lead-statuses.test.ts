import { describe, expect, it } from "vitest";
import {
  decideLeadStatusChange,
  LEAD_STATUS_CHANGES,
  LEAD_STATUSES,
  leadStatusChangeMessage,
} from "./lead-statuses.ts";

describe("decideLeadStatusChange", () => {
  it("allows every listed change", () => {
    for (const from of LEAD_STATUSES) {
      for (const to of LEAD_STATUS_CHANGES[from]) {
        expect(decideLeadStatusChange(from, to), `${from} -> ${to}`).toEqual({
          isAllowed: true,
          to,
        });
      }
    }
  });

  it("never takes a lead back to new", () => {
    for (const from of LEAD_STATUSES.filter((s) => s !== "new")) {
      expect(decideLeadStatusChange(from, "new")).toEqual({
        isAllowed: false,
        reason: "not-allowed",
      });
    }
  });

  it("refuses a sold lead becoming contacted, and a lost one sold, as not allowed", () => {
    expect(decideLeadStatusChange("sold", "contacted")).toEqual({
      isAllowed: false,
      reason: "not-allowed",
    });
    expect(decideLeadStatusChange("lost", "sold")).toEqual({
      isAllowed: false,
      reason: "not-allowed",
    });
    expect(decideLeadStatusChange("sold", "lost")).toEqual({ isAllowed: true, to: "lost" });
    expect(decideLeadStatusChange("lost", "contacted")).toEqual({
      isAllowed: true,
      to: "contacted",
    });
  });

  it("names an unchanged status", () => {
    expect(decideLeadStatusChange("contacted", "contacted")).toEqual({
      isAllowed: false,
      reason: "unchanged",
    });
  });

  it("refuses a status that is not in the list, whatever its spelling", () => {
    for (const to of ["won", "New", "SOLD", "", " sold"]) {
      expect(decideLeadStatusChange("new", to), to).toEqual({
        isAllowed: false,
        reason: "unknown-status",
      });
    }
  });

  it("lets a stored status outside the list move to any listed one", () => {
    expect(decideLeadStatusChange("archived", "contacted")).toEqual({
      isAllowed: true,
      to: "contacted",
    });
  });
});

describe("leadStatusChangeMessage", () => {
  it("says what the lead can become", () => {
    expect(leadStatusChangeMessage("not-allowed", "sold", "new")).toBe(
      "A sold lead cannot become new; it can become lost.",
    );
    expect(leadStatusChangeMessage("unknown-status", "new", "won")).toBe(
      "Use one of: new, contacted, appointment, sold, lost.",
    );
    expect(leadStatusChangeMessage("unchanged", "lost", "lost")).toBe("The lead is already lost.");
  });
});
