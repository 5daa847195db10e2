import { z } from "zod";
import { SIGN_IN_CODES_PER_EMAIL } from "@forecourt/core/garage/sign-in";
import type { OnlinePaymentProviderName } from "@forecourt/core/payments/payment-provider";
import { ENV_DEFAULTS, processEnv } from "./runtime-env.mjs";

/** An empty value counts as unset (`NAME=` in a .env file). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));
/** A name, key or secret with no other rule; unset when empty. */
const optionalText = () => unsetWhenEmpty(z.string().min(1));
/** An http:// or https:// address (a provider's API, a stand-in's in tests). */
const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` });
/** A count such as a rate limit's burst. */
const positiveWhole = (name: string, fallback: number) =>
  z.coerce.number().int().positive(`${name} must be a positive whole number`).default(fallback);
/** A rate such as a rate limit's refill per minute. */
const positiveNumber = (name: string, fallback: number) =>
  z.coerce.number().positive(`${name} must be a positive number`).default(fallback);

/** A TCP port a listener of this process binds. */
const port = (name: string) =>
  z.coerce
    .number()
    .int(`${name} must be a port number`)
    .min(0, `${name} must be a port number (1-65535, or 0 for any free one)`)
    .max(65_535, `${name} must be a port number (1-65535)`);

/**
 * The deployment's environment, validated: a bad value stops start-up (the server's, the worker's,
 * the seed's and the site command's) with a message that names the variable; .env.example
 * documents each of them. The values come from runtime-env.mjs, the one reader of process.env,
 * whose defaults for the variables read before this check (the proxy, the cache handlers, the
 * start script) are the ones used here.
 */
const envSchema = z.object({
  DATABASE_URL: unsetWhenEmpty(
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL"),
  ),
  DATA_DIR: z.string().min(1).default(ENV_DEFAULTS.DATA_DIR),
  /** The migrations folder, where the server cannot find packages/db/drizzle on its own. */
  MIGRATIONS_DIR: optionalText(),
  PLATFORM_DOMAIN: z.string().min(1).default(ENV_DEFAULTS.PLATFORM_DOMAIN),
  API_BASIC_AUTH_USER: z.string().min(1).default("platform"),
  API_BASIC_AUTH_PASSWORD: z
    .string()
    .min(8, "API_BASIC_AUTH_PASSWORD needs at least 8 characters")
    .default("demo-password"),
  /**
   * Reverse proxies of ours in front of the server (a load balancer, Varnish): the client
   * address is read that many hops from the right of X-Forwarded-For, and X-Forwarded-Proto is
   * believed. 0: clients connect directly and the socket's address is theirs.
   */
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0, "TRUSTED_PROXY_HOPS must be 0 or more")
    .max(10, "TRUSTED_PROXY_HOPS must be at most 10")
    .default(0),
  /**
   * The embedded database flushes each commit to disk before acknowledging it ("on"); "off"
   * is faster and can lose the last acknowledged leads in a power cut.
   */
  PGLITE_FSYNC: z.enum(["on", "off"]).default("on"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  /** Where Cloudflare Turnstile tokens are checked (a stand-in's address in tests). */
  TURNSTILE_VERIFY_URL: z
    .string()
    .url("TURNSTILE_VERIFY_URL must be an absolute URL")
    .default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  LEAD_RATE_LIMIT_BURST: positiveWhole("LEAD_RATE_LIMIT_BURST", 30),
  LEAD_RATE_LIMIT_PER_MINUTE: positiveNumber("LEAD_RATE_LIMIT_PER_MINUTE", 30),
  EVENT_RATE_LIMIT_BURST: positiveWhole("EVENT_RATE_LIMIT_BURST", 60),
  EVENT_RATE_LIMIT_PER_MINUTE: positiveNumber("EVENT_RATE_LIMIT_PER_MINUTE", 60),
  REGO_RATE_LIMIT_BURST: positiveWhole("REGO_RATE_LIMIT_BURST", 10),
  REGO_RATE_LIMIT_PER_MINUTE: positiveNumber("REGO_RATE_LIMIT_PER_MINUTE", 10),
  /**
   * Console sign-in codes one address may be sent in 15 minutes at one client's request (core
   * SIGN_IN_CODES_PER_EMAIL by default). Raised only where many sign-ins share an address on purpose (the e2e run).
   */
  STAFF_SIGN_IN_CODES_PER_EMAIL: positiveWhole(
    "STAFF_SIGN_IN_CODES_PER_EMAIL",
    SIGN_IN_CODES_PER_EMAIL,
  ),
  /**
   * "true": a staff member who has added a passkey signs in with it; the emailed code alone no
   * longer starts their session (staff without one still sign in by code).
   */
  STAFF_PASSKEY_REQUIRED: z.enum(["true", "false"]).default("false"),
  GARAGE_RATE_LIMIT_BURST: positiveWhole("GARAGE_RATE_LIMIT_BURST", 60),
  GARAGE_RATE_LIMIT_PER_MINUTE: positiveNumber("GARAGE_RATE_LIMIT_PER_MINUTE", 60),
  SEARCH_RATE_LIMIT_BURST: positiveWhole("SEARCH_RATE_LIMIT_BURST", 60),
  SEARCH_RATE_LIMIT_PER_MINUTE: positiveNumber("SEARCH_RATE_LIMIT_PER_MINUTE", 60),
  SIGNIN_RATE_LIMIT_BURST: positiveWhole("SIGNIN_RATE_LIMIT_BURST", 10),
  SIGNIN_RATE_LIMIT_PER_MINUTE: positiveNumber("SIGNIN_RATE_LIMIT_PER_MINUTE", 5),
  GARAGE_SECRET: unsetWhenEmpty(z.string().min(32, "GARAGE_SECRET needs at least 32 characters")),
  SMTP_URL: unsetWhenEmpty(
    z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL"),
  ),
  MAIL_FROM: z.string().min(3).default("Forecourt leads <leads@forecourt.localhost>"),
  /**
   * DKIM: outgoing mail is signed with this private key (PEM; `\n` may stand for its line
   * breaks in an env file) under `MAIL_DKIM_SELECTOR._domainkey.{domain}`, the domain being
   * `MAIL_DKIM_DOMAIN` or MAIL_FROM's (docs/deploy.md gives the DNS records). Unset: unsigned.
   */
  MAIL_DKIM_SELECTOR: unsetWhenEmpty(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "MAIL_DKIM_SELECTOR must be a DNS label"),
  ),
  MAIL_DKIM_PRIVATE_KEY: unsetWhenEmpty(
    z
      .string()
      .transform((text) => text.replaceAll("\\n", "\n").trim())
      .refine((pem) => /^-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem), {
        error: "MAIL_DKIM_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY-----)",
      }),
  ),
  MAIL_DKIM_DOMAIN: optionalText(),
  /**
   * A dealer's own sending domain: the SPF include its record names so the platform's mail
   * servers may send for it (your SMTP provider's SPF domain). Unset: dealers cannot send from
   * their own domain, and their mail goes from MAIL_FROM under the dealership's name.
   */
  MAIL_SPF_INCLUDE: unsetWhenEmpty(
    z.string().regex(/^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, "MAIL_SPF_INCLUDE must be a domain name"),
  ),
  /**
   * The domain of each lead's own reply address (`lead-{id}-{tag}@` it): the shopper's answer to
   * a salesperson's email comes back to the inbound mail webhook through the mail provider's
   * inbound route for this domain. Unset: `reply.{PLATFORM_DOMAIN}`.
   */
  INBOUND_MAIL_DOMAIN: optionalText(),
  /**
   * The mail provider's webhook signing key (Mailgun's "HTTP webhook signing key"): every post
   * to /api/inbound/mail is checked against it. Unset: the inbound mail webhook refuses all.
   */
  INBOUND_MAIL_SIGNING_KEY: optionalText(),
  /** The SMS provider's REST API (Twilio's, or a compatible one; a local stand-in in tests). */
  TWILIO_API_URL: httpUrl("TWILIO_API_URL").default("https://api.twilio.com"),
  /**
   * The platform's SMS account. Both set: sites with a text-message number (`leads.smsFrom`)
   * can text shoppers, and texts to that number thread onto the sender's lead (the webhook
   * checks X-Twilio-Signature with the token); unset (the demo default), texting is off.
   */
  TWILIO_ACCOUNT_SID: optionalText(),
  TWILIO_AUTH_TOKEN: optionalText(),
  /**
   * The console's Web Push keys (VAPID, base64url as `web-push generate-vapid-keys` prints them)
   * and the contact push services are given (`mailto:` or `https:`). Unset (the demo default):
   * a key pair is made once and kept in the database, and the subject is the platform's mail.
   */
  VAPID_PUBLIC_KEY: optionalText(),
  VAPID_PRIVATE_KEY: optionalText(),
  VAPID_SUBJECT: unsetWhenEmpty(
    z.string().regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https:// URL"),
  ),
  STRIPE_API_URL: unsetWhenEmpty(httpUrl("STRIPE_API_URL")),
  /** Till Payments' gateway (a local stand-in in tests). */
  TILL_API_URL: httpUrl("TILL_API_URL").default("https://gateway.tillpayments.com"),
  /**
   * The platform's Till API user. Both set: cars of a dealership whose processor is Till take
   * their deposit through Till; unset (the demo default), Till processors are passed over.
   */
  TILL_API_USERNAME: optionalText(),
  TILL_API_PASSWORD: optionalText(),
  /** St.George PayWay's REST API (a local stand-in in tests); `payway.js` is served under it. */
  ST_GEORGE_API_URL: httpUrl("ST_GEORGE_API_URL").default("https://api.payway.com.au/rest/v1"),
  /**
   * The platform's PayWay facility keys. Both set: cars of a dealership whose processor is St
   * George (its key being the dealership's PayWay merchant id) take their deposit through
   * PayWay; unset (the demo default), St George processors are passed over.
   */
  ST_GEORGE_SECRET_KEY: optionalText(),
  ST_GEORGE_PUBLISHABLE_KEY: optionalText(),
  /**
   * AutoGrab's API key (devhub.autograb.com): set, the trade-in lookups ask AutoGrab; unset
   * (the demo default), the offline registry answers its listed demo plates only.
   */
  AUTOGRAB_API_KEY: optionalText(),
  AUTOGRAB_API_URL: httpUrl("AUTOGRAB_API_URL").default("https://api.autograb.com.au"),
  /** AutoGrab's staging host, asked for sites whose `integrations.useStagingHost` is on (§7). */
  AUTOGRAB_STAGING_API_URL: unsetWhenEmpty(httpUrl("AUTOGRAB_STAGING_API_URL")),
  /**
   * Blue Flag's NEVDIS key (blueflag.com.au/docs/api/products/NEVDIS): set with
   * NEVDIS_API_URL, a site's NEVDIS lookup asks the national register; unset (the demo
   * default), it asks the same registry as the rego lookup.
   */
  NEVDIS_API_KEY: optionalText(),
  /** Blue Flag's production base URL from the contract (its docs publish only the sandbox's). */
  NEVDIS_API_URL: unsetWhenEmpty(httpUrl("NEVDIS_API_URL")),
  /** Blue Flag's sandbox, asked for sites whose `integrations.useStagingHost` is on (§7). */
  NEVDIS_STAGING_API_URL: unsetWhenEmpty(httpUrl("NEVDIS_STAGING_API_URL")),
  /** The TLS terminator's certificate questions (`/api/domains/ask`), per asking address. */
  DOMAIN_ASK_RATE_LIMIT_BURST: positiveWhole("DOMAIN_ASK_RATE_LIMIT_BURST", 60),
  DOMAIN_ASK_RATE_LIMIT_PER_MINUTE: positiveNumber("DOMAIN_ASK_RATE_LIMIT_PER_MINUTE", 120),
  /**
   * DNS servers a custom domain's proof is looked up with (its TXT record, and its address for
   * the HTTP token), comma-separated `ip` or `ip:port`; unset: the system's resolvers.
   */
  DOMAIN_VERIFY_DNS_SERVERS: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^[\d.:[\]a-fA-F]+(,[\d.:[\]a-fA-F]+)*$/,
        "DOMAIN_VERIFY_DNS_SERVERS must be comma-separated addresses such as 1.1.1.1 or 127.0.0.1:5353",
      ),
  ),
  /** The port a custom domain's HTTP token is fetched from (80 in production). */
  DOMAIN_VERIFY_HTTP_PORT: z.coerce.number().int().min(1).max(65_535).default(80),
  PAYMENT_RATE_LIMIT_BURST: positiveWhole("PAYMENT_RATE_LIMIT_BURST", 20),
  PAYMENT_RATE_LIMIT_PER_MINUTE: positiveNumber("PAYMENT_RATE_LIMIT_PER_MINUTE", 20),
  OUTBOX_WORKER: z.enum(["auto", "on", "off"]).default("auto"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /**
   * On SIGTERM, how long a web server keeps answering (readiness 503) before it closes its
   * listener, so a load balancer takes it out first (graceful-stop.ts; docs/deploy.md).
   */
  STOP_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0, "STOP_DRAIN_MS must be 0 (no drain) or more")
    .max(120_000, "STOP_DRAIN_MS must be at most 120000 (two minutes)")
    .default(ENV_DEFAULTS.STOP_DRAIN_MS),
  /** Unset: the worker's default (DEFAULT_LEASE_MS, two minutes). */
  OUTBOX_LEASE_MS: unsetWhenEmpty(
    z.coerce
      .number()
      .int()
      .min(1_000, "OUTBOX_LEASE_MS must be at least 1000 (one second)")
      .max(3_600_000, "OUTBOX_LEASE_MS must be at most 3600000 (an hour)"),
  ),
  REDIS_URL: unsetWhenEmpty(
    z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL"),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "REDIS_KEY_PREFIX may hold letters, digits, _ : . - (at most 64)")
    .default(ENV_DEFAULTS.REDIS_KEY_PREFIX),
  /**
   * Web servers sharing one Redis. While Redis does not answer, each counts the rate limits on its
   * own and allows this share of them (a burst of 30 over 3 servers: 10 each).
   */
  WEB_SERVER_COUNT: z.coerce
    .number()
    .int("WEB_SERVER_COUNT must be a whole number")
    .min(1, "WEB_SERVER_COUNT must be at least 1")
    .max(1_000, "WEB_SERVER_COUNT must be at most 1000")
    .default(1),
  /**
   * Megabytes the embedded page cache's files may take on disk (without REDIS_URL); past it the
   * pages and query data written longest ago are removed (cache/disk-cap.mjs).
   */
  PAGE_CACHE_DISK_MB: positiveNumber("PAGE_CACHE_DISK_MB", ENV_DEFAULTS.PAGE_CACHE_DISK_MB),
  CACHE_PURGE: z.enum(["none", "varnish", "fastly", "cloudflare"]).default("none"),
  VARNISH_PURGE_URLS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: "VARNISH_PURGE_URLS must be comma-separated http(s) URLs" }))),
  FASTLY_API_URL: z.url().default("https://api.fastly.com"),
  FASTLY_API_TOKEN: z.string().optional(),
  FASTLY_SERVICE_ID: z.string().optional(),
  CLOUDFLARE_API_URL: z.url().default("https://api.cloudflare.com/client/v4"),
  CLOUDFLARE_API_TOKEN: z.string().optional(),
  CLOUDFLARE_ZONE_ID: z.string().optional(),
  OUTBOX_RETENTION_DAYS: z.coerce
    .number()
    .positive("OUTBOX_RETENTION_DAYS must be a positive number of days")
    .max(3_650, "OUTBOX_RETENTION_DAYS must be at most 3650 (ten years)")
    .default(30),
  /** Raw analytics events are kept this many days (at least 31), then deleted once rolled up. */
  EVENT_RETENTION_DAYS: z.coerce
    .number()
    .int("EVENT_RETENTION_DAYS must be a whole number of days")
    .min(31, "EVENT_RETENTION_DAYS must be at least 31 (attribution looks 30 days back)")
    .max(3_650, "EVENT_RETENTION_DAYS must be at most 3650 (ten years)")
    .default(90),
  /** Set: media bytes go to this S3-compatible bucket; unset: they stay in the database. */
  S3_BUCKET: optionalText(),
  /** An S3-compatible service (MinIO, R2, ...); unset with a bucket: AWS S3 itself. */
  S3_ENDPOINT: unsetWhenEmpty(httpUrl("S3_ENDPOINT")),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Unset (both): the AWS SDK's default credentials (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /**
   * Images fetched by URL (car images, feeds) may come from loopback and private addresses:
   * "true" for tests and benchmarks with a local image server. Unset: only outside production.
   */
  IMAGE_FETCH_ALLOW_PRIVATE: unsetWhenEmpty(z.enum(["true", "false"])),
  /**
   * Set: Prometheus metrics at /metrics on this port (web server and worker alike), on its own
   * listener bound to METRICS_HOST, which the public never reaches. Unset: no metrics listener.
   */
  METRICS_PORT: unsetWhenEmpty(port("METRICS_PORT")),
  /** The address the metrics listener binds: loopback by default, a private address for a scraper. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Set: `npm run worker` answers /api/health/live and /api/health/ready on this port. */
  WORKER_HEALTH_PORT: unsetWhenEmpty(port("WORKER_HEALTH_PORT")),
  /** The address the worker's health listener binds (all interfaces by default, for a probe). */
  WORKER_HEALTH_HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Traces (OpenTelemetry, OTLP over HTTP), off unless an endpoint is set: OTEL_EXPORTER_OTLP_ENDPOINT
   * is the collector's base address (`/v1/traces` is added, as the OpenTelemetry specification
   * says), OTEL_EXPORTER_OTLP_TRACES_ENDPOINT the full address of its traces path. "none" turns
   * them off with an endpoint set; "otlp" is the only exporter.
   */
  OTEL_TRACES_EXPORTER: z.enum(["otlp", "none"]).default("otlp"),
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(httpUrl("OTEL_EXPORTER_OTLP_ENDPOINT")),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: unsetWhenEmpty(httpUrl("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")),
  /** Headers sent with every export (a collector's API key): `name=value,name2=value2`. */
  OTEL_EXPORTER_OTLP_HEADERS: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/,
        "OTEL_EXPORTER_OTLP_HEADERS must be name=value pairs separated by commas",
      ),
  ),
  /** The service name traces carry; unset: forecourt-web or forecourt-worker by process. */
  OTEL_SERVICE_NAME: optionalText(),
  /** The share of traces kept (0 to 1), decided where a trace starts; default all of them. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number()
    .min(0, "OTEL_TRACES_SAMPLER_ARG must be between 0 and 1")
    .max(1, "OTEL_TRACES_SAMPLER_ARG must be between 0 and 1")
    .default(1),
  /** The least severe log line written. */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /** json: one JSON object a line; pretty: coloured lines for a person; auto: pretty on a terminal. */
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  /**
   * The header a trusted proxy (TRUSTED_PROXY_HOPS above 0) puts its request id in; the server
   * takes it from there, or makes one when no proxy is trusted or the header is missing.
   */
  REQUEST_ID_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "REQUEST_ID_HEADER must be a header name such as x-request-id")
    .default("x-request-id")
    .transform((name) => name.toLowerCase()),
});

/** What the chosen purger needs, checked together so a half-configured front cache stops start-up. */
const PURGER_NEEDS = {
  none: [],
  varnish: ["VARNISH_PURGE_URLS"],
  fastly: ["FASTLY_API_TOKEN", "FASTLY_SERVICE_ID"],
  cloudflare: ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ZONE_ID"],
} as const;

/**
 * The platform's own credentials each payment provider needs before this server takes deposits
 * through it, by core's provider names (none: the dealership's keys are enough). The server's
 * provider modules (apps/web/src/server/payments/providers/) read them; each pair is set together.
 */
export const PAYMENT_PROVIDER_CREDENTIALS = {
  stripe: [],
  test: [],
  till: ["TILL_API_USERNAME", "TILL_API_PASSWORD"],
  "st-george": ["ST_GEORGE_SECRET_KEY", "ST_GEORGE_PUBLISHABLE_KEY"],
} as const satisfies Record<OnlinePaymentProviderName, readonly [] | readonly [string, string]>;

/** Credentials that work only as a pair: one set without the other stops start-up. */
const SET_TOGETHER = [
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ["MAIL_DKIM_SELECTOR", "MAIL_DKIM_PRIVATE_KEY"],
  ...Object.values(PAYMENT_PROVIDER_CREDENTIALS).filter((pair) => pair.length === 2),
] as const;

const checkedEnvSchema = envSchema.superRefine((config, context) => {
  for (const name of PURGER_NEEDS[config.CACHE_PURGE]) {
    const value = config[name];
    if (value && value.length > 0) continue;
    context.addIssue({
      code: "custom",
      path: [name],
      message: `${name} is required when CACHE_PURGE=${config.CACHE_PURGE}`,
    });
  }
  for (const [first, second] of SET_TOGETHER) {
    if (Boolean(config[first]) === Boolean(config[second])) continue;
    context.addIssue({
      code: "custom",
      path: [config[first] ? second : first],
      message: `${first} and ${second} are set together or not at all`,
    });
  }
  if (config.NEVDIS_API_KEY && !config.NEVDIS_API_URL) {
    context.addIssue({
      code: "custom",
      path: ["NEVDIS_API_URL"],
      message: "NEVDIS_API_URL is required with NEVDIS_API_KEY (Blue Flag's production host)",
    });
  }
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = checkedEnvSchema.safeParse(processEnv());
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}
