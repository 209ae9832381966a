// Accessibility: axe-core with the WCAG 2.0/2.1 A and AA rules finds nothing on the first wizard
// step and on result pages.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  assertClean,
  assertNoAxeViolations,
  expectTopPick,
  useBrowserSuite,
  waitForStep,
} from "./helpers.mjs";

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  const { open } = useBrowserSuite();

  test("first wizard step", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open();
    await waitForStep(s.page, "stage");
    await assertNoAxeViolations(s.page, "the first wizard step");
    assertClean(s);
  });

  test("result: train + scripts + large data", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10");
    await expectTopPick(s.page, "compute-cluster");
    await assertNoAxeViolations(s.page, "the train result page");
    assertClean(s);
  });

  test("result: deploy, real-time", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&serve=realtime&gpu=none&existing=none&where=cloud&hours=168");
    await expectTopPick(s.page, "managed-online-endpoint");
    await assertNoAxeViolations(s.page, "the deploy real-time result page");
    assertClean(s);
  });

  test("result with notices from a partly mangled link", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(
      "?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10&region=mars&vm=Standard_NC6",
    );
    await s.page.locator("[data-testid=notices]").waitFor();
    assert.equal(await s.page.locator("[data-testid=top-pick]").count(), 1);
    await assertNoAxeViolations(s.page, "a result page with notices");
    assertClean(s);
  });
});

describe("accessibility of the result, light and dark (axe, WCAG 2.1 AA)", () => {
  const { open } = useBrowserSuite();

  for (const colorScheme of ["light", "dark"]) {
    for (const query of ["?v=1&stage=train&mode=script&data=large&gpu=single&hours=30&spark=no&existing=none&where=cloud&preempt=no&manage=own", "?v=1&stage=explore&spark=yes&existing=databricks&mode=notebook&data=small&gpu=none&where=cloud&hours=20"]) {
      test(`${colorScheme}: every disclosure open, ${query}`, { timeout: TEST_TIMEOUT }, async () => {
        const s = await open(query, { colorScheme });
        await s.page.locator("[data-testid=summary]").waitFor();
        // Open every disclosure so the folded cards, workings and tables are checked too.
        for (const d of await s.page.locator("details").all()) await d.evaluate((el) => (el.open = true));
        await assertNoAxeViolations(s.page, `the result (${colorScheme})`);
        assertClean(s);
      });
    }
  }
});
