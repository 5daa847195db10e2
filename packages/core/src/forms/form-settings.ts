import { z } from "zod";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  MAX_RESPONSE_TARGET_MINUTES,
  MIN_RESPONSE_TARGET_MINUTES,
} from "../leads/lead-response.ts";
import { MAX_TEMPLATES, replyTemplateSchema } from "../leads/lead-conversation.ts";
import { PHONE_VARIANTS } from "../validation/phone.ts";
import { PAGE_FORM_IDS } from "./page-form-ids.ts";

/** What the site's lead forms ask and where their leads go (settings `leads`, spec §5, §7). */
export const leadSettingsSchema = z
  .object({
    phoneVariant: z.enum(PHONE_VARIANTS).default("au"),
    isPostcodeRequired: z.boolean().default(false),
    isMessageRequired: z.boolean().default(true),
    /** §5: "where did you hear about us", a fixed list of eight sources, on every form. */
    askWhereHeard: z.boolean().default(false),
    /**
     * The location select on every form (required when shown, §5): `auto` shows it when
     * the site has more than one dealership or sales location.
     */
    locationSelect: z.enum(["auto", "always", "never"]).default("auto"),
    /** Every form asks consent to the site's terms and conditions, with a link to them. */
    askTermsConsent: z.boolean().default(false),
    /**
     * Whether "Keep me informed about offers and news" starts ticked. §5 says on (the demo
     * default); a box the shopper must tick is express consent (Spam Act 2003, GDPR). Each lead
     * records whether the shopper changed it (`opt_in_changed`).
     */
    isOptInTickedByDefault: z.boolean().default(true),
    /** §3: an optional middle name after the first name. */
    askMiddleName: z.boolean().default(false),
    /** §3: the finance form asks the birth date in day, month and year parts. */
    askBirthDate: z.boolean().default(false),
    /** The youngest applicant the finance form accepts when it asks the birth date. */
    minimumApplicantAge: z.number().int().min(16).max(99).default(18),
    /**
     * Mock mode (spec §7): the site's forms send to /api/mock/leads..., which check and
     * answer like the real lead API but store and deliver nothing (for testing a site's forms).
     */
    isMockMode: z.boolean().default(false),
    /** The finance form asks the 'Best Finance' and 'Best Deal' Yes/No questions. */
    askBestFinanceQuestions: z.boolean().default(false),
    /** Leads go to the primary location's dealership and location (spec §7). */
    usePrimaryLocation: z.boolean().default(false),
    /** Every lead is sent for this dealership slug (spec §7). */
    fixedDealershipSlug: z.string().optional(),
    conversionEventId: z.number().int().default(22),
    /** Forms the site shows on pages of their own, /forms/{id} (service feedback, ...). */
    pageForms: z.array(z.enum(PAGE_FORM_IDS)).default([]),
    /**
     * A form sent sooner than this after it was shown is turned away as automated (people
     * take longer to fill one in); 0 turns the check off.
     */
    minimumFillSeconds: z.number().min(0).max(60).default(0),
    /**
     * The dealer console marks a new lead overdue, and emails its assignee or the site's
     * admins, when nobody has answered it within this many minutes.
     */
    responseTargetMinutes: z
      .number()
      .int("Enter a whole number of minutes.")
      .min(MIN_RESPONSE_TARGET_MINUTES, `Enter at least ${MIN_RESPONSE_TARGET_MINUTES} minutes.`)
      .max(
        MAX_RESPONSE_TARGET_MINUTES,
        `Enter at most ${MAX_RESPONSE_TARGET_MINUTES} minutes (a week).`,
      )
      .default(DEFAULT_RESPONSE_TARGET_MINUTES),
    /**
     * The templates a salesperson picks from to answer a lead by email, with merge fields
     * (core `MERGE_FIELDS`); none: core's `DEFAULT_REPLY_TEMPLATES`.
     */
    replyTemplates: z.array(replyTemplateSchema).max(MAX_TEMPLATES).default([]),
    /**
     * The site's text-message number (E.164) at the platform's SMS provider: set, the lead page
     * offers texting the shopper, and texts to it thread onto the sender's lead.
     */
    smsFrom: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "Enter the number in international form, such as +61400000000.")
      .optional(),
    /**
     * The address at the dealer's own domain that mail to its shoppers comes from, once the
     * domain publishes the records the console shows (core `sending-domain.ts`); until then, and
     * unset, from the platform's address under the site's name.
     */
    mailFrom: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/,
        "Enter an email address at your own domain, such as sales@yourdealership.com.au.",
      )
      .max(200, "Enter at most 200 characters.")
      .optional(),
  })
  .prefault({});
export type LeadSettings = z.output<typeof leadSettingsSchema>;
