import {
  BRAND_COLOUR_FIELDS,
  LOGO_FIELD,
  WIZARD_COLOURS,
} from "@forecourt/core/console/site-wizard-form";
import { SETTINGS_SECTIONS, type SettingsField } from "@forecourt/core/console/settings-form";
import { SITE_TEMPLATES, type SiteTemplate } from "@forecourt/core/domain/locale-code";
import { starterMenu } from "@forecourt/core/site/site-templates";
import { fieldId, type StepProps } from "./wizard-step-props.ts";
import { WizardTextField } from "./wizard-text-field.tsx";
import { TextField } from "../../kit/text-field.tsx";

/** The accepted logo types, as the media library reads them from the file's bytes. */
const LOGO_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** A colour's label and hint as the site's settings show them (one wording everywhere). */
function settingsWords(path: string): { label: string; hint: string | undefined } {
  const fields: readonly SettingsField[] = SETTINGS_SECTIONS.flatMap(
    (section): readonly SettingsField[] => section.fields,
  );
  const field = fields.find((entry) => entry.path === path);
  return { label: field?.label ?? path, hint: field?.hint };
}

const isTemplate = (text: string | undefined): text is SiteTemplate =>
  (SITE_TEMPLATES as readonly (string | undefined)[]).includes(text);

/** The header menu the site starts with, from the template chosen on the first step. */
function StarterMenu({ template }: { template: string | undefined }) {
  const menu = starterMenu(isTemplate(template) ? template : "cars");
  return (
    <section aria-labelledby="wizard-starter-menu" className="grid gap-2">
      <h3 id="wizard-starter-menu" className="font-medium">
        Starter menu
      </h3>
      <p className="text-sm text-slate-700">
        The site&apos;s header menu starts with these, from its template; change them later under
        Content, Menus.
      </p>
      <ol className="flex flex-wrap gap-2">
        {menu.map((link) => (
          <li key={link.label} className="rounded border border-slate-300 px-2 py-1 text-sm">
            {link.label} <span className="text-slate-700">({link.href})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The site's logo (uploaded with the site), its button colours and its starter menu. */
export function WizardBrandStep({ errors, values, logoMaxMb }: StepProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        id={fieldId(LOGO_FIELD)}
        label="Logo"
        isRequired={false}
        hint={`JPEG, PNG, WebP, GIF or AVIF, at most ${logoMaxMb} MB. It goes into the site's media library.`}
        error={errors[LOGO_FIELD]}
        fieldClassName="sm:col-span-2"
        name={LOGO_FIELD}
        type="file"
        accept={LOGO_TYPES}
      />
      {(["primary", "primaryForeground"] as const).map((colour) => {
        const name = BRAND_COLOUR_FIELDS[colour];
        const words = settingsWords(name.replace(/^settings\./, ""));
        return (
          <WizardTextField
            key={colour}
            name={name}
            label={words.label}
            hint={words.hint}
            isRequired={false}
            errors={errors}
            values={{ [name]: values[name] ?? WIZARD_COLOURS[colour] }}
            spellCheck={false}
          />
        );
      })}
      <p className="text-sm text-slate-700 sm:col-span-2">
        The button text must be readable on the button colour: a contrast of at least 4.5:1 (WCAG
        AA) is checked.
      </p>
      <div className="sm:col-span-2">
        <StarterMenu template={values["settings.template"]} />
      </div>
    </div>
  );
}
