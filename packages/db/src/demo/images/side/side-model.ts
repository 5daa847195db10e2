/**
 * Vehicle side elevations. Local units: x from the rear (0) to the front (length), ground at
 * y = 0, up is negative y. Each model draws its chassis ("under"), then wheels, then body.
 */
import type { Paint } from "../paint.ts";

type WheelStyle = "car" | "offroad" | "trailer" | "truck" | "moto";
export type Wheel = { x: number; r: number; style: WheelStyle };
export type Arch = { cx: number; cy: number; r: number; yb: number };

export type SideModel = {
  length: number;
  height: number;
  wheels: Wheel[];
  arches: Arch[];
  /** Point of interest for the close-up view. */
  focus: [number, number];
  under: (p: Paint, towing: boolean) => string;
  body: (p: Paint) => string;
};
