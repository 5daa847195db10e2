import type { VehicleImageKind } from "../vehicle-kinds.ts";
import { boxRear } from "./box-rear.ts";
import { carRear } from "./car-rear.ts";
import { motorcycleRear } from "./motorcycle-rear.ts";
import type { RearModel } from "./rear-model.ts";

export const REAR_MODELS: Record<VehicleImageKind, RearModel> = {
  car: carRear({ w: 560, bottom: -45, shoulder: -200, roof: -312, roofW: 340, tyre: 74 }),
  suv: carRear({ w: 600, bottom: -66, shoulder: -245, roof: -398, roofW: 470, tyre: 82 }),
  ute: carRear({
    w: 610,
    bottom: -78,
    shoulder: -240,
    roof: -392,
    roofW: 500,
    tyre: 86,
    tray: true,
  }),
  van: boxRear({ w: 580, bottom: -74, top: -440, tyre: 78, windowH: 120, split: true }),
  truck: boxRear({ w: 680, bottom: -130, top: -560, tyre: 84, dual: true, cargo: true }),
  caravan: boxRear({ w: 640, bottom: -112, top: -480, tyre: 62, windowH: 110, inset: true }),
  "pop-top": boxRear({
    w: 620,
    bottom: -112,
    top: -384,
    tyre: 62,
    windowH: 90,
    canvas: [-440, -384],
    inset: true,
  }),
  "camper-trailer": boxRear({ w: 560, bottom: -160, top: -342, tyre: 76, tent: true, inset: true }),
  motorhome: boxRear({ w: 660, bottom: -96, top: -520, tyre: 80, windowH: 110, ladder: true }),
  motorcycle: motorcycleRear,
};
