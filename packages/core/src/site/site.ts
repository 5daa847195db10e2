import type { SiteOf } from "../domain/site.ts";
import type { SiteSettings } from "./site-settings.ts";

/** A dealer site as the app holds it: the bottom layer's shape with every settings slice. */
export type Site = SiteOf<SiteSettings>;
