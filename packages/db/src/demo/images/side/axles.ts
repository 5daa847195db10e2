import type { Arch, Wheel } from "./side-model.ts";

/**
 * Wheels at the given x positions (rear first), each under a wheel arch of the body when `arch`
 * is given. Arches are listed front first: the order a body outline passes them.
 */
export function axles(
  xs: number[],
  wheel: Omit<Wheel, "x">,
  arch?: { r: number; yb: number },
): { wheels: Wheel[]; arches: Arch[] } {
  return {
    wheels: xs.map((x) => ({ x, ...wheel })),
    arches: arch ? [...xs].reverse().map((x) => ({ cx: x, cy: -wheel.r, ...arch })) : [],
  };
}
