import { describe, expect, it } from "vitest";
import { readXml, XmlReadError } from "./read-xml.ts";

describe("readXml", () => {
  it("reads elements, attributes, text, entities, CDATA and comments", () => {
    const root = readXml(
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- feed -->\n<a x="1 &amp; 2" y='&#x41;'>` +
        `Tom &amp; Jerry&#39;s <b/><c>&lt;ok&gt;<![CDATA[<raw & text>]]></c><!-- no --></a>\n`,
    );
    expect(root).toEqual({
      name: "a",
      attributes: { x: "1 & 2", y: "A" },
      text: "Tom & Jerry's ",
      children: [
        { name: "b", attributes: {}, children: [], text: "" },
        { name: "c", attributes: {}, children: [], text: "<ok><raw & text>" },
      ],
    });
  });

  it.each([
    ["<a><b></a></b>", "</a> closes <b>"],
    ["<a>Tom & Jerry</a>", "A bare &"],
    ["<a>&nbsp;</a>", "Unknown entity &nbsp;"],
    ["<a>&#1;</a>", "is not an XML character"],
    ["<a>\u0001</a>", "control character"],
    ["<a>", "is not closed"],
    ["<a x=1/>", "Expected a quoted value"],
    ['<a x="1" x="2"/>', "Attribute x twice"],
    ["<a/><b/>", "Text after the root element"],
    ['<!DOCTYPE a [<!ENTITY e "x">]><a/>', "DOCTYPE"],
    ["plain text", 'Expected "<"'],
  ])("refuses %j", (source, message) => {
    expect(() => readXml(source)).toThrow(XmlReadError);
    expect(() => readXml(source)).toThrow(message);
  });
});
