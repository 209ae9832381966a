// A node:test reporter that writes one line for each test that failed: the engine, the file and
// line, the suites and the test's name, and the first line of why. `scripts/browser-tests.sh`
// prints these lines last, so a failing run names what failed, and where, in its last lines.
//   node --test-reporter=./tests/e2e/failures.mjs --test-reporter-destination=FILE …
//
// A test that ran out of its own time, with no step of it failing first (every browser call has a
// shorter timeout of its own), means the browser stopped answering: with E2E_HUNG=FILE, each such
// test is also written to FILE as "file<TAB>name", for the script to try it once more.

import { appendFileSync } from "node:fs";
import { relative } from "node:path";

const ENGINE = process.env.E2E_ENGINE ?? "chromium";

export default async function* failures(source) {
  const names = [];
  for await (const { type, data } of source) {
    if (type === "test:start") names[data.nesting] = data.name;
    if (type !== "test:fail" || data.todo !== undefined) continue;
    const error = data.details?.error;
    // A suite fails when a test in it did (named on its own line); only a failure of its own,
    // such as a hook that threw, is said for the suite.
    if (data.details?.type === "suite" && error?.failureType === "subtestsFailed") continue;
    const where = data.file ? `${relative(process.cwd(), data.file)}:${data.line}` : "(no file)";
    const path = [...names.slice(0, data.nesting), data.name].join(" › ");
    const cause = String(error?.cause?.message ?? error?.message ?? error ?? "")
      .split("\n")
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 200);
    if (process.env.E2E_HUNG && error?.failureType === "testTimeoutFailure" && data.file) {
      appendFileSync(process.env.E2E_HUNG, `${relative(process.cwd(), data.file)}\t${data.name}\n`);
    }
    yield `FAILED e2e ${ENGINE}: ${where} ${path}${cause ? ` — ${cause}` : ""}\n`;
  }
}
