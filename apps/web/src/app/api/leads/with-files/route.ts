import { leadApi } from "@/server/leads/lead-api";

/** POST /api/leads/with-files: multipart lead with attachments -> 201 {id}. */
export function POST(request: Request) {
  return leadApi().createWithFiles(request);
}
