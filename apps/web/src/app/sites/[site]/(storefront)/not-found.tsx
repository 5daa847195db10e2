/** A page the site does not have: components/not-found-messages.tsx. */
export { SiteNotFound as default } from "@/components/not-found-messages";
