export * from "./contact-fields.ts";
export * from "./enquiry-forms.ts";
export * from "./booking-forms.ts";
export * from "./finance-form.ts";
export * from "./trade-in-forms.ts";
export * from "./careers-form.ts";
export * from "./text-us-form.ts";
export * from "./purchase-journey-form.ts";
