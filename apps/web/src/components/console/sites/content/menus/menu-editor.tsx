"use client";
import { useActionState, useEffect, useRef, useState } from "react";
import type { Menus } from "@forecourt/core/console/menu-form";
import { IDLE, type FormState } from "@/server/console/form-state";
import { menusAction } from "@/server/console/menus-action";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "../../../kit/script-button.tsx";
import { FormNotice } from "../../../kit/form-notice.tsx";
import { useMoveAnnouncement } from "../../../kit/move-announcement.tsx";
import {
  ADD_TOP,
  controlId,
  countOf,
  keysOf,
  nodesOf,
  type FocusTarget,
  type Menu,
  type MenuEditing,
} from "./menu-editing.ts";
import { appendTo, updateAt, type MenuNode } from "./menu-tree.ts";
import { MenuTree } from "./menu-tree-rows.tsx";

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

  const trees = { header, footer };
  const editing: MenuEditing = {
    trees,
    errors,
    update: (menu, path, change) => setHeaderOrFooter(menu, updateAt(trees[menu], path, change)),
    change: (menu, tree, target) => {
      if (!tree) return;
      focus.current = target;
      setHeaderOrFooter(menu, tree);
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
        const added = editing.fresh();
        editing.change(menu, appendTo(trees[menu], [], added), {
          key: added.key,
          control: "label",
        });
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
        <MenuTree
          menu="header"
          nodes={header}
          parent={[]}
          parentLabel="the header menu"
          editing={editing}
        />
        {addTopButton("header", "Add a link to the header menu")}
      </section>
      <TriggerChoice trigger={trigger} onChange={setTrigger} error={errors.dropdownTrigger} />
      <section aria-labelledby="footer-menu-heading" className="min-w-0">
        <h2 id="footer-menu-heading" className="text-xl font-semibold">
          Footer columns
        </h2>
        <MenuTree
          menu="footer"
          nodes={footer}
          parent={[]}
          parentLabel="the footer"
          editing={editing}
        />
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
