// A shorter soak than `make bench`'s: a thousand random answer and usage changes on a result with
// its charts, some with numbers the page must refuse. No console error, no panic, no CSP
// violation, the result still there, and the app's memory settles (the same seeded changes always
// end at the same size; it may grow while the allocator warms up, not without bound).

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, useBrowserSuite } from "./helpers.mjs";
import { memory, randomChanges } from "./changes.mjs";

const FULL = "?v=1&stage=train&mode=script&data=large&gpu=single&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=30";

describe("soak", () => {
  const { open } = useBrowserSuite();

  test("a thousand random changes", { timeout: TEST_TIMEOUT * 3 }, async () => {
    const s = await open(FULL);
    await s.page.locator("[data-testid=cost-lines]").waitFor();
    await randomChanges(s.page, 200, 7);
    const warm = await memory(s.page);
    await randomChanges(s.page, 800, 11);
    const end = await memory(s.page);
    assert.ok(warm.wasm > 0, "the app's memory is visible to the test");
    assert.ok(end.wasm <= warm.wasm * 1.5, `wasm memory ${warm.wasm} → ${end.wasm} bytes`);
    assert.equal(await s.page.getByRole("alert").count(), 0, "no panic notice");
    await s.page.locator("[data-testid=top-pick]").waitFor();
    assertClean(s);
  });
});
