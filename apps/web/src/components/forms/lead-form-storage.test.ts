import { describe, expect, it } from "vitest";
import { readLastLead, type LastLead } from "./lead-form-storage.ts";

describe("readLastLead", () => {
  it("reads back what the form stored, with the lead's car's catalogue id", () => {
    const lead: LastLead = { id: "L-1", catalogueId: "U1234", isConverted: false };
    expect(readLastLead(JSON.stringify(lead))).toEqual(lead);
  });

  it("reads back the Meta fields of a lead sent from its car's page, and drops malformed ones", () => {
    const meta = {
      content_ids: ["U1234"],
      content_type: "vehicle",
      make: "Toyota",
      year: 2021,
      state_of_vehicle: "USED",
      country: "AU",
    };
    const lead: LastLead = { id: "L-1", catalogueId: "U1234", meta, isConverted: false };
    expect(readLastLead(JSON.stringify(lead))).toEqual(lead);
    for (const bad of [{ make: { x: 1 } }, [], "Toyota", {}]) {
      expect(readLastLead(JSON.stringify({ ...lead, meta: bad }))).not.toHaveProperty("meta");
    }
  });

  it("a lead about no car, or one stored before the id was kept, has no catalogue id", () => {
    expect(readLastLead(JSON.stringify({ id: "L-1", catalogueId: null }))).toEqual({
      id: "L-1",
      catalogueId: null,
      isConverted: false,
    });
    expect(readLastLead(JSON.stringify({ id: "L-1", isConverted: true }))).toEqual({
      id: "L-1",
      catalogueId: null,
      isConverted: true,
    });
  });

  it.each([null, "", "not json", "null", "[]", '{"id":7}', '"L-1"'])("%j is no lead", (text) => {
    expect(readLastLead(text)).toBeNull();
  });
});
