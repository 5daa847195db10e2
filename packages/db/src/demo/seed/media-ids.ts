import type { VehicleImageKind } from "../images/vehicle-kinds.ts";

/** Every kind of vehicle is painted in this many colours, each from this many views. */
export const COLOURS_PER_KIND = 3;
export const VIEWS_PER_CAR = 3;

export const vehicleMediaId = (kind: VehicleImageKind, colour: number, view: number) =>
  `demo/${kind}-${colour}-${view}.jpg`;
export const logoMediaId = (slug: string) => `demo/logo-${slug}.png`;
export const heroMediaId = (slug: string) => `demo/hero-${slug}.jpg`;
export const modelMediaId = (siteSlug: string, modelSlug: string) =>
  `demo/model-${siteSlug}-${modelSlug}.jpg`;
export const HISTORY_REPORT_MEDIA_ID = "demo/history-report.pdf";
export const mediaUrl = (id: string) => `/media/${id}`;
