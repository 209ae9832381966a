// The wizard completed with the mouse: click an answer's label, click Next.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  assertClean,
  closeSession,
  expectTopPick,
  queryPairs,
  readResult,
  stepState,
  useBrowserSuite,
  waitForStep,
  walkWizardByMouse,
} from "./helpers.mjs";

describe("wizard by mouse", () => {
  const { open } = useBrowserSuite();
  let session;

  // One page at a time: each test closes the previous test's page before opening its own.
  async function fresh() {
    await closeSession(session);
    session = await open();
    return session.page;
  }

  test("explore + notebook + small data → compute instance", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    const first = await stepState(page);
    assert.equal(first.progress, "Question 1 of at most 14");
    assert.ok(await page.getByRole("button", { name: "Back" }).isDisabled(), "Back is disabled on the first step");
    await walkWizardByMouse(page, [
      ["stage", "explore"],
      ["mode", "notebook"],
      ["data", "small"],
      ["gpu", null],
      ["spark", null],
      ["residency", null],
      ["existing", null],
      ["where", null],
      ["network", null],
      ["cmk", null],
      ["hours", 20],
    ]);
    await expectTopPick(page, "compute-instance");
    const result = await readResult(page);
    assert.equal(result.top, "compute-instance");
    assert.equal(result.options[0].target, "compute-instance");
    assert.equal(result.options[0].rank, "1");
    // Every question answered, in wizard order, v=1 first.
    assert.deepEqual(queryPairs(page.url()), [
      ["v", "1"],
      ["stage", "explore"],
      ["mode", "notebook"],
      ["data", "small"],
      ["gpu", "none"],
      ["spark", "no"],
      ["existing", "none"],
      ["where", "cloud"],
      ["network", "public"],
      ["cmk", "no"],
      ["hours", "20"],
    ]);
    assertClean(session);
  });

  test("deploy → real-time → managed online endpoint", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    await walkWizardByMouse(page, [
      ["stage", "deploy"],
      ["model", "own"],
      ["serve", "realtime"],
      ["gpu", null],
      ["residency", null],
      ["existing", null],
      ["where", null],
      ["network", null],
      ["cmk", null],
      ["hours", 168],
    ]);
    await expectTopPick(page, "managed-online-endpoint");
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get("stage"), "deploy");
    assert.equal(params.get("serve"), "realtime");
    assert.equal(params.get("hours"), "168", "hours at peak traffic: steady traffic, all week");
    assertClean(session);
  });

  test("deploy → batch → batch endpoint (with a step back)", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    await page.locator('label[for="answer-stage-deploy"]').click();
    await page.locator("form.wizard [data-testid=next]").click();
    await waitForStep(page, "model");
    // Back returns to the first question with the answer kept.
    await page.getByRole("button", { name: "Back" }).click();
    const back = await waitForStep(page, "stage");
    assert.deepEqual(back.checked, ["deploy"]);
    await walkWizardByMouse(page, [
      ["stage", null],
      ["model", "own"],
      ["serve", "batch"],
      ["gpu", null],
      ["residency", null],
      ["existing", null],
      ["where", null],
      ["network", null],
      ["cmk", null],
      ["preempt", null],
      ["manage", null],
      ["hours", null],
    ]);
    await expectTopPick(page, "batch-endpoint");
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get("stage"), "deploy");
    assert.equal(params.get("serve"), "batch");
    assertClean(session);
  });

});
