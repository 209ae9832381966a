// Share links: a finished wizard's URL reproduces the result, a URL that answers every question
// opens on the result with editable answers (the URL follows), a URL that leaves questions open
// opens the wizard at the first of them, a mangled link explains itself.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  assertClean,
  expectTopPick,
  queryPairs,
  readResult,
  useBrowserSuite,
  waitForStep,
  walkWizardByMouse,
} from "./helpers.mjs";

describe("share links", () => {
  const { open } = useBrowserSuite();

  async function onResult(page) {
    const n = await page.locator("[data-testid=recommendation]").count();
    const wizard = n ? "" : await page.locator("form.wizard .progress-label").textContent().catch(() => "");
    assert.equal(n, 1, `expected the result page, got the wizard (${wizard}); URL now ${page.url()}`);
  }

  test("the URL after the wizard reproduces the same result in a fresh page", { timeout: TEST_TIMEOUT }, async () => {
    const first = await open();
    const { page } = first;
    await walkWizardByMouse(page, [
      ["stage", "sweep"],
      ["data", "medium"],
      ["gpu", "multi"],
      ["residency", null],
      ["existing", "kubernetes"],
      ["where", null],
      ["network", null],
      ["cmk", null],
      ["preempt", "ok"],
      ["manage", null],
      ["hours", 40],
    ]);
    const url = page.url();
    const search = new URL(url).search;
    assert.match(search, /^\?v=1&/, `the query starts with v=1: ${search}`);
    assert.deepEqual(queryPairs(url), [
      ["v", "1"],
      ["stage", "sweep"],
      ["data", "medium"],
      ["gpu", "multi"],
      ["existing", "kubernetes"],
      ["where", "cloud"],
      ["network", "public"],
      ["cmk", "no"],
      ["preempt", "ok"],
      ["manage", "own"],
      ["hours", "40"],
    ]);
    assert.equal(await page.locator("[data-testid=share-link]").inputValue(), url, "the share link is this URL");
    const before = await readResult(page);
    assert.ok(before.options.length >= 2, "several ranked options");
    assert.ok(before.options.some((o) => o.monthly !== null), "some option carries a monthly figure");
    assertClean(first);

    const second = await open(search);
    await onResult(second.page);
    const again = await readResult(second.page);
    assert.deepEqual(again, before, "same top pick, same ranked targets, ranks and monthly figures");
    assert.equal(second.page.url(), url, "opening the link leaves the URL as it was");
    assert.equal(await second.page.locator("[data-testid=notices]").count(), 0, "no notices for a clean link");
    assertClean(second);
  });

  test("a URL with answers opens on the result; each edit updates advice and URL, and Back undoes it", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=sweep&data=small&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=10");
    const { page } = s;
    await onResult(page);
    assert.equal(await page.locator("form.wizard").count(), 0, "no wizard step");
    await expectTopPick(page, "compute-cluster");
    assert.equal(await page.locator("select#edit-stage").inputValue(), "sweep");
    const historyLength = await page.evaluate(() => history.length);

    await page.locator("select#edit-stage").selectOption("deploy");
    await page.waitForURL((u) => u.searchParams.get("stage") === "deploy");
    await expectTopPick(page, "managed-online-endpoint");
    await page.locator("select#edit-serve").selectOption("batch");
    await page.waitForURL((u) => u.searchParams.get("serve") === "batch");
    await expectTopPick(page, "batch-endpoint");

    // The serving question the first edit asked shows its answer, and the link carries it: the
    // link reproduces this result.
    assert.deepEqual(queryPairs(page.url()), [
      ["v", "1"],
      ["stage", "deploy"],
      ["serve", "batch"],
      ["gpu", "none"],
      ["existing", "none"],
      ["where", "cloud"],
      ["network", "public"],
      ["cmk", "no"],
      ["preempt", "no"],
      ["manage", "own"],
      ["hours", "10"],
    ]);
    assert.equal(await page.evaluate(() => history.length), historyLength + 2, "each edit is a history entry");
    assert.equal(await page.locator("[data-testid=share-link]").inputValue(), page.url());
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("serve") === "realtime");
    await expectTopPick(page, "managed-online-endpoint");
    assert.equal(await page.locator("select#edit-stage").inputValue(), "deploy");
    assertClean(s);
  });

  test("a link that leaves questions open opens the wizard at the first of them, answers kept", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script");
    const { page } = s;
    await waitForStep(page, "data");
    assert.equal(await page.locator("[data-testid=recommendation]").count(), 0, "no result assumed");
    // Stage, model (your own, as in every link older than that question), code, then data.
    assert.match(await page.locator("form.wizard .progress-label").textContent(), /^Question 4 of 14$/);
    await page.getByRole("button", { name: "Back" }).click();
    await waitForStep(page, "mode");
    assert.equal(await page.locator("#answer-mode-script").isChecked(), true, "the link's answer is kept");
    assertClean(s);
  });

  test("a link with only values it cannot use says so and opens the first question", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=dance&hours=999&vm=Standard_NC6&zzz=1");
    const { page } = s;
    await waitForStep(page, "stage");
    const text = await page.locator("[data-testid=notices]").innerText();
    for (const bad of ["dance", "999", "Standard_NC6"]) {
      assert.ok(text.includes(bad), `the notices mention “${bad}”:\n${text}`);
    }
    assert.ok(!text.includes("zzz"), "an unknown key is ignored silently");
    assert.equal(await page.locator("form.wizard input:checked").count(), 0, "nothing is chosen for the person");
    assertClean(s);
  });

  test("a full link with usage values it cannot use shows notices naming what is used, and the advice", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(
      "?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10&region=mars&vm=Standard_NC6&nodes=0&zzz=1",
    );
    const { page } = s;
    await onResult(page);
    const text = await page.locator("[data-testid=notices]").innerText();
    for (const used of ["“mars”", "using East US", "Standard_NC6", "using 2 nodes per job"]) {
      assert.ok(text.includes(used), `the notices say “${used}”:\n${text}`);
    }
    assert.equal(await page.locator("[data-testid=notices] li").count(), 3, `one notice per bad value:\n${text}`);
    assert.ok(!text.includes("zzz"), "an unknown key is ignored silently");
    assert.equal(await page.locator("[data-testid=top-pick]").count(), 1, "a top pick is shown");
    assertClean(s);
  });
});
