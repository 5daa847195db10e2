import { enquiryFormRoute } from "@/components/forms/enquiry-form-route";

const parts = enquiryFormRoute("parts");
export const generateMetadata = parts.generateMetadata;
export default parts.EnquiryPage;
