import { getLeadFileContents } from "@forecourt/db/repositories/leads/get-lead";
import { leadEmail } from "../lead-mail.ts";
import { leadChannel } from "./lead-channel.ts";
import { sendLeadMail } from "./send-lead-mail.ts";

/** The dealer's email (`lead.email`): a plain-text summary, with the visitor's files attached. */
export const dealerEmailChannel = leadChannel({
  kind: "lead.email",
  isMail: true,
  async deliverLead(context, delivery, deps) {
    const { subject, text } = leadEmail(context);
    // A CV with a careers application: the bytes are read only when there are files to attach.
    const attachments =
      context.files.length > 0
        ? (await getLeadFileContents(deps.db, context.lead.websiteId, context.lead.id)).map(
            (file) => ({
              filename: file.filename,
              content: file.bytes,
              contentType: file.contentType,
            }),
          )
        : undefined;
    return sendLeadMail(
      "email",
      context.lead.id,
      { to: delivery.payload.to, subject, text, attachments },
      deps,
    );
  },
});
