import { HULL, type Paint } from "../paint.ts";
import { path } from "../svg.ts";
import { arch } from "./arches.ts";
import { axles } from "./axles.ts";
import type { Arch, SideModel, Wheel } from "./side-model.ts";

/**
 * A two-axle road vehicle (car, SUV, ute, van, motorhome): nothing is drawn under the body, and
 * the hull outline runs from `hull[0]` over both wheel arches, front first, to `hull[1]`.
 * `behind` is drawn before the hull, `details` over it.
 */
export function roadVehicleSide(spec: {
  length: number;
  height: number;
  focus: [number, number];
  axles: [rear: number, front: number];
  wheel: Omit<Wheel, "x">;
  arch: { r: number; yb: number };
  hull: [fromRear: string, toRear: string];
  behind?: (p: Paint) => string;
  details: (p: Paint, arches: Arch[]) => string;
}): SideModel {
  const { wheels, arches } = axles(spec.axles, spec.wheel, spec.arch);
  const outline = `${spec.hull[0]} ${arches.map(arch).join(" ")} ${spec.hull[1]}`;
  return {
    length: spec.length,
    height: spec.height,
    wheels,
    arches,
    focus: spec.focus,
    under: () => "",
    body: (p) =>
      (spec.behind?.(p) ?? "") + path(outline, "url(#bd)", HULL) + spec.details(p, arches),
  };
}
