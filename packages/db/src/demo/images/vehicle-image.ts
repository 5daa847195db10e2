/**
 * Deterministic, offline placeholder images for the demo-data seeder: vehicle photographs.
 *
 * Every image is an SVG string built here and rasterised by sharp (librsvg), so there is no
 * network access, no stock photography and no randomness: the same options always give the same
 * bytes. Vehicles are simple side-elevation silhouettes drawn with paths (one per kind), placed
 * in a few compositions (side, three-quarter, rear, interior or detail) over gradient backdrops.
 */
import { mulberry32 } from "../random.ts";
import { outdoorBackdrop } from "./backdrops/outdoor-backdrop.ts";
import { showroomBackdrop } from "./backdrops/showroom-backdrop.ts";
import { toJpeg } from "./encode.ts";
import { hashString } from "./hash-string.ts";
import { paintFor, vehicleDefs } from "./paint.ts";
import { REAR_MODELS } from "./rear/rear-models.ts";
import { cockpit } from "./scenes/cockpit.ts";
import { labelBadge } from "./scenes/label-badge.ts";
import { livingInterior } from "./scenes/living-interior.ts";
import { placeRear } from "./scenes/place-rear.ts";
import { placeSide } from "./scenes/place-side.ts";
import { SIDE_MODELS } from "./side/side-models.ts";
import { svgDoc } from "./svg.ts";
import { VEHICLE_IMAGE_KINDS, type VehicleImageKind } from "./vehicle-kinds.ts";

type VehicleImageOptions = {
  kind: VehicleImageKind;
  /** Body colour, "#rrggbb" or "#rgb". */
  colour: string;
  /** 0 side, 1 front three-quarter, 2 rear, 3 interior (or a detail close-up); taken modulo 4. */
  view: number;
  /** Optional badge text drawn top-left, e.g. a stock number. */
  label?: string;
};

export const VEHICLE_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export async function renderVehicleImage(options: VehicleImageOptions): Promise<Buffer> {
  return toJpeg(vehicleImageSvg(options));
}

/** The SVG source behind renderVehicleImage (handy for debugging or a vector placeholder). */
function vehicleImageSvg(o: VehicleImageOptions): string {
  if (!(VEHICLE_IMAGE_KINDS as readonly string[]).includes(o.kind)) {
    throw new RangeError(`Unknown vehicle kind: ${String(o.kind)}`);
  }
  const p = paintFor(o.colour);
  const view = Number.isFinite(o.view) ? ((Math.trunc(o.view) % 4) + 4) % 4 : 0;
  const rand = mulberry32(hashString(`${o.kind}|${p.body}|${view}|${o.label ?? ""}`));
  const model = SIDE_MODELS[o.kind];
  const { width: W, height: H } = VEHICLE_IMAGE_SIZE;
  const spin = Math.floor(rand() * 72);
  let scene: string;
  if (view === 0) {
    scene =
      outdoorBackdrop(W, H, 470, rand) +
      placeSide(model, p, { cx: 600, groundY: 680, maxW: 1020, maxH: 520 }, spin);
  } else if (view === 1) {
    scene =
      showroomBackdrop(W, H, 500, false) +
      placeSide(
        model,
        p,
        {
          cx: 610,
          groundY: 650,
          maxW: 960,
          maxH: 500,
          mirror: true,
          skew: -5,
          reflect: true,
          farWheels: o.kind !== "motorcycle",
        },
        spin,
      );
  } else if (view === 2) {
    scene = outdoorBackdrop(W, H, 500, rand) + placeRear(REAR_MODELS[o.kind], p, 600, 700, 560);
  } else if (o.kind === "motorcycle" || o.kind === "camper-trailer") {
    // A close-up: the model scaled about its point of interest, on a bright studio floor.
    const zoom = 1.9;
    const s = Math.min(1000 / model.length, 520 / model.height) * zoom;
    const groundY = 400 - model.focus[1] * s;
    scene =
      showroomBackdrop(W, H, Math.min(H - 40, groundY - 80), true) +
      placeSide(
        model,
        p,
        { cx: 600, groundY: 400, maxW: 1000, maxH: 520, zoom, focus: model.focus },
        spin,
      );
  } else if (o.kind === "caravan" || o.kind === "pop-top" || o.kind === "motorhome") {
    scene = livingInterior(p, o.kind, rand);
  } else {
    scene = cockpit(p, rand);
  }
  return svgDoc(W, H, `<defs>${vehicleDefs(p)}</defs>${scene}${labelBadge(o.label)}`);
}
