import { staffEndpoint } from "@/server/console/staff-endpoint";
import { answerVinDecode } from "@/server/console/answer-vin-decode";

/** GET /console/stock/vin?vin=: the car form's offline VIN decode (NHTSA's vPIC data). */
export const GET = staffEndpoint(({ request, staff }) => answerVinDecode(staff, request));
