"use client";
import { useEffect, useRef, useState } from "react";
import { ScriptButton } from "../../../kit/script-button.tsx";

/** "Move up" and "Move down" of one item of a list, named for it; disabled at an end. */
export function MoveButtons({
  idPrefix,
  name,
  index,
  count,
  onMove,
}: {
  idPrefix: string;
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      {(
        [
          [-1, "up", "Move up", index === 0],
          [1, "down", "Move down", index === count - 1],
        ] as const
      ).map(([by, suffix, label, isDisabled]) => (
        <ScriptButton
          key={suffix}
          id={`${idPrefix}-${suffix}`}
          variant="outline"
          size="sm"
          disabled={isDisabled}
          aria-label={`${label}: ${name}`}
          onClick={() => onMove(by)}
        >
          {label}
        </ScriptButton>
      ))}
    </>
  );
}

/** Moves the item at `index` by `by` places, if it can go there. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The button to focus after a move: the one pressed, or the other once at an end (disabled). */
function afterMove(prefix: string, to: number, length: number, by: -1 | 1): string {
  const isAtEnd = by === -1 ? to === 0 : to === length - 1;
  return `${prefix}-${(by === -1) === isAtEnd ? "down" : "up"}`;
}

/**
 * A list edited in the page whose items move by buttons: `move` says the item's new place (a
 * live region) and keeps the focus on its buttons; `focusAfterChange` names the control to
 * focus once any other change is on the page. `prefixOf` is an item's buttons' id prefix.
 */
export function useMovableList<T>(
  initial: T[] | (() => T[]),
  prefixOf: (item: T) => string,
  announce: (position: number, count: number) => void,
) {
  const [items, setItems] = useState(initial);
  // The control to focus once the list has moved (it moved with its item, or replaced it).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);
  const move = (index: number, by: -1 | 1) => {
    announce(index + by + 1, items.length);
    focusNext.current = afterMove(prefixOf(items[index]!), index + by, items.length, by);
    setItems(moved(items, index, by));
  };
  const focusAfterChange = (id: string) => {
    focusNext.current = id;
  };
  return { items, setItems, move, focusAfterChange };
}
