"use server";
import { z } from "zod";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { checkSendingDomain } from "../domains/sending-domain.ts";
import { proofLookupOptions } from "../domains/verify-domain.ts";
import { env } from "../env.ts";
import { NOT_YOURS, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const NOT_SET: FormState = {
  status: "error",
  message: "Set the address to send shoppers' mail from in the settings above first.",
};

/**
 * "Check DNS" of a site's own sending domain: its three records looked up (through
 * DOMAIN_VERIFY_DNS_SERVERS, as custom domains are), the answer stored and audited; the page
 * shows each record found or what is wrong.
 */
export const checkSendingDomainAction = staffAction(
  z.object({ websiteId: z.string().transform((text) => parseRowId(text) ?? 0) }),
  async ({ actor, data, database }): Promise<FormState> => {
    const result = await checkSendingDomain(database, {
      actor,
      websiteId: data.websiteId,
      spfInclude: env().MAIL_SPF_INCLUDE,
      dnsServers: proofLookupOptions().dnsServers,
      now: new Date(),
    });
    if (!result.ok) return result.reason === "not-set" ? NOT_SET : NOT_YOURS;
    const { check, domain } = result.view;
    return check?.verifiedAt
      ? {
          status: "done",
          message: `Every record was found: shoppers' mail now comes from ${domain}.`,
        }
      : {
          status: "done",
          message: `Not yet: ${check?.problems.join(" ") ?? ""} Mail keeps coming from the platform's address until every record is found (DNS changes can take an hour).`,
        };
  },
  { revalidate: (data) => consoleSiteSettingsPath(data.websiteId) },
);
