import { leadApi } from "@/server/leads/lead-api";

/** POST /api/leads: {lead:{...}} -> 201 {id} (200 with the same id on an Idempotency-Key replay). */
export function POST(request: Request) {
  return leadApi().create(request);
}
