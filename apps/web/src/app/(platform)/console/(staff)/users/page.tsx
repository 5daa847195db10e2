import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { ConsoleSection } from "@/components/console/console-section";
import { ConsoleTable } from "@/components/console/console-table";
import { InviteForm } from "@/components/console/invite-form";
import { RemoveRowForm } from "@/components/console/remove-row-form";
import { removeGrantAction } from "@/server/console/remove-grant-action";
import { requireStaff } from "@/server/console/console-session";
import { usersOf } from "@/server/console/queries/sites";

export const metadata: Metadata = { title: "Users" };

/** An admin's users: who has access to which of its sites, inviting more, taking access away. */
export default async function ConsoleUsers() {
  const staff = await requireStaff();
  // Not an admin anywhere: there is no such page for this user.
  if (!mayAnywhere(staff, "manage-users")) notFound();
  const { sites, grants } = await usersOf(staff);
  return (
    <>
      <h1 className="text-2xl font-bold">Users</h1>
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
              {grant.staffUserId === staff.id ? (
                <span className="text-slate-600">You</span>
              ) : (
                <RemoveRowForm
                  action={removeGrantAction}
                  field="grantId"
                  value={grant.id}
                  label={`Remove ${grant.email} from ${grant.siteName}`}
                />
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <ConsoleSection id="invite-heading" title="Invite someone" className="mt-10">
        <p className="mb-4 mt-1 text-slate-700">
          They sign in with a code we email to the address you give.
        </p>
        <InviteForm sites={sites} />
      </ConsoleSection>
    </>
  );
}
