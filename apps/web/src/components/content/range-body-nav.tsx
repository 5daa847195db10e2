import { RANGE_BODIES, rangeBodyHref } from "@forecourt/core/content/range-body";
import { PillNav } from "../ui/pill-nav.tsx";

/** Links to /range?body= for the seven RV body types (spec §2). */
export function RangeBodyNav({ current }: { current: string | null }) {
  return (
    <PillNav
      label="Range by body type"
      links={RANGE_BODIES.map((body) => ({
        key: body.param,
        href: rangeBodyHref(body),
        label: body.label,
        isCurrent: current === body.param,
      }))}
    />
  );
}
