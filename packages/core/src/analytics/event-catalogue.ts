import { isTestDriveOnly } from "../domain/car.ts";
import { PAGE_TYPES } from "./page-types.ts";
import {
  catalogueEntry,
  isUsed,
  isLoadAction,
  loadEventFor,
  pageViewEvent,
  SEARCH_EVENT,
  type CatalogueEventBody,
  type CatalogueEvent,
  type VehicleType,
  type LoadAction,
} from "./load-events.ts";

/**
 * The measurement catalogue of spec §9 as data: events 1-61, each with the §3 definition fields
 * a tag manager reads (event, eventAction, eventCategory, formName, formStatus, eventLabel,
 * pageType, vehicleType, facebookEventName, facebookCustomEvent).
 *
 * The spec names some ids exactly (the page types 1-13, the form ids 14, 15, 17, 22, 25, 32,
 * 39, 41, 48, 51, 58, 60, the chat events 55 and 57) and others only by group ("form
 * submissions 14-24, 27, 28, ...", "lookup and valuation 43, 50, 52, 53"). Within a group the
 * meaning of each id is assigned here (`basis: "assigned"`), and once assigned an id never
 * changes meaning, because dealers' reports are keyed on it. 49 is in no §9 group; it records
 * the phone reveal, which §4 asks to record and gives no id.
 *
 * `event` is a GA4 recommended event name where one fits (page_view, view_item, search,
 * generate_lead, sign_up, login, add_to_wishlist) and our own snake_case name otherwise
 * (`eventNameSource` says which). `facebookEventName` is a Meta standard event (PageView,
 * ViewContent, Search, Lead, Contact, Schedule, SubmitApplication, CompleteRegistration,
 * AddToWishlist, FindLocation, InitiateCheckout, Purchase) unless `facebookCustomEvent` is true,
 * in which case it is a custom event sent with `trackCustom`.
 *
 * The events a page fires as it loads (views 1-13, search 29) and the builder of every entry live
 * in load-events.ts, which comes with a page; this module comes when the shopper does something.
 */

export { PAGE_TYPES, PAGE_VIEW_TYPES, type PageType, type PageViewType } from "./page-types.ts";
export {
  PAGE_VIEW_IDS,
  type CatalogueEvent,
  type EventNameSource,
  type VehicleType,
} from "./load-events.ts";

/** §9 form event ids (a form's conversion id is the id of its submission event). */
export const FORM_EVENT_IDS = {
  enquiryNew: 14,
  enquiryUsed: 15,
  specialOfferEnquiry: 16,
  testDriveNew: 17,
  serviceBooking: 18,
  partsEnquiry: 19,
  financeEnquiry: 20,
  fleetEnquiry: 21,
  general: 22,
  tradeIn: 23,
  insuranceEnquiry: 24,
  callDealer: 25,
  modelEnquiry: 27,
  newsletter: 28,
  step: 32,
  favourite: 39,
  locationEnquiry: 40,
  directions: 41,
  sellMyCar: 42,
  reserve: 44,
  onlinePurchase: 45,
  accessoriesEnquiry: 46,
  hireEnquiry: 47,
  testDriveUsed: 48,
  careers: 51,
  chatLead: 56,
  click: 58,
  historyReport: 60,
} as const;

function formSubmit(
  formName: string,
  facebook: string,
  extra: { vehicleType?: VehicleType; basis?: "spec" | "assigned" } = {},
): CatalogueEventBody {
  return catalogueEntry({
    event: "generate_lead",
    eventAction: "Form Submission",
    eventCategory: "Lead",
    eventLabel: formName,
    formName,
    formStatus: "Submitted",
    facebook,
    ...extra,
  });
}

function action(
  event: string,
  eventAction: string,
  eventCategory: string,
  facebook: string,
  basis: "spec" | "assigned" = "assigned",
): CatalogueEventBody {
  return catalogueEntry({
    event,
    eventAction,
    eventCategory,
    eventLabel: eventAction,
    facebook,
    basis,
  });
}

