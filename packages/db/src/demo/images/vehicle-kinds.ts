export const VEHICLE_IMAGE_KINDS = [
  "car",
  "suv",
  "ute",
  "van",
  "caravan",
  "camper-trailer",
  "pop-top",
  "motorhome",
  "motorcycle",
  "truck",
] as const;

export type VehicleImageKind = (typeof VEHICLE_IMAGE_KINDS)[number];
