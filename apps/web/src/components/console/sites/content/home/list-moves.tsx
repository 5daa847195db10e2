"use client";
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
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The button to focus after a move: the one pressed, or the other once at an end (disabled). */
export function afterMove(prefix: string, to: number, length: number, by: -1 | 1): string {
  const isAtEnd = by === -1 ? to === 0 : to === length - 1;
  return `${prefix}-${(by === -1) === isAtEnd ? "down" : "up"}`;
}
