import "server-only";
import { z } from "zod";

/**
 * The one place the server reads its environment. A bad value stops start-up with a message that
 * names the variable; .env.example documents each of them.
 */
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  PLATFORM_DOMAIN: z.string().min(1).default("localhost"),
  API_BASIC_AUTH_USER: z.string().min(1).default("platform"),
  API_BASIC_AUTH_PASSWORD: z
    .string()
    .min(8, "API_BASIC_AUTH_PASSWORD needs at least 8 characters")
    .default("demo-password"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  LEAD_RATE_LIMIT_BURST: z.coerce
    .number()
    .int()
    .positive("LEAD_RATE_LIMIT_BURST must be a positive whole number")
    .default(30),
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .positive("LEAD_RATE_LIMIT_PER_MINUTE must be a positive number")
    .default(30),
  EVENT_RATE_LIMIT_BURST: z.coerce
    .number()
    .int()
    .positive("EVENT_RATE_LIMIT_BURST must be a positive whole number")
    .default(60),
  EVENT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .positive("EVENT_RATE_LIMIT_PER_MINUTE must be a positive number")
    .default(60),
  REGO_RATE_LIMIT_BURST: z.coerce
    .number()
    .int()
    .positive("REGO_RATE_LIMIT_BURST must be a positive whole number")
    .default(10),
  REGO_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .positive("REGO_RATE_LIMIT_PER_MINUTE must be a positive number")
    .default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Forecourt leads <leads@forecourt.localhost>"),
  OUTBOX_WORKER: z.enum(["auto", "on", "off"]).default("auto"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  OUTBOX_RETENTION_DAYS: z.coerce
    .number()
    .positive("OUTBOX_RETENTION_DAYS must be a positive number of days")
    .max(3_650, "OUTBOX_RETENTION_DAYS must be at most 3650 (ten years)")
    .default(30),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}
