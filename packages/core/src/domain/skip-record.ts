import { z } from "zod";

export const skipRecordSchema = z
  .object({ from: z.number().int().nonnegative(), to: z.number().int().nonnegative() })
  .refine((r) => r.from < r.to, { message: "A skip goes to a later step" });
/** §4: a skip from one step of a multi-step form to a later one (indexes from 0). */
export type SkipRecord = z.infer<typeof skipRecordSchema>;
