import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { splitTestFormValues } from "@forecourt/core/console/split-test-form";
import { SplitTestForm } from "@/components/console/sites/split-test/split-test-form";
import { requireStaff } from "@/server/console/console-session";
import { splitTestOf } from "@/server/console/queries/split-test";

export const metadata: Metadata = { title: "Split test" };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * A site's split test of its home page (spec §6) for its admins, marketing and operators: the variants,
 * their shares of visitors and heroes, started and stopped here; the figures so far with the
 * significance note Insight shows. Anyone else finds no such page.
 */
export default async function SplitTestPage({ params }: { params: Promise<{ siteId: string }> }) {
  const staff = await requireStaff();
  const found = await splitTestOf(staff, (await params).siteId, new Date());
  if (!found) notFound();
  const { site, report, range } = found;
  const test = site.settings.experiments.splitTest;
  return (
    <>
      <h1 className="text-2xl font-bold">Split test of {site.name}</h1>
      <p className="mt-1 text-slate-700">
        {test
          ? test.isRunning
            ? `“${test.name}” is running: each new visitor gets one variant of the home page and keeps it.`
            : `“${test.name}” is stopped: every visitor sees the site's own home page.`
          : "No split test is set up. Name one and its variants, then start it."}
      </p>
      <section aria-labelledby="split-figures" className="mt-6">
        <h2 id="split-figures" className="text-xl font-semibold">
          Results from {range.from} to {range.to}
        </h2>
        {report ? (
          <>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Variants of the split test</caption>
              <thead>
                <tr>
                  <th scope="col">Variant</th>
                  <th scope="col">Visits</th>
                  <th scope="col">Conversions</th>
                  <th scope="col">Conversion rate</th>
                </tr>
              </thead>
              <tbody>
                {report.variants.map((variant) => (
                  <tr key={variant.name}>
                    <th scope="row">{variant.name}</th>
                    <td>{variant.visits}</td>
                    <td>{variant.conversions}</td>
                    <td>{percent(variant.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 font-medium" data-testid="split-test-note">
              {report.statement}
            </p>
          </>
        ) : (
          <p className="mt-2 text-slate-700">No visitor has seen a variant in this period.</p>
        )}
      </section>
      <SplitTestForm
        websiteId={site.id}
        isRunning={test?.isRunning ?? false}
        hasTest={test !== undefined}
        initialValues={splitTestFormValues(test)}
      />
    </>
  );
}
