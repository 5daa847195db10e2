import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import { listManageableSites } from "@forecourt/db/repositories/staff/list-manageable-sites";
import { listStaffGrants } from "@forecourt/db/repositories/staff/list-staff-grants";
import { InviteForm } from "@/components/console/invite-form";
import { RemoveGrantForm } from "@/components/console/remove-grant-form";
import { requireStaff } from "@/server/console/console-session";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Users" };

/** An admin's users: who has access to which of its sites, inviting more, taking access away. */
export default async function ConsoleUsers() {
  const staff = await requireStaff();
  // Not an admin anywhere: there is no such page for this user.
  if (!mayAnywhere(staff, "manage-users")) notFound();
  const database = await db();
  const [sites, grants] = await Promise.all([
    listManageableSites(database, { actor: staff }),
    listStaffGrants(database, { actor: staff }),
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold">Users</h1>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Who has access to your sites</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2">
                Email
              </th>
              <th scope="col" className="p-2">
                Site
              </th>
              <th scope="col" className="p-2">
                Role
              </th>
              <th scope="col" className="p-2">
                Limited to
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.id} className="border-b border-slate-200">
                <td className="p-2">{grant.email}</td>
                <td className="p-2">{grant.siteName}</td>
                <td className="p-2">{ROLE_LABELS[grant.role]}</td>
                <td className="p-2">
                  {grant.dealershipName ?? grant.locationName ?? "Whole site"}
                </td>
                <td className="p-2">
                  {grant.staffUserId === staff.id ? (
                    <span className="text-slate-600">You</span>
                  ) : (
                    <RemoveGrantForm
                      grantId={grant.id}
                      label={`Remove ${grant.email} from ${grant.siteName}`}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="invite-heading" className="mt-10">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite someone
        </h2>
        <p className="mb-4 mt-1 text-slate-700">
          They sign in with a code we email to the address you give.
        </p>
        <InviteForm sites={sites} />
      </section>
    </>
  );
}