/** Events 14-61 but 29; the views 1-13 and the search 29 are load-events.ts's. */
const ENTRIES: Record<number, CatalogueEventBody> = {
  14: formSubmit("New Vehicle Enquiry", "Lead", { vehicleType: "New", basis: "spec" }),
  15: formSubmit("Used Vehicle Enquiry", "Lead", { vehicleType: "Used", basis: "spec" }),
  16: formSubmit("Special Offer Enquiry", "Lead"),
  17: formSubmit("New Vehicle Test Drive", "Schedule", { vehicleType: "New", basis: "spec" }),
  18: formSubmit("Service Booking", "Schedule"),
  19: formSubmit("Parts Enquiry", "Lead"),
  20: formSubmit("Finance Enquiry", "SubmitApplication"),
  21: formSubmit("Fleet Enquiry", "Lead"),
  22: formSubmit("General Enquiry", "Lead", { basis: "spec" }),
  23: formSubmit("Trade-in Valuation", "Lead"),
  24: formSubmit("Insurance Enquiry", "Lead"),
  25: action("click_to_call", "Click to Call", "Contact", "Contact", "spec"),
  26: action(
    "finance_calculator_used",
    "Finance Calculator Used",
    "Finance",
    "FinanceCalculator",
    "spec",
  ),
  27: formSubmit("Model Enquiry", "Lead"),
  28: formSubmit("Newsletter Subscription", "CompleteRegistration"),
  30: action("finance_score", "Finance Score", "Finance", "FinanceScore"),
  31: action("finance_pre_approval", "Finance Pre-approval", "Finance", "FinancePreApproval"),
  32: {
    ...action("form_step_completed", "Form Step Completed", "Lead", "FormStepCompleted", "spec"),
    formStatus: "Step Completed",
  },
  33: action("instant_price", "Instant Price", "Vehicle", "InstantPrice"),
  34: action("quiz_completed", "Quiz Completed", "Engagement", "QuizCompleted"),
  35: action("sign_up", "Sign Up", "Authentication", "CompleteRegistration"),
  36: action("login", "Sign In", "Authentication", "SignIn"),
  37: action(
    "verification_code_requested",
    "Verification Code Requested",
    "Authentication",
    "VerificationCode",
  ),
  38: action("logout", "Sign Out", "Authentication", "SignOut"),
  39: action("add_to_wishlist", "Favourite", "Wishlist", "AddToWishlist", "spec"),
  40: formSubmit("Location Enquiry", "Contact"),
  41: action("get_directions", "Directions", "Location", "FindLocation", "spec"),
  42: formSubmit("Sell My Car", "Lead"),
  43: action("rego_lookup", "Rego Lookup", "Valuation", "RegoLookup"),
  44: formSubmit("Reserve Vehicle", "InitiateCheckout"),
  45: formSubmit("Online Purchase", "Purchase"),
  46: formSubmit("Accessories Enquiry", "Lead"),
  47: formSubmit("Hire Enquiry", "Lead"),
  48: formSubmit("Used Vehicle Test Drive", "Schedule", { vehicleType: "Used", basis: "spec" }),
  49: action("phone_reveal", "Phone Reveal", "Contact", "PhoneReveal"),
  50: action("valuation_started", "Valuation Started", "Valuation", "ValuationStarted"),
  51: formSubmit("Careers Application", "SubmitApplication", { basis: "spec" }),
  52: action("valuation_completed", "Valuation Completed", "Valuation", "ValuationCompleted"),
  53: action("vehicle_lookup", "Vehicle Lookup", "Valuation", "VehicleLookup"),
  54: action("chat_opened", "Chat Opened", "Chat", "ChatOpened"),
  55: action("chat_first_message", "Chat First Message", "Chat", "Contact", "spec"),
  56: formSubmit("Live Chat Lead", "Lead"),
  57: action("chat_message", "Chat Message", "Chat", "ChatMessage", "spec"),
  58: action("finance_quote_click", "Finance Quote Click", "Finance", "FinanceQuoteClick", "spec"),
  59: action("finance_quote_received", "Finance Quote Received", "Finance", "FinanceQuote"),
  60: action("history_report", "History Report", "Vehicle", "HistoryReport", "spec"),
  61: action("print_pdf", "Print PDF", "Vehicle", "PrintPdf"),
};

/** All 61 catalogue events, by id. */
export const EVENT_CATALOGUE: readonly CatalogueEvent[] = [
  ...PAGE_TYPES.map(pageViewEvent),
  SEARCH_EVENT,
  ...Object.entries(ENTRIES).map(([id, fields]) => ({ id: Number(id), ...fields })),
].sort((a, b) => a.id - b.id);

const BY_ID = new Map(EVENT_CATALOGUE.map((event) => [event.id, event]));

export function catalogueEvent(id: number): CatalogueEvent | undefined {
  return BY_ID.get(id);
}

