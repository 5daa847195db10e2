/**
 * The menu editor's tree and its moves, by path (the indexes from the top: `[1, 0]` is the first
 * link under the second). Each move answers a new tree and leaves the one given alone; a move
 * that cannot be made answers null.
 */

export type MenuNode = {
  /** Stable for the editor's life: what React and the focus keep to across moves. */
  key: number;
  label: string;
  href: string;
  source: string;
  children: MenuNode[];
};

export type MenuPath = readonly number[];

/** How many levels a node and its links take (a link alone: 1). */
function heightOf(node: MenuNode): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

export function nodeAt(tree: readonly MenuNode[], path: MenuPath): MenuNode | undefined {
  let list = tree;
  let node: MenuNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}

/** A copy of the tree and, in it, the list holding `path`'s node. */
function copyAt(tree: readonly MenuNode[], path: MenuPath) {
  const copy = structuredClone(tree) as MenuNode[];
  const parent = path.slice(0, -1);
  const list = parent.length === 0 ? copy : nodeAt(copy, parent)?.children;
  return { copy, list, index: path.at(-1) ?? -1 };
}

export function updateAt(
  tree: readonly MenuNode[],
  path: MenuPath,
  change: Partial<Pick<MenuNode, "label" | "href" | "source">>,
): MenuNode[] {
  const copy = structuredClone(tree) as MenuNode[];
  const node = nodeAt(copy, path);
  if (node) Object.assign(node, change);
  return copy;
}

export function removeAt(tree: readonly MenuNode[], path: MenuPath): MenuNode[] {
  const { copy, list, index } = copyAt(tree, path);
  list?.splice(index, 1);
  return copy;
}

/** Adds `node` at the end of the list under `parent` (`[]`: the top). */
export function appendTo(tree: readonly MenuNode[], parent: MenuPath, node: MenuNode): MenuNode[] {
  const copy = structuredClone(tree) as MenuNode[];
  const list = parent.length === 0 ? copy : nodeAt(copy, parent)?.children;
  list?.push(node);
  return copy;
}

/** Swaps the node with its neighbour before (-1) or after (+1), within its list. */
export function moveBy(tree: readonly MenuNode[], path: MenuPath, step: -1 | 1): MenuNode[] | null {
  const { copy, list, index } = copyAt(tree, path);
  const other = index + step;
  if (!list || other < 0 || other >= list.length) return null;
  [list[index], list[other]] = [list[other]!, list[index]!];
  return copy;
}

/**
 * Moves the node in a level, to the end of the links under the one before it, while the tree
 * stays within `maxDepth` levels (a node filled from stock never goes to the last level).
 */
export function moveIn(tree: readonly MenuNode[], path: MenuPath, maxDepth: number) {
  const node = nodeAt(tree, path);
  const index = path.at(-1) ?? 0;
  if (!node || index === 0) return null;
  const depth = path.length + 1;
  if (depth - 1 + heightOf(node) > maxDepth || (node.source && depth >= maxDepth)) return null;
  const { copy, list } = copyAt(tree, path);
  const [moved] = list!.splice(index, 1);
  list![index - 1]!.children.push(moved!);
  return copy;
}

/** Moves the node out a level, to just after the link it was under. */
export function moveOut(tree: readonly MenuNode[], path: MenuPath): MenuNode[] | null {
  if (path.length < 2) return null;
  const parentPath = path.slice(0, -1);
  const { copy, list, index } = copyAt(tree, path);
  const [moved] = list!.splice(index, 1);
  const outer = copyAt(copy, parentPath);
  // copyAt copied again: put the node into that copy's list, after its old parent.
  outer.list!.splice(outer.index + 1, 0, moved!);
  return outer.copy;
}

/** Where the node with `key` sits among its siblings (1-based) and how many they are. */
export function placeOf(
  tree: readonly MenuNode[],
  key: number,
): { position: number; count: number } | null {
  const index = tree.findIndex((node) => node.key === key);
  if (index !== -1) return { position: index + 1, count: tree.length };
  for (const node of tree) {
    const place = placeOf(node.children, key);
    if (place) return place;
  }
  return null;
}
