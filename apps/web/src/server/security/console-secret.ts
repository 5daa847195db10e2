import "server-only";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";

/** The key console sign-in codes are hashed with: the garage's kind of secret, its own name. */
export function consoleSecret(db: Database): Promise<string> {
  return getPlatformSecret(db, "console");
}

/** What a console code is bound to in its hash, where a garage code names its site. */
export const CONSOLE_CODE_REALM = "console";
