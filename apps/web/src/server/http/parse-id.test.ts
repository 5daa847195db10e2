import { describe, expect, it } from "vitest";
import { parseResourceId } from "./parse-id.ts";

describe("parseResourceId", () => {
  it.each([
    ["12", 12],
    ["12.json", 12],
    ["2147483647.json", 2147483647],
  ])("%s -> %s", (segment, id) => expect(parseResourceId(segment)).toBe(id));

  it.each([
    "",
    "0",
    "012",
    "-1",
    "1.5",
    "12.xml",
    "abc.json",
    "2147483648",
    "99999999999",
    "12.json.json",
  ])("%s is not an id", (segment) => {
    expect(parseResourceId(segment)).toBeNull();
  });
});
