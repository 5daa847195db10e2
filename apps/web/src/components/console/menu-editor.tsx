"use client";
import { useActionState, useEffect, useRef, useState } from "react";
import { HEADER_MENU_DEPTH, MENU_SOURCES, type Menus } from "@forecourt/core/console/menu-form";
import type { NavLink } from "@forecourt/core/site/site-settings";
import { IDLE, type FormState } from "@/server/console/form-state";
import { menusAction } from "@/server/console/menus-action";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ScriptButton } from "./kit/script-button.tsx";
import { FormNotice } from "./kit/form-notice.tsx";
import { useMoveAnnouncement } from "./kit/move-announcement.tsx";
import {
  appendTo,
  moveBy,
  moveIn,
  moveOut,
  nodeAt,
  placeOf,
  removeAt,
  updateAt,
  type MenuNode,
  type MenuPath,
} from "./menu-tree.ts";

/** Which control takes the focus after a change: a node's button or its label, or a list's add. */
type FocusTarget = { key: number; control: string } | { id: string };

type Menu = "header" | "footer";

/** Links as the editor's nodes, keyed in order from `after` + 1 (the same on server and client). */
function nodesOf(links: readonly NavLink[], after: number): MenuNode[] {
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

const keysOf = (node: MenuNode): number[] => [node.key, ...node.children.flatMap(keysOf)];
const countOf = (nodes: readonly MenuNode[]) => nodes.flatMap(keysOf).length;

/** The form's name of a node: `header.1.children.0`, `footer.2`, `footer.2.links.0`. */
function nameOf(menu: Menu, path: MenuPath): string {
  if (menu === "footer")
    return path.length === 1 ? `footer.${path[0]}` : `footer.${path[0]}.links.${path[1]}`;
  return `header.${path.join(".children.")}`;
}

const controlId = (key: number, control: string) => `menu-${key}-${control}`;
const ADD_TOP = { header: "menu-add-header", footer: "menu-add-footer" } as const;

/** The name a button gives its item ("Move Finance up"); an item with no label yet, by place. */
const nameFor = (node: MenuNode, noun: string) => node.label.trim() || `the new ${noun}`;

/**
 * The studio's menu editor: the header menu as a tree (links, their menus, groups inside a
 * menu), the footer's columns and their links, and how header menus open. Every change is a
 * button naming its item (no dragging), and the focus follows the item it moved. The whole of
 * it posts as one form under the settings' own names, so it also posts without JavaScript, with
 * the text as typed.
 */
export function MenuEditor({ websiteId, menus }: { websiteId: number; menus: Menus }) {
  const [state, action, isPending] = useActionState<FormState, FormData>(menusAction, IDLE);
  const [header, setHeader] = useState(() => nodesOf(menus.header, 0));
  const [footer, setFooter] = useState(() =>
    nodesOf(
      menus.footer.map((group) => ({ label: group.title, children: group.links })),
      countOf(header),
    ),
  );
  const [trigger, setTrigger] = useState(menus.dropdownTrigger);
  // Set by a change, taken by the effect once the change is on the page.
  const focus = useRef<FocusTarget | null>(null);
  const moves = useMoveAnnouncement();
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    const target = focus.current;
    if (!target) return;
    focus.current = null;
    const element =
      "id" in target
        ? document.getElementById(target.id)
        : (document.getElementById(controlId(target.key, target.control)) ??
          document.getElementById(controlId(target.key, "label")));
    element?.focus();
  });

  /** A new, empty link, keyed after every other. */
  const fresh = (): MenuNode => ({
    key: Math.max(0, ...[...header, ...footer].flatMap(keysOf)) + 1,
    label: "",
    href: "",
    source: "",
    children: [],
  });

  const trees = { header, footer };
  const setTree = (menu: Menu, tree: MenuNode[] | null, target: FocusTarget) => {
    if (!tree) return;
    focus.current = target;
    setHeaderOrFooter(menu, tree);
  };

  /** Where the focus goes once a node is removed: the one before it, its parent, or "add". */
  const afterRemoving = (menu: Menu, path: MenuPath): FocusTarget => {
    const index = path.at(-1)!;
    const before = index > 0 ? nodeAt(trees[menu], [...path.slice(0, -1), index - 1]) : null;
    const parent = path.length > 1 ? nodeAt(trees[menu], path.slice(0, -1)) : null;
    const node = before ?? parent;
    return node ? { key: node.key, control: "label" } : { id: ADD_TOP[menu] };
  };

  const renderNodes = (menu: Menu, nodes: MenuNode[], parent: MenuPath, parentLabel: string) => (
    <ul
      className={
        parent.length === 0 ? "mt-3 grid gap-3" : "mt-3 grid gap-3 border-l-2 border-slate-300 pl-2"
      }
    >
      {nodes.map((node, index) => {
        const path = [...parent, index];
        const depth = path.length;
        const name = nameOf(menu, path);
        const isColumn = menu === "footer" && depth === 1;
        const noun = isColumn ? "column" : "link";
        const label = nameFor(node, noun);
        const tree = trees[menu];
        const set = (change: Partial<MenuNode>) =>
          setHeaderOrFooter(menu, updateAt(tree, path, change));
        const step = (control: string, next: MenuNode[] | null) => {
          const place = next && placeOf(next, node.key);
          if (place) moves.announce(place.position, place.count);
          setTree(menu, next, { key: node.key, control });
        };
        const canNest = menu === "header";
        const buttons = [
          index > 0 && {
            control: "up",
            text: "Up",
            name: `Move ${label} up`,
            next: () => moveBy(tree, path, -1),
          },
          index < nodes.length - 1 && {
            control: "down",
            text: "Down",
            name: `Move ${label} down`,
            next: () => moveBy(tree, path, 1),
          },
          canNest &&
            moveIn(tree, path, HEADER_MENU_DEPTH) && {
              control: "in",
              text: "In a level",
              name: `Move ${label} in a level, under ${nameFor(nodes[index - 1]!, "link")}`,
              next: () => moveIn(tree, path, HEADER_MENU_DEPTH),
            },
          canNest &&
            depth > 1 && {
              control: "out",
              text: "Out a level",
              name: `Move ${label} out a level, out of ${parentLabel}`,
              next: () => moveOut(tree, path),
            },
        ].filter((button) => !!button);
        const canAddChild = isColumn || (canNest && depth < HEADER_MENU_DEPTH);
        const hasSourceChoice =
          canNest && depth < HEADER_MENU_DEPTH && (depth === 1 || node.source);
        return (
          <li key={node.key}>
            <fieldset className="min-w-0 rounded border border-slate-300 p-2 sm:p-3">
              <legend className="max-w-full truncate px-1 text-sm font-semibold">
                {isColumn ? `Column: ${label}` : label}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                <Field
                  id={controlId(node.key, "label")}
                  label={isColumn ? "Heading" : "Label"}
                  error={errors[`${name}.${isColumn ? "title" : "label"}`]}
                >
                  {(control) => (
                    <Input
                      {...control}
                      size="sm"
                      name={`${name}.${isColumn ? "title" : "label"}`}
                      value={node.label}
                      onChange={(event) => set({ label: event.target.value })}
                    />
                  )}
                </Field>
                {isColumn ? null : (
                  <Field
                    id={controlId(node.key, "href")}
                    label="Address"
                    hint={
                      menu === "header" && node.children.length > 0 && !node.source
                        ? "Not shown while links are under it: it opens their menu."
                        : undefined
                    }
                    error={errors[`${name}.href`]}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        size="sm"
                        name={`${name}.href`}
                        value={node.href}
                        placeholder="/page or https://…"
                        onChange={(event) => set({ href: event.target.value })}
                      />
                    )}
                  </Field>
                )}
                {hasSourceChoice ? (
                  <Field
                    id={controlId(node.key, "source")}
                    label="Its menu also lists"
                    error={errors[`${name}.source`]}
                  >
                    {(control) => (
                      <Select
                        {...control}
                        size="sm"
                        name={`${name}.source`}
                        value={node.source}
                        onChange={(event) => set({ source: event.target.value })}
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
                ) : node.source ? (
                  <input type="hidden" name={`${name}.source`} value={node.source} />
                ) : null}
              </div>
              <div className="mt-2 flex flex-wrap gap-1">
                {buttons.map((button) => (
                  <ScriptButton
                    key={button.control}
                    id={controlId(node.key, button.control)}
                    variant="outline"
                    size="sm"
                    aria-label={button.name}
                    onClick={() => step(button.control, button.next())}
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
                    onClick={() => {
                      const added = fresh();
                      setTree(menu, appendTo(tree, path, added), {
                        key: added.key,
                        control: "label",
                      });
                    }}
                  >
                    Add a link
                  </ScriptButton>
                ) : null}
                <ScriptButton
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${label}${node.children.length > 0 ? ` and its ${node.children.length} links` : ""}`}
                  onClick={() => setTree(menu, removeAt(tree, path), afterRemoving(menu, path))}
                >
                  Remove
                </ScriptButton>
              </div>
              {node.children.length > 0 ? renderNodes(menu, node.children, path, label) : null}
            </fieldset>
          </li>
        );
      })}
    </ul>
  );

  function setHeaderOrFooter(menu: Menu, tree: MenuNode[]) {
    (menu === "header" ? setHeader : setFooter)(tree);
  }

  const addTopButton = (menu: Menu, text: string) => (
    <ScriptButton
      id={ADD_TOP[menu]}
      variant="outline"
      size="sm"
      className="mt-3"
      onClick={() => {
        const added = fresh();
        setTree(menu, appendTo(trees[menu], [], added), { key: added.key, control: "label" });
      }}
    >
      {text}
    </ScriptButton>
  );

  return (
    <form action={action} className="mt-4 grid min-w-0 gap-6" noValidate>
      <input type="hidden" name="websiteId" value={websiteId} />
      <FormNotice state={state} />
      {moves.region}
      <section aria-labelledby="header-menu-heading" className="min-w-0">
        <h2 id="header-menu-heading" className="text-xl font-semibold">
          Header menu
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A link with links under it opens a menu; a link in that menu with links under it is a
          titled group.
        </p>
        {renderNodes("header", header, [], "the header menu")}
        {addTopButton("header", "Add a link to the header menu")}
      </section>
      <fieldset aria-describedby={errors.dropdownTrigger ? "dropdown-trigger-error" : undefined}>
        <legend className="text-lg font-semibold">Header menus open</legend>
        {(
          [
            ["click", "When clicked or tapped"],
            ["hover", "When the pointer rests on them (and when clicked)"],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="mt-2 flex items-start gap-2">
            <input
              type="radio"
              name="dropdownTrigger"
              value={value}
              checked={trigger === value}
              onChange={() => setTrigger(value)}
              className="mt-1"
            />
            {text}
          </label>
        ))}
        {errors.dropdownTrigger ? (
          <p id="dropdown-trigger-error" className="mt-1 text-sm text-red-700">
            {errors.dropdownTrigger}
          </p>
        ) : null}
      </fieldset>
      <section aria-labelledby="footer-menu-heading" className="min-w-0">
        <h2 id="footer-menu-heading" className="text-xl font-semibold">
          Footer columns
        </h2>
        {renderNodes("footer", footer, [], "the footer")}
        {addTopButton("footer", "Add a footer column")}
      </section>
      <div>
        <Button type="submit" disabled={isPending}>
          Publish menus
        </Button>
      </div>
    </form>
  );
}
