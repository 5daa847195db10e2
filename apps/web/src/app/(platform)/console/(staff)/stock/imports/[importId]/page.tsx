import type { Metadata } from "next";
import { CONSOLE_STOCK_IMPORTS_PATH } from "@forecourt/core/console/console-paths";
import { siteTime } from "@forecourt/core/time/site-time";
import { BackLink } from "@/components/console/kit/back-link";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { ConsoleTable } from "@/components/console/kit/console-table";
import { HeldImportActions } from "@/components/console/stock/imports/held-import-actions";
import { staffRecordOr404 } from "@/server/console/console-session";
import { feedImportOf } from "@/server/console/queries/stock";

export const metadata: Metadata = { title: "Feed import report" };

type ImportReport = NonNullable<Awaited<ReturnType<typeof feedImportOf>>>["report"];

/** An import stopped by the shrink guard: what happened to it, or applying or discarding it. */
function HeldSection({ report }: { report: ImportReport }) {
  const { status } = report;
  if (status !== "held" && status !== "confirmed" && status !== "discarded") return null;
  return (
    <ConsoleSection id="held-heading" title="Held for your decision">
      <p className="mt-2 text-slate-800">
        {status === "held"
          ? "This import would mark many cars sold at once, so it was stopped before anything changed. Check the figures above, then apply it or discard it."
          : `This import was held, then ${status}.`}
      </p>
      <HeldImportActions importId={report.id} sold={report.sold} isHeld={status === "held"} />
    </ConsoleSection>
  );
}

/** The rows the import refused, and the images it could not fetch, each with the reason. */
function ImportProblems({ report }: { report: ImportReport }) {
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Rejected rows</h2>
      {report.rejections.length === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <ConsoleTable caption="Rejected rows" columns={["Row", "Reason"]}>
          {report.rejections.map((rejection, index) => (
            <tr key={`${rejection.row}-${index}`} className="border-b border-slate-200">
              <td className="p-2">{rejection.row}</td>
              <td className="p-2">{rejection.reason}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <h2 className="mt-8 text-xl font-semibold">Images that failed</h2>
      {report.imageFailures.length === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <ConsoleTable caption="Images that failed" columns={["Stock no.", "Image", "Reason"]}>
          {report.imageFailures.map((failure, index) => (
            <tr key={`${failure.url}-${index}`} className="border-b border-slate-200">
              <td className="p-2 font-mono text-xs">{failure.stock_number}</td>
              <td className="break-all p-2">{failure.url}</td>
              <td className="p-2">{failure.reason}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

/** One feed import's report: what it did, each rejected row with its reason, failed images. */
export default async function ConsoleStockImport({
  params,
}: {
  params: Promise<{ importId: string }>;
}) {
  const { report, timeZone } = await staffRecordOr404(feedImportOf, (await params).importId);
  const figures: [string, string | number][] = [
    ["Received", siteTime(report.createdAt, timeZone)],
    ["Source", `${report.source} (${report.format})`],
    ["Status", report.status],
    ["Rows", report.rowCount],
    ["New cars", report.created],
    ["Updated", report.updated],
    ["Unchanged", report.unchanged],
    ["Sold (missing from the file)", report.sold],
    ["Images", report.imagesPending ? "still being fetched" : "done"],
  ];
  return (
    <>
      <BackLink href={`${CONSOLE_STOCK_IMPORTS_PATH}?site=${report.websiteId}`}>
        Back to import history
      </BackLink>
      <h1 className="mt-2 text-2xl font-bold">Feed import {report.id}</h1>
      {report.message ? <p className="mt-2 text-slate-800">{report.message}</p> : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 break-words">
        {figures.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HeldSection report={report} />
      <ImportProblems report={report} />
    </>
  );
}
