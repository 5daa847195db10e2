import type { BrandTheme } from "@forecourt/core/site/brand-colours";
import type { FormState } from "./form-state.ts";

/** The header and buttons as the draft settings would show them, before they are published. */
export type SettingsPreview = {
  siteName: string;
  tagline: string | null;
  /** The draft's logo, shown as the storefront's header shows it; null shows the name. */
  logoUrl: string | null;
  theme: BrandTheme;
  /** The header menu's top-level labels. */
  menu: string[];
};

/** The settings form's answer: a form state, with a preview when the draft was previewed. */
export type SettingsFormState = FormState & { preview?: SettingsPreview };
