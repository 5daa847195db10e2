import type { NavLink } from "@forecourt/core/site/site-settings";
import { appendTo, type MenuNode, type MenuPath } from "./menu-tree.ts";

/** Which control takes the focus after a change: a node's button or its label, or a list's add. */
export type FocusTarget = { key: number; control: string } | { id: string };

export type Menu = "header" | "footer";

/** What the menu tree's rows change the editor's state through. */
export type MenuEditing = {
  trees: Record<Menu, MenuNode[]>;
  errors: Record<string, string>;
  /** Changes a node's own values (its label, address or source) as typed. */
  update: (menu: Menu, path: MenuPath, change: Partial<MenuNode>) => void;
  /** Puts a changed tree in place (none: nothing changed) and the focus on `target`. */
  change: (menu: Menu, tree: MenuNode[] | null, target: FocusTarget) => void;
  /** A new, empty link, keyed after every other. */
  fresh: () => MenuNode;
  /** Says where a moved node now is (a live region). */
  announce: (position: number, count: number) => void;
};

/** Links as the editor's nodes, keyed in order from `after` + 1 (the same on server and client). */
export function nodesOf(links: readonly NavLink[], after: number): MenuNode[] {
  let key = after;
  const walk = (list: readonly NavLink[]): MenuNode[] =>
    list.map((link) => ({
      key: (key += 1),
      label: link.label,
      href: link.href ?? "",
      source: link.source ?? "",
      children: walk(link.children ?? []),
    }));
  return walk(links);
}

export const keysOf = (node: MenuNode): number[] => [node.key, ...node.children.flatMap(keysOf)];
export const countOf = (nodes: readonly MenuNode[]) => nodes.flatMap(keysOf).length;

/** The form's name of a node: `header.1.children.0`, `footer.2`, `footer.2.links.0`. */
export function nameOf(menu: Menu, path: MenuPath): string {
  if (menu === "footer")
    return path.length === 1 ? `footer.${path[0]}` : `footer.${path[0]}.links.${path[1]}`;
  return `header.${path.join(".children.")}`;
}

export const controlId = (key: number, control: string) => `menu-${key}-${control}`;
export const ADD_TOP = { header: "menu-add-header", footer: "menu-add-footer" } as const;

/** The name a button gives its item ("Move Finance up"); an item with no label yet, by place. */
export const nameFor = (node: MenuNode, noun: string) => node.label.trim() || `the new ${noun}`;

/** Adds a new, empty link at the end of the links under `path` (`[]`: the menu's top) and focuses its label. */
export function addLinkUnder(editing: MenuEditing, menu: Menu, path: MenuPath) {
  const added = editing.fresh();
  editing.change(menu, appendTo(editing.trees[menu], path, added), {
    key: added.key,
    control: "label",
  });
}
