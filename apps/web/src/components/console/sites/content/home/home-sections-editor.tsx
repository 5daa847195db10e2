"use client";
import { HOME_SECTION_LABELS, type HomeSection } from "@forecourt/core/content/home-settings";
import { MoveButtons, useMovableList } from "./list-moves.tsx";

/** The home page's sections in order, each shown or hidden; the focus follows the one moved. */
export function SectionsEditor({
  initialSections,
  announce,
}: {
  initialSections: HomeSection[];
  announce: (position: number, count: number) => void;
}) {
  const {
    items: sections,
    setItems: setSections,
    move,
  } = useMovableList(initialSections, (section) => `section-${section.id}`, announce);
  const show = (id: HomeSection["id"], isVisible: boolean) =>
    setSections(sections.map((s) => (s.id === id ? { ...s, isVisible } : s)));
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold">Sections of the home page</legend>
      <input
        type="hidden"
        name="sectionOrder"
        value={sections.map((section) => section.id).join(",")}
      />
      <ol className="grid gap-2">
        {sections.map((section, index) => (
          <SectionRow
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            onShow={(isVisible) => show(section.id, isVisible)}
            onMove={(by) => move(index, by)}
          />
        ))}
      </ol>
    </fieldset>
  );
}

/** One section: whether it is shown, and its moves. */
function SectionRow({
  section,
  index,
  count,
  onShow,
  onMove,
}: {
  section: HomeSection;
  index: number;
  count: number;
  onShow: (isVisible: boolean) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const label = HOME_SECTION_LABELS[section.id];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 p-2">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name={`show.${section.id}`}
          checked={section.isVisible}
          onChange={(event) => onShow(event.target.checked)}
          className="size-4"
        />
        Show {label}
      </label>
      <span className="flex gap-2">
        <MoveButtons
          idPrefix={`section-${section.id}`}
          name={label}
          index={index}
          count={count}
          onMove={onMove}
        />
      </span>
    </li>
  );
}
