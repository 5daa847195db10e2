/** A host or custom domain that names no site: components/not-found-messages.tsx. */
export { UnknownSite as default } from "@/components/not-found-messages";
