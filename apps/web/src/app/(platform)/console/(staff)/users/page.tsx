import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { siteTime } from "@forecourt/core/time/site-time";
import { ConfirmActionForm } from "@/components/console/kit/confirm-action-form";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { InviteForm } from "@/components/console/users/invite-form";
import { RemoveRowForm } from "@/components/console/kit/remove-row-form";
import {
  resendInvitationAction,
  revokeInvitationAction,
} from "@/server/console/invitation-actions";
import { removeGrantAction } from "@/server/console/remove-grant-action";
import { requireStaff } from "@/server/console/console-session";
import { usersOf } from "@/server/console/queries/sites";

export const metadata: Metadata = { title: "Users" };

type UsersView = Awaited<ReturnType<typeof usersOf>>;

/** An admin's users: who has access to which of its sites, inviting more, taking access away. */
export default async function ConsoleUsers() {
  const staff = await requireStaff();
  // Not an admin anywhere: there is no such page for this user.
  if (!mayAnywhere(staff, "manage-users")) notFound();
  const { sites, grants, invitations } = await usersOf(staff);
  return (
    <>
      <h1 className="text-2xl font-bold">Users</h1>
      <GrantsTable grants={grants} staffId={staff.id} />
      <ConsoleSection id="pending-heading" title="Invitations not yet taken up" className="mt-10">
        {invitations.length === 0 ? (
          <p className="mt-2 text-slate-700">Everyone you invited has signed in.</p>
        ) : (
          <InvitationsTable invitations={invitations} now={new Date()} />
        )}
      </ConsoleSection>
      <ConsoleSection id="invite-heading" title="Invite someone" className="mt-10">
        <p className="mb-4 mt-1 text-slate-700">
          They sign in with a code we email to the address you give.
        </p>
        <InviteForm sites={sites} clientKey={randomUUID()} />
      </ConsoleSection>
    </>
  );
}

/** Who has access to which site, each to remove but the admin's own. */
function GrantsTable({ grants, staffId }: { grants: UsersView["grants"]; staffId: string }) {
  return (
    <ConsoleTable
      caption="Who has access to your sites"
      columns={["Email", "Site", "Role", "Limited to", null]}
    >
      {grants.map((grant) => (
        <tr key={grant.id} className="border-b border-slate-200">
          <td className="p-2">{grant.email}</td>
          <td className="p-2">{grant.siteName}</td>
          <td className="p-2">{ROLE_LABELS[grant.role]}</td>
          <td className="p-2">{grant.dealershipName ?? grant.locationName ?? "Whole site"}</td>
          <td className="p-2">
            {grant.staffUserId === staffId ? (
              <span className="text-slate-600">You</span>
            ) : (
              <RemoveRowForm
                action={removeGrantAction}
                field="grantId"
                value={grant.id}
                label={`Remove ${grant.email} from ${grant.siteName}`}
                question={`Remove ${grant.email}'s access to ${grant.siteName}? They can no longer sign in to it.`}
              />
            )}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** Invitations not yet taken up, each to send again or withdraw. */
function InvitationsTable({
  invitations,
  now,
}: {
  invitations: UsersView["invitations"];
  now: Date;
}) {
  return (
    <ConsoleTable
      caption="Invitations not yet taken up (times in each site's zone)"
      columns={["Email", "Site", "Role", "Good until", null]}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id} className="border-b border-slate-200 align-top">
          <td className="break-all p-2">{invitation.email}</td>
          <td className="p-2">{invitation.siteName}</td>
          <td className="p-2">
            {ROLE_LABELS[invitation.role]}
            {invitation.dealershipName ? ` (${invitation.dealershipName})` : ""}
          </td>
          <td className="p-2">
            <time dateTime={invitation.expiresAt.toISOString()}>
              {siteTime(invitation.expiresAt, invitation.timeZone)}
            </time>
            {invitation.expiresAt <= now ? " (lapsed)" : ""}
          </td>
          <td className="p-2">
            <div className="grid gap-2">
              <ConfirmActionForm
                action={resendInvitationAction}
                fields={{ invitationId: invitation.id }}
                label="Send again"
                accessibleLabel={`Send the invitation to ${invitation.email} again`}
                question={`Email ${invitation.email} a new invitation, good for another week?`}
                confirmLabel="Yes, send it"
                variant="outline"
              />
              <ConfirmActionForm
                action={revokeInvitationAction}
                fields={{ invitationId: invitation.id }}
                label="Withdraw"
                accessibleLabel={`Withdraw the invitation to ${invitation.email}`}
                question={`Withdraw the invitation to ${invitation.email}? The address can no longer use it to sign in.`}
                confirmLabel="Yes, withdraw"
              />
            </div>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
