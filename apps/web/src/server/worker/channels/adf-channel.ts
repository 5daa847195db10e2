import { leadAdfXml } from "../adf.ts";
import { leadChannel } from "./lead-channel.ts";
import { deliveryKey } from "./outbox-channel.ts";
import { sendLeadMail } from "./send-lead-mail.ts";

/** ADF/XML (`lead.adf`): the lead as an ADF 1.0 document, mailed to the dealer's CRM. */
export const adfChannel = leadChannel({
  kind: "lead.adf",
  isMail: true,
  prepareLead(context, delivery, deps) {
    const xml = leadAdfXml(context);
    return () =>
      sendLeadMail(
        "adf",
        context.lead.id,
        deliveryKey(delivery),
        {
          to: delivery.payload.to,
          subject: `ADF lead ${context.lead.id}`,
          text: xml,
          attachments: [{ filename: "lead.adf.xml", content: xml, contentType: "application/xml" }],
        },
        deps,
      );
  },
});
