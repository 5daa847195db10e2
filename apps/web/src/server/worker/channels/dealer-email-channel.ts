import { getLeadFileContents } from "@forecourt/db/repositories/leads/get-lead";
import { leadEmail } from "../lead-mail.ts";
import { leadChannel } from "./lead-channel.ts";
import { deliveryKey } from "./outbox-channel.ts";
import { sendLeadMail } from "./send-lead-mail.ts";

/** The dealer's email (`lead.email`): a plain-text summary, with the visitor's files attached. */
export const dealerEmailChannel = leadChannel({
  kind: "lead.email",
  isMail: true,
  async prepareLead(context, delivery, deps) {
    const { subject, text } = leadEmail(context);
    // A CV with a careers application: the bytes are read only when there are files to attach.
    const files =
      context.files.length > 0
        ? await getLeadFileContents(deps.db, context.lead.websiteId, context.lead.id)
        : [];
    const attachments = files.map((file) => ({
      filename: file.filename,
      content: file.bytes,
      contentType: file.contentType,
    }));
    return () =>
      sendLeadMail(
        "email",
        context.lead.id,
        deliveryKey(delivery),
        {
          to: delivery.payload.to,
          subject,
          text,
          attachments: attachments.length > 0 ? attachments : undefined,
        },
        deps,
      );
  },
});
