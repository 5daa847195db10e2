import { localize, type LocaleCode } from "../locale/locale.ts";
import type { LeadFormOptions } from "./definitions/contact-fields.ts";
import { defineForm, type FormDefinition, type FormDefinitionInput } from "./form-definition.ts";

/**
 * A form's shopper-facing words in the site's locale (spec §1): its name, submit label, step
 * titles, field labels, placeholders and option labels. Values a lead sends (field names,
 * option values, category) are data and stay as they are, so the server checks the same form.
 */
function localizeForm(form: FormDefinition, locale: LocaleCode | undefined): FormDefinition {
  if (!locale) return form;
  const say = (text: string) => localize(text, locale);
  return {
    ...form,
    name: say(form.name),
    ...(form.submitLabel === undefined ? {} : { submitLabel: say(form.submitLabel) }),
    steps: form.steps.map((step) => ({
      ...step,
      title: say(step.title),
      ...(step.skipTo ? { skipTo: { ...step.skipTo, label: say(step.skipTo.label) } } : {}),
      fields: step.fields.map((field) => ({
        ...field,
        label: say(field.label),
        ...(field.placeholder === undefined ? {} : { placeholder: say(field.placeholder) }),
        ...(field.options
          ? { options: field.options.map((option) => ({ ...option, label: say(option.label) })) }
          : {}),
      })),
    })),
  };
}

/** A form of the site, in its locale's words. */
export function defineSiteForm(
  options: Pick<LeadFormOptions, "locale">,
  input: FormDefinitionInput,
): FormDefinition {
  return localizeForm(defineForm(input), options.locale);
}
