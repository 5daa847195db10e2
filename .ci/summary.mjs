// Adds up Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
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
  }
}
console.log(`${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
process.exit(failed + missing > 0 || passed === 0 ? 1 : 0);
