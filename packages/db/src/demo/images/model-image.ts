/** A studio shot of a model in the range, captioned with its name and kind. */
import { showroomBackdrop } from "./backdrops/showroom-backdrop.ts";
import { toJpeg } from "./encode.ts";
import { paintFor, vehicleDefs } from "./paint.ts";
import { placeSide } from "./scenes/place-side.ts";
import { SIDE_MODELS } from "./side/side-models.ts";
import { FONT, esc, rect, svgDoc } from "./svg.ts";
import { fitFont } from "./text-metrics.ts";
import { VEHICLE_IMAGE_SIZE } from "./vehicle-image.ts";
import type { VehicleImageKind } from "./vehicle-kinds.ts";

type ModelImageOptions = { kind: VehicleImageKind; colour: string; name: string };

export async function renderModelImage(options: ModelImageOptions): Promise<Buffer> {
  return toJpeg(modelSvg(options));
}

function modelSvg(o: ModelImageOptions): string {
  const p = paintFor(o.colour);
  const model = SIDE_MODELS[o.kind];
  if (!model) throw new RangeError(`Unknown vehicle kind: ${String(o.kind)}`);
  const { width: W, height: H } = VEHICLE_IMAGE_SIZE;
  const name = o.name.trim().slice(0, 60);
  const size = fitFont(name, W - 120, 46, 18);
  const kindLabel = o.kind.replace("-", " ").toUpperCase();
  const scene =
    showroomBackdrop(W, H, 520, true) +
    placeSide(
      model,
      p,
      {
        cx: 600,
        groundY: 610,
        maxW: 940,
        maxH: 430,
        mirror: true,
        skew: -4,
        reflect: true,
        farWheels: o.kind !== "motorcycle",
      },
      10,
    );
  const caption =
    rect(0, H - 118, W, 118, 0, "#111418", `opacity=".88"`) +
    rect(0, H - 118, W, 5, 0, p.body) +
    `<text x="60" y="${H - 62}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(name)}</text>` +
    `<text x="60" y="${H - 26}" font-family="${FONT}" font-size="20" fill="#b8bec5" letter-spacing="3">${esc(kindLabel)}</text>`;
  return svgDoc(W, H, `<defs>${vehicleDefs(p)}</defs>${scene}${caption}`);
}
