import type { Metadata } from "next";
import { siteTime } from "@forecourt/core/time/site-time";
import { AddPasskeyForm } from "@/components/console/account/add-passkey-form";
import { PushNotificationsForm } from "@/components/console/account/push-notifications-form";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { RemoveRowForm } from "@/components/console/kit/remove-row-form";
import { requireStaff } from "@/server/console/console-session";
import { staffAccountOf } from "@/server/console/queries/account";
import { removePasskeyAction } from "@/server/console/remove-passkey-action";

export const metadata: Metadata = { title: "Your account" };

/**
 * The signed-in user's own account: their passkeys, adding one, removing one; notifications on
 * the device in hand.
 */
export default async function ConsoleAccount() {
  const staff = await requireStaff();
  const { passkeys, timeZone, pushDevices, pushPublicKey } = await staffAccountOf(staff);
  return (
    <>
      <h1 className="text-2xl font-bold">Your account</h1>
      <p className="mt-2 text-slate-700">Signed in as {staff.email}.</p>
      <ConsoleSection id="passkeys-heading" title="Passkeys">
        <p className="mt-1 text-slate-700">
          A passkey signs you in with this device’s screen lock or a security key, without an
          emailed code.
        </p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-slate-700">You have no passkeys yet.</p>
        ) : (
          <ConsoleTable caption="Your passkeys" columns={["Name", "Added", "Last used", null]}>
            {passkeys.map((passkey) => (
              <tr key={passkey.id} className="border-b border-slate-200">
                <td className="p-2">{passkey.name}</td>
                <td className="p-2">
                  <time dateTime={passkey.createdAt.toISOString()}>
                    {siteTime(passkey.createdAt, timeZone)}
                  </time>
                </td>
                <td className="p-2">
                  {passkey.lastUsedAt ? (
                    <time dateTime={passkey.lastUsedAt.toISOString()}>
                      {siteTime(passkey.lastUsedAt, timeZone)}
                    </time>
                  ) : (
                    "Never"
                  )}
                </td>
                <td className="p-2">
                  <RemoveRowForm
                    action={removePasskeyAction}
                    field="passkeyId"
                    value={passkey.id}
                    label={`Remove passkey ${passkey.name}`}
                    question={`Remove the passkey ${passkey.name}? It will no longer sign you in.`}
                  />
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>
      <ConsoleSection id="add-passkey-heading" title="Add a passkey" className="mt-10">
        <AddPasskeyForm />
      </ConsoleSection>
      <ConsoleSection
        id="notifications-heading"
        title="Notifications on this device"
        className="mt-10"
      >
        <PushNotificationsForm publicKey={pushPublicKey} devices={pushDevices} />
      </ConsoleSection>
    </>
  );
}
