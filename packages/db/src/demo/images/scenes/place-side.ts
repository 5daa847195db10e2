import { mix } from "../colour.ts";
import type { Paint } from "../paint.ts";
import { well } from "../side/arches.ts";
import type { SideModel } from "../side/side-model.ts";
import { wheel } from "../side/wheel.ts";
import { n, path, r3, rect } from "../svg.ts";

type Placement = {
  cx: number;
  groundY: number;
  maxW: number;
  maxH: number;
  mirror?: boolean;
  /** Degrees of skewY: a cheap hint of perspective for angled shots. */
  skew?: number;
  zoom?: number;
  /** Centre this local point (a close-up) instead of the whole vehicle. */
  focus?: [number, number];
  /** Draw a faint inverted copy, as on a polished floor. */
  reflect?: boolean;
  /** Far-side wheels, offset up and forward, for an angled shot. */
  farWheels?: boolean;
};

export function placeSide(model: SideModel, p: Paint, at: Placement, spin: number): string {
  const s = Math.min(at.maxW / model.length, at.maxH / model.height) * (at.zoom ?? 1);
  const sx = at.mirror ? -s : s;
  const x0 = at.cx - sx * (at.focus ? at.focus[0] : model.length / 2);
  const groundY = at.focus ? at.groundY - at.focus[1] * s : at.groundY;
  const transform = `translate(${n(x0)},${n(groundY)})${at.skew ? ` skewY(${at.skew})` : ""} scale(${r3(sx)},${r3(s)})`;
  const bodySvg = model.body(p);
  let far = "";
  if (at.farWheels) {
    const dx = model.length * 0.05;
    const dy = -model.height * 0.05;
    far = `<g transform="translate(${n(dx)},${n(dy)})">${model.wheels.map((w) => wheel(w, spin + 20, true)).join("")}</g>`;
    // Extrude the main body panel towards the far side: reads as the nose and roof in depth.
    const hull = /<path d="([^"]+)" fill="url\(#bd\)" data-hull="1"/.exec(bodySvg)?.[1];
    if (hull) {
      const steps = 6;
      for (let i = steps; i >= 1; i--) {
        const t = i / steps;
        far += path(
          hull,
          mix(p.body, "#000000", 0.12 + 0.18 * t),
          `transform="translate(${n(dx * t)},${n(dy * t)})"`,
        );
      }
    }
  }
  const shadow = `<ellipse cx="${model.length / 2}" cy="0" rx="${n(model.length * 0.56)}" ry="${n(Math.max(18, model.length * 0.035))}" fill="url(#sh)"/>`;
  const vehicle =
    far +
    model.under(p, false) +
    model.arches.map(well).join("") +
    model.wheels.map((w) => wheel(w, spin)).join("") +
    bodySvg;
  let out = "";
  if (at.reflect) {
    out += `<g transform="translate(0,${n(groundY * 2)}) scale(1,-1)" opacity=".18"><g transform="${transform}">${vehicle}</g></g>`;
    out += rect(0, groundY, 4000, 2000, 0, "url(#fade)");
  }
  out += `<g transform="${transform}">${shadow}${vehicle}</g>`;
  return out;
}

/** A side elevation in local units, with its own shadow; `bodyFill` swaps the body gradient. */
export function placeRawSide(model: SideModel, p: Paint, bodyFill?: string): string {
  let body =
    model.under(p, true) +
    model.arches.map(well).join("") +
    model.wheels.map((w) => wheel(w, 0)).join("") +
    model.body(p);
  if (bodyFill) body = body.replaceAll("url(#bd)", `url(#${bodyFill})`);
  return `<ellipse cx="${model.length / 2}" cy="0" rx="${n(model.length * 0.55)}" ry="22" fill="url(#sh)"/>${body}`;
}
