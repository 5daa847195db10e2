"use client";
import { useEffect, useRef, useState } from "react";
import type { Menus } from "@forecourt/core/console/menu-form";
import { menusAction } from "@/server/console/menus-action";
import { ScriptButton } from "../../../kit/script-button.tsx";
import { ConsoleForm } from "../../../kit/console-form.tsx";
import { useMoveAnnouncement } from "../../../kit/move-announcement.tsx";
import {
  ADD_TOP,
  addLinkUnder,
  controlId,
  countOf,
  keysOf,
  nodesOf,
  type FocusTarget,
  type Menu,
  type MenuEditing,
} from "./menu-editing.ts";
import { updateAt, type MenuNode } from "./menu-tree.ts";
import { MenuTree } from "./menu-tree-rows.tsx";

/**
 * The studio's menu editor: the header menu as a tree (links, their menus, groups inside a
 * menu), the footer's columns and their links, and how header menus open. Every change is a
 * button naming its item (no dragging), and the focus follows the item it moved. The whole of
 * it posts as one form under the settings' own names, so it also posts without JavaScript, with
 * the text as typed.
 */
export function MenuEditor({ websiteId, menus }: { websiteId: number; menus: Menus }) {
  return (
    <ConsoleForm
      action={menusAction}
      hidden={{ websiteId }}
      submitLabel="Publish menus"
      className="mt-4 grid min-w-0 gap-6"
      isKeptAcrossAnswers
    >
      {(state) => <MenuFields menus={menus} errors={state.fieldErrors ?? {}} />}
    </ConsoleForm>
  );
}

/** The menus' trees as edited in the browser, and the focus that follows a change. */
function useMenuEditing(menus: Menus, errors: Record<string, string>) {
  const [header, setHeader] = useState(() => nodesOf(menus.header, 0));
  const [footer, setFooter] = useState(() =>
    nodesOf(
      menus.footer.map((group) => ({ label: group.title, children: group.links })),
      countOf(header),
    ),
  );
  // Set by a change, taken by the effect once the change is on the page.
  const focus = useRef<FocusTarget | null>(null);
  const moves = useMoveAnnouncement();

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

  const trees = { header, footer };
  const setTree = (menu: Menu, tree: MenuNode[]) =>
    (menu === "header" ? setHeader : setFooter)(tree);
  const editing: MenuEditing = {
    trees,
    errors,
    update: (menu, path, change) => setTree(menu, updateAt(trees[menu], path, change)),
    change: (menu, tree, target) => {
      if (!tree) return;
      focus.current = target;
      setTree(menu, tree);
    },
    fresh: () => ({
      key: Math.max(0, ...[...header, ...footer].flatMap(keysOf)) + 1,
      label: "",
      href: "",
      source: "",
      children: [],
    }),
    announce: moves.announce,
  };
  return { editing, region: moves.region };
}

/** The editor's fields: the header menu, how its menus open, and the footer's columns. */
function MenuFields({ menus, errors }: { menus: Menus; errors: Record<string, string> }) {
  const { editing, region } = useMenuEditing(menus, errors);
  const [trigger, setTrigger] = useState(menus.dropdownTrigger);
  return (
    <>
      {region}
      <MenuSection menu="header" heading="Header menu" editing={editing}>
        <p className="mt-1 text-sm text-slate-700">
          A link with links under it opens a menu; a link in that menu with links under it is a
          titled group.
        </p>
      </MenuSection>
      <TriggerChoice trigger={trigger} onChange={setTrigger} error={errors.dropdownTrigger} />
      <MenuSection menu="footer" heading="Footer columns" editing={editing} />
    </>
  );
}

const SECTION_TEXT = {
  header: { parentLabel: "the header menu", add: "Add a link to the header menu" },
  footer: { parentLabel: "the footer", add: "Add a footer column" },
} as const;

/** One menu: its heading, its tree and the button adding a link (a column) at its top level. */
function MenuSection({
  menu,
  heading,
  editing,
  children,
}: {
  menu: Menu;
  heading: string;
  editing: MenuEditing;
  children?: React.ReactNode;
}) {
  const headingId = `${menu}-menu-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
      <MenuTree
        menu={menu}
        nodes={editing.trees[menu]}
        parent={[]}
        parentLabel={SECTION_TEXT[menu].parentLabel}
        editing={editing}
      />
      <ScriptButton
        id={ADD_TOP[menu]}
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => addLinkUnder(editing, menu, [])}
      >
        {SECTION_TEXT[menu].add}
      </ScriptButton>
    </section>
  );
}

/** How the header's menus open: when clicked, or when the pointer rests on them too. */
function TriggerChoice({
  trigger,
  onChange,
  error,
}: {
  trigger: Menus["dropdownTrigger"];
  onChange: (trigger: Menus["dropdownTrigger"]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? "dropdown-trigger-error" : undefined}>
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
            onChange={() => onChange(value)}
            className="mt-1"
          />
          {text}
        </label>
      ))}
      {error ? (
        <p id="dropdown-trigger-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
