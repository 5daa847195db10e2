import { HEADER_MENU_DEPTH, MENU_SOURCES } from "@forecourt/core/console/menu-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { ScriptButton } from "../../../kit/script-button.tsx";
import {
  ADD_TOP,
  addLinkUnder,
  controlId,
  nameFor,
  nameOf,
  type FocusTarget,
  type Menu,
  type MenuEditing,
} from "./menu-editing.ts";
import {
  moveBy,
  moveIn,
  moveOut,
  nodeAt,
  placeOf,
  removeAt,
  type MenuNode,
  type MenuPath,
} from "./menu-tree.ts";
import { TextField } from "../../../kit/text-field.tsx";

type TreeProps = {
  menu: Menu;
  nodes: MenuNode[];
  parent: MenuPath;
  parentLabel: string;
  editing: MenuEditing;
};

/** One level of a menu's tree: its nodes, each with the levels under it. */
export function MenuTree({ nodes, ...tree }: TreeProps) {
  return (
    <ul
      className={
        tree.parent.length === 0
          ? "mt-3 grid gap-3"
          : "mt-3 grid gap-3 border-l-2 border-slate-300 pl-2"
      }
    >
      {nodes.map((node, index) => (
        <MenuRow key={node.key} {...tree} node={node} index={index} siblings={nodes} />
      ))}
    </ul>
  );
}

type RowProps = {
  menu: Menu;
  node: MenuNode;
  index: number;
  siblings: MenuNode[];
  parent: MenuPath;
  parentLabel: string;
  editing: MenuEditing;
};

/** Where the focus goes once a node is removed: the one before it, its parent, or "add". */
function afterRemoving(tree: MenuNode[], menu: Menu, path: MenuPath): FocusTarget {
  const index = path.at(-1)!;
  const before = index > 0 ? nodeAt(tree, [...path.slice(0, -1), index - 1]) : null;
  const parent = path.length > 1 ? nodeAt(tree, path.slice(0, -1)) : null;
  const node = before ?? parent;
  return node ? { key: node.key, control: "label" } : { id: ADD_TOP[menu] };
}

/** One link (or footer column): its fields, its buttons and the links under it. */
function MenuRow(props: RowProps) {
  const { menu, node, index, parent } = props;
  const path = [...parent, index];
  const isColumn = menu === "footer" && path.length === 1;
  const label = nameFor(node, isColumn ? "column" : "link");
  return (
    <li>
      <fieldset className="min-w-0 rounded border border-slate-300 p-2 sm:p-3">
        <legend className="max-w-full truncate px-1 text-sm font-semibold">
          {isColumn ? `Column: ${label}` : label}
        </legend>
        <MenuRowFields {...props} path={path} isColumn={isColumn} />
        <MenuRowControls {...props} path={path} isColumn={isColumn} label={label} />
        {node.children.length > 0 ? (
          <MenuTree
            menu={menu}
            nodes={node.children}
            parent={path}
            parentLabel={label}
            editing={props.editing}
          />
        ) : null}
      </fieldset>
    </li>
  );
}

/** A node's label (a column's heading), its address and what its menu also lists. */
function MenuRowFields({
  menu,
  node,
  path,
  isColumn,
  editing,
}: RowProps & { path: MenuPath; isColumn: boolean }) {
  const name = nameOf(menu, path);
  const { errors } = editing;
  const set = (change: Partial<MenuNode>) => editing.update(menu, path, change);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <TextField
        id={controlId(node.key, "label")}
        label={isColumn ? "Heading" : "Label"}
        error={errors[`${name}.${isColumn ? "title" : "label"}`]}
        size="sm"
        name={`${name}.${isColumn ? "title" : "label"}`}
        value={node.label}
        onChange={(event) => set({ label: event.target.value })}
      />
      {isColumn ? null : (
        <TextField
          id={controlId(node.key, "href")}
          label="Address"
          hint={
            menu === "header" && node.children.length > 0 && !node.source
              ? "Not shown while links are under it: it opens their menu."
              : undefined
          }
          error={errors[`${name}.href`]}
          size="sm"
          name={`${name}.href`}
          value={node.href}
          placeholder="/page or https://…"
          onChange={(event) => set({ href: event.target.value })}
        />
      )}
      <SourceChoice menu={menu} node={node} path={path} editing={editing} />
    </div>
  );
}

