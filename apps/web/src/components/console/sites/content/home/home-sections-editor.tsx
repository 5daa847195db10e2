"use client";
import { useEffect, useRef, useState } from "react";
import { HOME_SECTION_LABELS, type HomeSection } from "@forecourt/core/content/home-settings";
import { afterMove, MoveButtons, moved } from "./list-moves.tsx";

/** The home page's sections in order, each shown or hidden; the focus follows the one moved. */
export function SectionsEditor({
  initialSections,
  announce,
}: {
  initialSections: HomeSection[];
  announce: (position: number, count: number) => void;
}) {
  const [sections, setSections] = useState(initialSections);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [sections]);
  const moveSection = (index: number, by: -1 | 1) => {
    announce(index + by + 1, sections.length);
    focusNext.current = afterMove(
      `section-${sections[index]!.id}`,
      index + by,
      sections.length,
      by,
    );
    setSections(moved(sections, index, by));
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold">Sections of the home page</legend>
      <input
        type="hidden"
        name="sectionOrder"
        value={sections.map((section) => section.id).join(",")}
      />
      <ol className="grid gap-2">
        {sections.map((section, index) => {
          const label = HOME_SECTION_LABELS[section.id];
          return (
            <li
              key={section.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 p-2"
            >
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`show.${section.id}`}
                  checked={section.isVisible}
                  onChange={(event) =>
                    setSections(
                      sections.map((s) =>
                        s.id === section.id ? { ...s, isVisible: event.target.checked } : s,
                      ),
                    )
                  }
                  className="size-4"
                />
                Show {label}
              </label>
              <span className="flex gap-2">
                <MoveButtons
                  idPrefix={`section-${section.id}`}
                  name={label}
                  index={index}
                  count={sections.length}
                  onMove={(by) => moveSection(index, by)}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
