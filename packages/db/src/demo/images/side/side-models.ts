import type { VehicleImageKind } from "../vehicle-kinds.ts";
import { camperTrailerSide } from "./camper-trailer.ts";
import { carSide } from "./car.ts";
import { caravanSide } from "./caravan.ts";
import { motorcycleSide } from "./motorcycle.ts";
import { motorhomeSide } from "./motorhome.ts";
import { popTopSide } from "./pop-top.ts";
import type { SideModel } from "./side-model.ts";
import { suvSide } from "./suv.ts";
import { truckSide } from "./truck.ts";
import { uteSide } from "./ute.ts";
import { vanSide } from "./van.ts";

export const SIDE_MODELS: Record<VehicleImageKind, SideModel> = {
  car: carSide,
  suv: suvSide,
  ute: uteSide,
  van: vanSide,
  truck: truckSide,
  caravan: caravanSide,
  "pop-top": popTopSide,
  "camper-trailer": camperTrailerSide,
  motorhome: motorhomeSide,
  motorcycle: motorcycleSide,
};
