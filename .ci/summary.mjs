// Adds up Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// Every test that failed is named above that line, so a red run says which test it was.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
const failures = [];

/** Playwright nests suites (file, describe) around specs; a spec's tests carry the outcome. */
function playwrightFailures(suites, trail) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected" || test.status === "flaky") {
          const result = test.results?.at(-1);
          const message = result?.error?.message?.split("\n")[0] ?? result?.status ?? test.status;
          failures.push(`${[...here, spec.title].join(" › ")} [${test.projectName}]: ${message}`);
        }
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (that suite did not run)`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped: skip } = report.stats;
    console.log(`${file}: ${expected} passed, ${unexpected + flaky} failed, ${skip} skipped`);
    passed += expected;
    failed += unexpected + flaky;
    skipped += skip;
    playwrightFailures(report.suites, []);
  } else {
    // Vitest
    const failedHere =
      report.numFailedTests +
      (report.numRuntimeErrorTestSuites ?? 0) +
      (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    console.log(
      `${file}: ${report.numPassedTests} passed, ${failedHere} failed, ${report.numPendingTests ?? 0} skipped`,
    );
    passed += report.numPassedTests;
    failed += failedHere;
    skipped += report.numPendingTests ?? 0;
    for (const suite of report.testResults ?? []) {
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failedTests) {
        failures.push(
          `${suite.name} › ${test.fullName}: ${test.failureMessages?.[0]?.split("\n")[0] ?? ""}`,
        );
      }
      if (suite.status === "failed" && failedTests.length === 0) {
        failures.push(`${suite.name}: ${suite.message?.split("\n")[0] ?? "the file did not run"}`);
      }
    }
  }
}
for (const failure of failures) console.log(`FAILED ${failure.slice(0, 400)}`);
console.log(`${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
process.exit(failed + missing > 0 || passed === 0 ? 1 : 0);
