// Runs end-to-end test files in this one process, in the engine E2E_ENGINE names, with one browser
// for all of them: each suite gets its own server and a fresh context for every page it opens,
// and the browser is launched once instead of once a file. `scripts/browser-tests.sh e2e` runs
// it once per engine; with no file named it runs every tests/e2e/*.test.mjs in name order.
//   E2E_ENGINE=firefox node --test-reporter=spec tests/e2e/run.mjs [tests/e2e/plan.test.mjs …]

import { after } from "node:test";
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
process.env.E2E_ONE_BROWSER = "1";
const { closeSuiteBrowser } = await import("./helpers.mjs");
after(closeSuiteBrowser);

const named = process.argv.slice(2);
const files = named.length
  ? named.map((f) => resolve(f))
  : readdirSync(HERE).filter((f) => f.endsWith(".test.mjs")).sort().map((f) => join(HERE, f));
for (const file of files) await import(pathToFileURL(file).href);
