// Accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules finds nothing on every wizard
// step of the two longest paths, the step asking for an answer, result pages (light and dark,
// every disclosure open), the embedded layout and a link's notices. The page has no animation,
// so prefers-reduced-motion has nothing to stop.

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

  // Every step of the two longest paths, with focus on each step's heading (waitForStep), the
  // message a step shows when Next finds no answer, and the result they lead to.
  for (const path of [
    ["train", "own", "script", "large", "single", "no", "eu", "none", "cloud", "private", "required", "ok", "own", 30],
    ["deploy", "own", "batch", "none", "any", "kubernetes", "cloud", "public", "no", "no", "none", 12],
  ]) {
    test(`every step of the ${path[0]} path`, { timeout: TEST_TIMEOUT * 2 }, async () => {
      const s = await open();
      for (const value of path) {
        const key = await s.page.locator("form.wizard input").first().getAttribute("name");
        await waitForStep(s.page, key);
        await assertNoAxeViolations(s.page, `the ${key} step`);
        if (key === "hours") await s.page.locator("#answer-hours").fill(String(value));
        else await s.page.locator(`label[for="answer-${key}-${value}"]`).click();
        await s.page.locator("form.wizard [data-testid=next]").click();
      }
      await s.page.locator("[data-testid=summary]").waitFor();
      await assertNoAxeViolations(s.page, `the ${path[0]} result`);
      assertClean(s);
    });
  }

  test("a step asking for an answer", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open();
    await waitForStep(s.page, "stage");
    await s.page.locator("form.wizard [data-testid=next]").click();
    await s.page.locator("#choice-error").waitFor();
    await assertNoAxeViolations(s.page, "a step asking for an answer");
    assertClean(s);
  });

  test("embedded: the wizard and a result", { timeout: TEST_TIMEOUT }, async () => {
    // Embedded, the opening step leaves focus where it is: in the host page.
    const s = await open("?stage=deploy&model=catalog&lock=stage,model&embed=1");
    await waitForStep(s.page, "llm", { focused: false });
    await assertNoAxeViolations(s.page, "the embedded wizard");
    const r = await open(
      "?v=1&stage=deploy&serve=realtime&gpu=none&existing=none&where=cloud&hours=168&lock=stage&embed=1",
    );
    await r.page.locator("[data-testid=summary]").waitFor();
    await assertNoAxeViolations(r.page, "the embedded result");
    assertClean(s);
    assertClean(r);
  });

  test("a link's notices on the wizard", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=dance&hours=999");
    await s.page.locator("[data-testid=notices]").waitFor();
    await assertNoAxeViolations(s.page, "the wizard with a link's notices");
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
