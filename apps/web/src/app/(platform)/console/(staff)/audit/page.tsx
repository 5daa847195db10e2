import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AUDIT_ACTIONS } from "@forecourt/core/console/audit-action";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { consoleTime } from "@/components/console/console-time";
import { ConsoleTable } from "@/components/console/console-table";
import { requireStaff } from "@/server/console/console-session";
import { auditLogOf } from "@/server/console/queries/sites";

export const metadata: Metadata = { title: "Audit log" };

/** The newest entries shown; older ones stay in the table. */
const AUDIT_PAGE_SIZE = 100;

/** Every change made in the console on the admin's sites, newest first. */
export default async function ConsoleAudit() {
  const staff = await requireStaff();
  if (!mayAnywhere(staff, "read-audit")) notFound();
  const { entries, siteNames } = await auditLogOf(staff, AUDIT_PAGE_SIZE);
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">No changes yet.</p>
      ) : (
        <ConsoleTable
          caption="Changes, newest first (times in UTC)"
          columns={["When (UTC)", "Who", "What", "Site", "Before", "After"]}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="whitespace-nowrap p-2">
                <time dateTime={entry.createdAt.toISOString()}>
                  {consoleTime.format(entry.createdAt)}
                </time>
              </td>
              <td className="p-2">{entry.actorEmail}</td>
              <td className="p-2">
                {AUDIT_ACTIONS[entry.action]}{" "}
                <span className="font-mono text-xs">{entry.subject}</span>
              </td>
              <td className="p-2">
                {entry.websiteId === null
                  ? "Platform"
                  : (siteNames.get(entry.websiteId) ?? entry.websiteId)}
              </td>
              <td className="p-2 font-mono text-xs">{shown(entry.before)}</td>
              <td className="p-2 font-mono text-xs">{shown(entry.after)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

function shown(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value);
}
