/** §3 lead_status: "Incomplete" while a multi-step form is part-way, "New" once complete. */
export const LEAD_STATUS = { complete: "New", incomplete: "Incomplete" } as const;
