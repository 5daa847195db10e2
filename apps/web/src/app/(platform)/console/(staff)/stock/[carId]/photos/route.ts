import { staffEndpoint } from "@/server/console/staff-endpoint";
import { db } from "@/server/db";
import { answerCarPhotos } from "@/server/console/answer-car-photos";
import { mediaStore } from "@/server/media/media-store";

/** POST /console/stock/{carId}/photos: photos from a phone added to the car (multipart `photo`). */
export const POST = staffEndpoint(async ({ request, params, staff }) => {
  const database = await db();
  return answerCarPhotos(database, mediaStore(database), {
    staff,
    request,
    carIdText: String(params.carId ?? ""),
  });
});
