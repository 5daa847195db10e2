import type { Metadata } from "next";
import { unsubscribingUser } from "@/server/console/queries/unsubscribe";
import {
  BAD_UNSUBSCRIBE_LINK,
  WEEKLY_REPORT_UNSUBSCRIBE_POST_PATH,
} from "@/server/reports/weekly-report-link";

export const metadata: Metadata = {
  title: "Weekly report emails",
  robots: { index: false },
};

type Query = { u?: string | string[]; t?: string | string[]; done?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/**
 * The weekly report's unsubscribe link (GET): says whose reports it stops and asks, since a
 * mail scanner may open any link; the button POSTs (as a one-click mail client does). No
 * sign-in: the link is signed for its user.
 */
export default async function WeeklyReportUnsubscribe({
  searchParams,
}: {
  searchParams: Promise<Query>;
}) {
  const query = await searchParams;
  const u = one(query.u);
  const t = one(query.t);
  const user = await unsubscribingUser({ u, t });
  return (
    <main id="main" className="mx-auto max-w-md p-6 sm:p-10">
      <h1 className="text-2xl font-bold">Weekly report emails</h1>
      {!user || !u || !t ? (
        <p className="mt-4 text-slate-700" role="alert">
          {BAD_UNSUBSCRIBE_LINK} Ask your platform operator for help.
        </p>
      ) : one(query.done) === "1" ? (
        <p className="mt-4 text-slate-700" role="status">
          Done: {user.email} gets no more weekly reports.
        </p>
      ) : (
        <form
          method="post"
          action={`${WEEKLY_REPORT_UNSUBSCRIBE_POST_PATH}?${new URLSearchParams({ u, t }).toString()}`}
          className="mt-4"
        >
          <p className="text-slate-700">
            Stop the weekly report emails (leads, top vehicles and speed of each site) to{" "}
            <strong>{user.email}</strong>?
          </p>
          <input type="hidden" name="from" value="page" />
          <button
            type="submit"
            className="mt-4 rounded bg-slate-900 px-4 py-2 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Unsubscribe
          </button>
        </form>
      )}
    </main>
  );
}
