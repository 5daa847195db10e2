import "server-only";
import type { Database } from "@forecourt/db/client";
import { sendingDomainView, type SendingDomainView } from "../../domains/sending-domain.ts";
import { db } from "../../db.ts";
import { env } from "../../env.ts";

/**
 * What a site's settings page shows of its own sending domain: whether the platform can send
 * for dealers' domains at all (MAIL_SPF_INCLUDE set), and the site's address, records and last
 * check (null while no address is set). The caller has checked the user may manage the site.
 */
export async function sendingDomainOf(
  site: Parameters<typeof sendingDomainView>[1],
  database?: Database,
): Promise<{ isOffered: boolean; view: SendingDomainView | null }> {
  const spfInclude = env().MAIL_SPF_INCLUDE;
  return {
    isOffered: spfInclude !== undefined,
    view: await sendingDomainView(database ?? (await db()), site, spfInclude),
  };
}
