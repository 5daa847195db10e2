/**
 * The ports of one e2e run, from E2E_PORT: the server under test listens there, the SMTP
 * stand-in (mail-catcher.ts) on MAIL_PORT, the cluster spec's servers and Varnish on the
 * CLUSTER_PORTS, the two servers of the delivery cluster spec on DELIVERY_PORTS, the fuzz
 * spec's server on FUZZ_PORT, the Turnstile spec's on TURNSTILE_PORT and the sign-in lock-out
 * spec's on SIGN_IN_PORT, none of them shared; the Twilio stand-in (sms-catcher.ts) on SMS_PORT.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const MAIL_PORT = E2E_PORT + 9;
/** Two runs of the cluster spec, each two web servers and a Varnish. */
export const CLUSTER_PORTS = {
  shared: [E2E_PORT + 1, E2E_PORT + 2, E2E_PORT + 3],
  killed: [E2E_PORT + 4, E2E_PORT + 5, E2E_PORT + 6],
} as const;
/** Two servers, each running the outbox worker, on one PostgreSQL (delivery-cluster.spec.ts). */
export const DELIVERY_PORTS = [E2E_PORT + 10, E2E_PORT + 11] as const;
/** The fuzz spec's own server (api-fuzz.platform.spec.ts). */
export const FUZZ_PORT = E2E_PORT + 12;
/** The server of a site with Turnstile keys (turnstile.platform.spec.ts). */
export const TURNSTILE_PORT = E2E_PORT + 13;
/** The server whose Till and St George processors reach their stand-ins (payments.platform.spec.ts). */
export const PAYMENTS_PORT = E2E_PORT + 14;
/** A server stopped and started again, and one started on a second database (cache-restart.platform.spec.ts). */
export const RESTART_PORTS = {
  restart: E2E_PORT + 15,
  switch: E2E_PORT + 16,
  restore: E2E_PORT + 19,
} as const;
/** The server that believes one proxy hop, so each request names its client (sign-in-lockout.platform.spec.ts). */
export const SIGN_IN_PORT = E2E_PORT + 17;
/** The SMS provider's stand-in the server under test texts through (sms-catcher.ts). */
export const SMS_PORT = E2E_PORT + 18;
/** The DNS stand-in (UDP) the shared server looks sending domains' records up at (dns-catcher.ts). */
export const DNS_PORT = E2E_PORT + 20;
/**
 * The servers of the data folder spec (data-folder.platform.spec.ts): the one under test, and
 * the port a second server on its folder is asked to take.
 */
export const DATA_FOLDER_PORTS = [E2E_PORT + 30, E2E_PORT + 31] as const;
/**
 * The custom domain spec (custom-domain-tls.platform.spec.ts): its server, and Caddy's HTTP and
 * HTTPS ports in front of it.
 */
export const DOMAIN_PORTS = { server: E2E_PORT + 40, http: E2E_PORT + 41, https: E2E_PORT + 42 };
/** The servers of the stop signal spec (process-signals.platform.spec.ts), one per case. */
export const SIGNAL_PORTS = { term: E2E_PORT + 50, kill: E2E_PORT + 51 } as const;
/** The server whose every stdout line is read as JSON, its database refused (json-logs.platform.spec.ts). */
export const LOGS_PORT = E2E_PORT + 52;