/** The forms a shopper submits, each with its own conversion event. */
export type ConversionForm =
  | "enquiry"
  | "test-drive"
  | "general"
  | "special-offer"
  | "service"
  | "parts"
  | "finance"
  | "fleet"
  | "trade-in"
  | "insurance"
  | "model"
  | "newsletter"
  | "location"
  | "sell-my-car"
  | "reserve"
  | "online-purchase"
  | "accessories"
  | "hire"
  | "careers"
  | "chat-lead";

/** Actions with one fixed catalogue id. */
export const ACTION_EVENT_IDS = {
  "click-to-call": 25,
  "finance-calculator": 26,
  search: 29,
  "finance-score": 30,
  "finance-pre-approval": 31,
  "form-step": 32,
  "instant-price": 33,
  quiz: 34,
  "sign-up": 35,
  "sign-in": 36,
  "verification-code": 37,
  "sign-out": 38,
  favourite: 39,
  directions: 41,
  "rego-lookup": 43,
  "phone-reveal": 49,
  "valuation-started": 50,
  "valuation-completed": 52,
  "vehicle-lookup": 53,
  "chat-opened": 54,
  "chat-first-message": 55,
  "chat-message": 57,
  "finance-quote-click": 58,
  "finance-quote": 59,
  "history-report": 60,
  "print-pdf": 61,
} as const;
export type SimpleAction = keyof typeof ACTION_EVENT_IDS;

const FORM_IDS: Record<Exclude<ConversionForm, "enquiry" | "test-drive">, number> = {
  general: FORM_EVENT_IDS.general,
  "special-offer": FORM_EVENT_IDS.specialOfferEnquiry,
  service: FORM_EVENT_IDS.serviceBooking,
  parts: FORM_EVENT_IDS.partsEnquiry,
  finance: FORM_EVENT_IDS.financeEnquiry,
  fleet: FORM_EVENT_IDS.fleetEnquiry,
  "trade-in": FORM_EVENT_IDS.tradeIn,
  insurance: FORM_EVENT_IDS.insuranceEnquiry,
  model: FORM_EVENT_IDS.modelEnquiry,
  newsletter: FORM_EVENT_IDS.newsletter,
  location: FORM_EVENT_IDS.locationEnquiry,
  "sell-my-car": FORM_EVENT_IDS.sellMyCar,
  reserve: FORM_EVENT_IDS.reserve,
  "online-purchase": FORM_EVENT_IDS.onlinePurchase,
  accessories: FORM_EVENT_IDS.accessoriesEnquiry,
  hire: FORM_EVENT_IDS.hireEnquiry,
  careers: FORM_EVENT_IDS.careers,
  "chat-lead": FORM_EVENT_IDS.chatLead,
};

/** What a shopper did, in the words of the page that saw it. */
export type ShopperAction =
  | LoadAction
  | { type: "form-submit"; form: ConversionForm; carType?: string | null; tag?: string | null }
  | { type: SimpleAction };

/**
 * The one mapping from a shopper action to its catalogue entry. A vehicle page is "Used
 * Vehicle Details" for a used car and "New Vehicle Details" otherwise; an enquiry is 15 for a
 * used car, else 14; a test drive is 48 for a used car unless the car is tagged test-drive-only,
 * else 17.
 */
export function catalogueEventFor(shopperAction: ShopperAction): CatalogueEvent {
  return BY_ID.get(catalogueIdFor(shopperAction))!;
}

function catalogueIdFor(shopperAction: ShopperAction): number {
  if (isLoadAction(shopperAction)) return loadEventFor(shopperAction).id;
  switch (shopperAction.type) {
    case "form-submit": {
      const { form, carType, tag } = shopperAction;
      if (form === "enquiry")
        return isUsed(carType) ? FORM_EVENT_IDS.enquiryUsed : FORM_EVENT_IDS.enquiryNew;
      if (form === "test-drive") {
        return isUsed(carType) && !isTestDriveOnly(tag)
          ? FORM_EVENT_IDS.testDriveUsed
          : FORM_EVENT_IDS.testDriveNew;
      }
      return FORM_IDS[form];
    }
    default:
      return ACTION_EVENT_IDS[shopperAction.type];
  }
}

/** The conversion id of a form's final submit (a form definition's `eventId`). */
export function submitEventId(
  form: ConversionForm,
  carType?: string | null,
  tag?: string | null,
): number {
  return catalogueEventFor({ type: "form-submit", form, carType, tag }).id;
}
