import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONSOLE_STOCK_IMPORTS_PATH,
  CONSOLE_STOCK_PATH,
} from "@forecourt/core/console/console-paths";
import { siteTime } from "@forecourt/core/time/site-time";
import { FilterForm } from "@/components/console/kit/filter-form";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { Select } from "@/components/ui/input";
import { requireStaff } from "@/server/console/console-session";
import { feedImportsOf } from "@/server/console/queries/stock";

export const metadata: Metadata = { title: "Feed import history" };

const IMPORTS_SHOWN = 50;

/** One site's feed imports, newest first, each linking to its report. */
export default async function ConsoleStockImports({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  const found = await feedImportsOf(staff, (await searchParams).site, IMPORTS_SHOWN);
  if (!found) notFound();
  const { sites, site, imports } = found;
  return (
    <>
      <BackLink href={CONSOLE_STOCK_PATH}>Back to stock</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Feed import history</h1>
      {sites.length > 1 ? (
        <FilterForm
          action={CONSOLE_STOCK_IMPORTS_PATH}
          label="Filter imports"
          className="mt-4 flex items-end gap-3"
        >
          <FilterField id="imports-site" label="Site">
            <Select id="imports-site" name="site" defaultValue={site.id}>
              <SiteOptions sites={sites} />
            </Select>
          </FilterField>
        </FilterForm>
      ) : null}
      <h2 className="mt-6 text-xl font-semibold">{site.name}</h2>
      {imports.length === 0 ? (
        <p className="mt-2 text-slate-700">No feed has been imported for this site yet.</p>
      ) : (
        <ConsoleTable
          caption={`Feed imports of ${site.name}, newest first (times in its zone)`}
          columns={["When", "Source", "Status", "Rows", "New", "Updated", "Sold", "Rejected"]}
        >
          {imports.map((report) => (
            <tr key={report.id} className="border-b border-slate-200">
              <td className="whitespace-nowrap p-2">
                <a
                  className="text-blue-800 underline"
                  href={`${CONSOLE_STOCK_IMPORTS_PATH}/${report.id}`}
                >
                  {siteTime(report.createdAt, site.timeZone)}
                </a>
              </td>
              <td className="p-2">{report.source}</td>
              <td className="p-2">{report.status}</td>
              <td className="p-2">{report.rowCount}</td>
              <td className="p-2">{report.created}</td>
              <td className="p-2">{report.updated}</td>
              <td className="p-2">{report.sold}</td>
              <td className="p-2">{report.rejections.length}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
