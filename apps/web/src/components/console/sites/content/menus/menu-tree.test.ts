import { describe, expect, it } from "vitest";
import { moveBy, moveIn, moveOut, placeOf, removeAt, type MenuNode } from "./menu-tree.ts";

let key = 0;
const node = (label: string, children: MenuNode[] = [], source = ""): MenuNode => ({
  key: (key += 1),
  label,
  href: "",
  source,
  children,
});
const labels = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

const tree = () => [
  node("Cars"),
  node("Finance", [node("Loans"), node("Insurance")]),
  node("Sell"),
];

describe("menu tree moves", () => {
  it("moves within a list, and not past its ends", () => {
    const start = tree();
    expect(labels(moveBy(start, [2], -1)!)).toEqual([
      "Cars",
      "Sell",
      ["Finance", ["Loans", "Insurance"]],
    ]);
    expect(moveBy(start, [0], -1)).toBeNull();
    expect(moveBy(start, [1, 1], 1)).toBeNull();
    // The tree given is left alone.
    expect(labels(start)).toEqual(["Cars", ["Finance", ["Loans", "Insurance"]], "Sell"]);
  });

  it("moves in under the link before it and out after its parent", () => {
    const inside = moveIn(tree(), [2], 3)!;
    expect(labels(inside)).toEqual(["Cars", ["Finance", ["Loans", "Insurance", "Sell"]]]);
    expect(labels(moveOut(inside, [1, 0])!)).toEqual([
      "Cars",
      ["Finance", ["Insurance", "Sell"]],
      "Loans",
    ]);
    expect(moveIn(tree(), [0], 3)).toBeNull();
    expect(moveOut(tree(), [1])).toBeNull();
  });

  it("keeps the tree within its levels, and a list filled from stock above the last", () => {
    const deep = [node("A", [node("B", [node("C")])]), node("D", [node("E", [node("F")])])];
    // D with its two levels under A's B would make four.
    expect(moveIn(deep, [1], 3)).toBeNull();
    expect(labels(moveIn(deep, [1, 0, 0], 3) ?? [])).toEqual([]);
    const sourced = [node("A", [node("B"), node("Range", [], "models")])];
    expect(moveIn(sourced, [0, 1], 3)).toBeNull();
    expect(labels(moveIn([node("A"), node("B", [], "models")], [1], 3)!)).toEqual([["A", ["B"]]]);
  });

  it("removes a link with the links under it", () => {
    expect(labels(removeAt(tree(), [1]))).toEqual(["Cars", "Sell"]);
  });
});

describe("a node's place", () => {
  it("is its position among its siblings, at any depth", () => {
    const start = tree();
    const insurance = start[1]!.children[1]!;
    expect(placeOf(start, start[2]!.key)).toEqual({ position: 3, count: 3 });
    expect(placeOf(start, insurance.key)).toEqual({ position: 2, count: 2 });
    expect(placeOf(start, -1)).toBeNull();
  });
});
