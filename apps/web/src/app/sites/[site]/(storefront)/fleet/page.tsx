import { enquiryFormRoute } from "@/components/forms/enquiry-form-route";

const fleet = enquiryFormRoute("fleet");
export const generateMetadata = fleet.generateMetadata;
export default fleet.EnquiryPage;
