// The page and the native CLI (`advise --json`, same codec and core) agree on the ranked order,
// the ranks and the monthly figures.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  adviseCli,
  assertClean,
  ensureAdvise,
  readResult,
  useBrowserSuite,
} from "./helpers.mjs";

const QUERIES = [
  // Expected top picks from the product's source documents.
  { query: "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10", top: "compute-cluster" },
  { query: "v=1&stage=deploy&serve=batch&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=5", top: "batch-endpoint" },
  { query: "v=1&stage=explore&spark=yes&mode=notebook&data=small&gpu=none&existing=none&where=cloud&hours=20", top: "serverless-spark" },
  // A usage profile beyond the defaults, to exercise the price figures.
  {
    query: "v=1&stage=sweep&gpu=multi&existing=kubernetes&preempt=ok&hours=40&region=westus2&vm=Standard_D4s_v3&nodes=3&priority=lowpriority&data=small&where=cloud&manage=own",
    top: "compute-cluster",
  },
];

describe("page agrees with the CLI", () => {
  // Registered first, so the CLI is built (when stale) before the server and the browser start.
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const { query, top } of QUERIES) {
    test(`?${query}`, { timeout: TEST_TIMEOUT }, async () => {
      const expected = adviseCli(query);
      assert.deepEqual(expected.notices, [], "the CLI reads the query without notices");
      assert.equal(expected.top, top, "the CLI gives the documented top pick");

      const s = await open(`?${query}`);
      const shown = await readResult(s.page);
      assert.equal(shown.top, top);
      assert.deepEqual(
        shown.options,
        expected.options,
        "ranked targets, ranks and data-monthly-usd as the CLI computes them",
      );
      assert.equal(new URL(s.page.url()).search, `?${expected.query}`, "the page writes the CLI's canonical query");
      assertClean(s);
    });
  }
});
