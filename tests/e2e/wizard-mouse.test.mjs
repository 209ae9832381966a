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

/** Notebooks on small data, every other question at its first answer, then `hours` (a number,
 * or [hours, presets…]). */
const notebooks = (hours) => [
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
  ["hours", hours],
];

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
    await walkWizardByMouse(page, notebooks(20));
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

  test("a team of four in notebooks: asked with the hours, a compute instance each", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    await walkWizardByMouse(page, notebooks([40, "people=4"]));
    await expectTopPick(page, "compute-instance");
    assert.deepEqual(queryPairs(page.url()).slice(-2), [["hours", "40"], ["people", "4"]]);
    const summary = await page.locator("[data-testid=summary]").textContent();
    assert.match(summary, /4 × Standard_D4ds_v5, one a person, 40 h a week each, for 4 people/);
    // The result's own field says the same, one fact in one place.
    assert.equal(await page.locator("#usage-people").inputValue(), "4");
    assertClean(session);
  });

  test("serving asks no team with its hours: its people are those who use it", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    await page.goto(`${new URL(page.url()).origin}/?v=1&stage=deploy&model=own&serve=realtime&gpu=none&residency=any&existing=none&where=cloud&network=public&cmk=no`);
    await waitForStep(page, "hours");
    assert.equal(await page.locator("#answer-people").count(), 0);
  });

  test("serving a model of your own on GPUs asks its size with the hours, and prices a size that holds it", { timeout: TEST_TIMEOUT }, async () => {
    const page = await fresh();
    const own = (hours) => [
      ["stage", "deploy"],
      ["model", "own"],
      ["serve", "realtime"],
      ["gpu", "single"],
      ["residency", null],
      ["existing", null],
      ["where", null],
      ["network", null],
      ["cmk", null],
      ["hours", hours],
    ];
    await walkWizardByMouse(page, own([40, "params=13"]));
    await expectTopPick(page, "managed-online-endpoint");
    assert.equal(new URL(page.url()).searchParams.get("params"), "13");
    // 13 billion parameters at 2 bytes each do not fit one T4's 16 GiB: a larger GPU is priced.
    const basis = await page.locator("[data-testid=basis]").textContent();
    assert.doesNotMatch(basis, /NC4as_T4_v3/);
    const text = await page.locator("[data-testid=recommendation]").textContent();
    assert.match(text, /Your model of 13 billion parameters, assumed at 2 bytes each/);
    // The result's field says the same; emptied, the size is not known and the default is priced
    // with how large a model it holds.
    assert.equal(await page.locator("#edit-params").inputValue(), "13");
    await page.locator("#edit-params").fill("");
    await page.locator("#edit-params").dispatchEvent("change");
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("params"));
    await page.waitForFunction(() => document.querySelector("[data-testid=basis]")?.textContent.includes("NC4as_T4_v3"));
    assert.match(await page.locator("[data-testid=recommendation]").textContent(), /Your model's size is not given: Standard_NC4as_T4_v3 \(1 × /);
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