/**
 * What a header link's menu lists besides the links under it (its stock's makes, say): chosen
 * at the top level and where a source is already set, kept as it is elsewhere.
 */
function SourceChoice({
  menu,
  node,
  path,
  editing,
}: Pick<RowProps, "menu" | "node" | "editing"> & { path: MenuPath }) {
  const name = nameOf(menu, path);
  const depth = path.length;
  const hasSourceChoice =
    menu === "header" && depth < HEADER_MENU_DEPTH && (depth === 1 || node.source);
  if (!hasSourceChoice)
    return node.source ? <input type="hidden" name={`${name}.source`} value={node.source} /> : null;
  return (
    <Field
      id={controlId(node.key, "source")}
      label="Its menu also lists"
      error={editing.errors[`${name}.source`]}
    >
      {(control) => (
        <Select
          {...control}
          size="sm"
          name={`${name}.source`}
          value={node.source}
          onChange={(event) => editing.update(menu, path, { source: event.target.value })}
        >
          <option value="">Only the links under it</option>
          {Object.entries(MENU_SOURCES).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The moves a node can make where it stands, each named for it ("Move Finance up"). */
function movesOf(
  { menu, index, siblings, parentLabel }: RowProps,
  tree: MenuNode[],
  path: MenuPath,
  label: string,
) {
  const canNest = menu === "header";
  return [
    index > 0 && {
      control: "up",
      text: "Up",
      name: `Move ${label} up`,
      next: () => moveBy(tree, path, -1),
    },
    index < siblings.length - 1 && {
      control: "down",
      text: "Down",
      name: `Move ${label} down`,
      next: () => moveBy(tree, path, 1),
    },
    canNest &&
      moveIn(tree, path, HEADER_MENU_DEPTH) && {
        control: "in",
        text: "In a level",
        name: `Move ${label} in a level, under ${nameFor(siblings[index - 1]!, "link")}`,
        next: () => moveIn(tree, path, HEADER_MENU_DEPTH),
      },
    canNest &&
      path.length > 1 && {
        control: "out",
        text: "Out a level",
        name: `Move ${label} out a level, out of ${parentLabel}`,
        next: () => moveOut(tree, path),
      },
  ].filter((button) => !!button);
}

/** A node's buttons: its moves (each says where the node went), add a link under it, remove. */
function MenuRowControls(props: RowProps & { path: MenuPath; isColumn: boolean; label: string }) {
  const { menu, node, path, isColumn, label, editing } = props;
  const tree = editing.trees[menu];
  const canAddChild = isColumn || (menu === "header" && path.length < HEADER_MENU_DEPTH);
  const move = (control: string, next: MenuNode[] | null) => {
    const place = next && placeOf(next, node.key);
    if (place) editing.announce(place.position, place.count);
    editing.change(menu, next, { key: node.key, control });
  };
  return (
    <div className="mt-2 flex flex-wrap gap-1">
      {movesOf(props, tree, path, label).map((button) => (
        <ScriptButton
          key={button.control}
          id={controlId(node.key, button.control)}
          variant="outline"
          size="sm"
          aria-label={button.name}
          onClick={() => move(button.control, button.next())}
        >
          {button.text}
        </ScriptButton>
      ))}
      {canAddChild ? (
        <ScriptButton
          id={controlId(node.key, "add")}
          variant="outline"
          size="sm"
          aria-label={isColumn ? `Add a link to ${label}` : `Add a link under ${label}`}
          onClick={() => addLinkUnder(editing, menu, path)}
        >
          Add a link
        </ScriptButton>
      ) : null}
      <ScriptButton
        variant="outline"
        size="sm"
        aria-label={`Remove ${label}${node.children.length > 0 ? ` and its ${node.children.length} links` : ""}`}
        onClick={() => editing.change(menu, removeAt(tree, path), afterRemoving(tree, menu, path))}
      >
        Remove
      </ScriptButton>
    </div>
  );
}
