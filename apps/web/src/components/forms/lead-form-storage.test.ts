import { describe, expect, it } from "vitest";
import { conversionProperties, readLastLead, type LastLead } from "./lead-form-storage.ts";

describe("readLastLead", () => {
  it("reads back what the form stored", () => {
    const lead: LastLead = { id: "L-1", isConverted: false };
    expect(readLastLead(JSON.stringify(lead))).toEqual(lead);
  });

  it("reads back the Meta fields of a lead's car, and drops malformed ones", () => {
    const meta = {
      content_ids: ["U1234"],
      content_type: "vehicle",
      make: "Toyota",
      year: 2021,
      state_of_vehicle: "USED",
      country: "AU",
    };
    const lead: LastLead = { id: "L-1", meta, isConverted: false };
    expect(readLastLead(JSON.stringify(lead))).toEqual(lead);
    for (const bad of [{ make: { x: 1 } }, [], "Toyota", {}]) {
      expect(readLastLead(JSON.stringify({ ...lead, meta: bad }))).not.toHaveProperty("meta");
    }
  });

  it("a lead stored with only a catalogue id (before the Meta fields) names no car", () => {
    expect(readLastLead(JSON.stringify({ id: "L-1", catalogueId: "U1234" }))).toEqual({
      id: "L-1",
      isConverted: false,
    });
    expect(readLastLead(JSON.stringify({ id: "L-1", isConverted: true }))).toEqual({
      id: "L-1",
      isConverted: true,
    });
  });

  it.each([null, "", "not json", "null", "[]", '{"id":7}', '"L-1"'])("%j is no lead", (text) => {
    expect(readLastLead(text)).toBeNull();
  });
});

describe("conversionProperties", () => {
  it("carries the car's Meta fields as stored, and no car for a lead about none", () => {
    const meta = { make: "Toyota", model: "Corolla", year: 2021, country: "AU" };
    expect(conversionProperties({ id: "L-1", meta, isConverted: false }, "Finance")).toEqual({
      category: "Finance",
      conversion: true,
      ...meta,
    });
    expect(conversionProperties({ id: "L-1", isConverted: false }, "General")).toEqual({
      category: "General",
      conversion: true,
    });
  });
});
