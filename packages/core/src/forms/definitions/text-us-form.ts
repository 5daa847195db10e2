import type { FormDefinition } from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import { closingFields, type LeadFormOptions } from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";

/** The lead category of a message sent from the chat widget (spec §2 chat popup 'Text us'). */
export const TEXT_US_CATEGORY = "Text us";
export const TEXT_US_MESSAGE_MAX = 1_000;

/**
 * The first-party chat widget's form: what a text needs, a message, a name and a mobile, all
 * required whatever the site's message setting (a chat without a message says nothing). "Where
 * did you hear about us" and terms consent only where the site's chat settings ask them
 * (`options.textUs`); no location select (a chat from a vehicle page goes to the car's
 * location, any other to the site's) and no opt-in (a text is no newsletter sign-up). Sent as a
 * lead of category 'Text us' (event 56, live chat lead) so the server holds it to these fields.
 */
export function textUsForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "text-us",
    name: TEXT_US_CATEGORY,
    category: TEXT_US_CATEGORY,
    eventId: submitEventId("chat-lead"),
    submitLabel: "Send",
    steps: [
      {
        title: TEXT_US_CATEGORY,
        fields: [
          {
            name: "message",
            type: "textarea",
            label: "Message",
            maxLength: TEXT_US_MESSAGE_MAX,
          },
          { name: "name", type: "string", label: "Name", maxLength: 100 },
          // The dealer answers by text message: kept and sent in E.164.
          { name: "phone", type: "phone", label: "Mobile", phoneFormat: "e164" },
          ...closingFields(
            {
              ...options,
              askWhereHeard: options.textUs?.askWhereHeard ?? false,
              termsHref: options.textUs?.termsHref ?? null,
            },
            false,
          ),
        ],
      },
    ],
  });
}
