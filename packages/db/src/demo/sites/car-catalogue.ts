import { catalogue } from "./catalogue.ts";

/** Mainstream Australian cars, shared by the car dealers of the demo. */
// prettier-ignore
export const CAR_CATALOGUE = catalogue([
  // make, model, body, image kind, fuel, price range, badges
  ["Toyota", "Corolla", "Hatch", "car", "Hybrid", [28_000, 38_000], ["Ascent Sport", "SX", "ZR"]],
  ["Toyota", "RAV4", "SUV", "suv", "Hybrid", [38_000, 56_000], ["GX", "GXL", "Cruiser"]],
  ["Toyota", "HiLux", "Utility", "ute", "Diesel", [42_000, 68_000], ["SR", "SR5", "Rogue"]],
  ["Mazda", "CX-5", "SUV", "suv", "Petrol", [34_000, 52_000], ["Maxx", "Touring", "Akera"]],
  ["Mazda", "3", "Hatch", "car", "Petrol", [27_000, 39_000], ["G20 Pure", "G25 Evolve"]],
  ["Ford", "Ranger", "Utility", "ute", "Diesel", [45_000, 79_000], ["XLT", "Wildtrak", "Sport"]],
  ["Ford", "Everest", "SUV", "suv", "Diesel", [55_000, 78_000], ["Trend", "Platinum"]],
  ["Hyundai", "i30", "Hatch", "car", "Petrol", [24_000, 36_000], ["Active", "Elite", "N Line"]],
  ["Hyundai", "Tucson", "SUV", "suv", "Petrol", [34_000, 50_000], ["Elite", "Highlander"]],
  ["GWM Haval", "H6", "SUV", "suv", "Hybrid", [36_000, 46_000], ["Lux", "Ultra"]],
  ["Mercedes Benz", "C300", "Sedan", "car", "Petrol", [68_000, 92_000], ["AMG Line"]],
  ["Isuzu Ute", "D-Max", "Utility", "ute", "Diesel", [38_000, 62_000], ["SX", "LS-U", "X-Terrain"]],
  ["SsangYong", "Musso", "Utility", "ute", "Diesel", [34_000, 46_000], ["ELX", "Ultimate"]],
  ["Skoda", "Octavia", "Wagon", "car", "Petrol", [36_000, 52_000], ["Style", "RS"]],
  ["Suzuki Australia", "Swift", "Hatch", "car", "Petrol", [20_000, 28_000], ["GL", "GLX"]],
  ["Tesla", "Model 3", "Sedan", "car", "Electric", [54_000, 72_000], ["RWD", "Long Range"]],
  ["Mitsubishi", "Outlander", "SUV", "suv", "PHEV", [48_000, 62_000], ["ES", "Exceed"]],
  ["Toyota", "HiAce", "Van", "van", "Diesel", [46_000, 62_000], ["LWB", "SLWB"]],
]);
