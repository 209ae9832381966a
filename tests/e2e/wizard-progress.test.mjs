// The wizard's count and its refusals, at phone and desktop width: the count of questions never
// rises along a path (the foundation-model path and a compute path), Tab reaches Next before
// Back, a refused Next puts focus on what the step needs with its message on screen and tied to
// the field, and fine-tuning leads with the job in training and with the deployment in serving.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  assertClean,
  closeSession,
  readResult,
  stepState,
  useBrowserSuite,
  waitForStep,
  walkWizardByMouse,
} from "./helpers.mjs";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The focused element: "input[name=requests]", "button[next]", "button:Back". */
function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a) return null;
    const tag = a.tagName.toLowerCase();
    if (a.dataset.testid) return `${tag}[${a.dataset.testid}]`;
    if (a.name) return `${tag}[name=${a.name}]`;
    if (a.id) return `${tag}#${a.id}`;
    return `${tag}:${a.textContent.trim()}`;
  });
}

/** Whether the element is wholly inside the viewport. */
function onScreen(page, selector) {
  return page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });
}

describe("wizard progress and refusals", () => {
  const { open } = useBrowserSuite();

  for (const viewport of WIDTHS) {
    test(`the count never rises: a catalog LLM and a compute path at ${viewport.width} px`, { timeout: TEST_TIMEOUT }, async () => {
      let s = await open("", { viewport });
      assert.equal((await stepState(s.page)).progress, "Question 1 of at most 14");
      const llm = await walkWizardByMouse(s.page, [
        ["stage", "deploy"],
        ["model", "catalog"],
        ["llm", "llama-3.3-70b-instruct"],
        ["requests", ["requests=1000", "intokens=2000&outtokens=500", "dayhours=8"]],
        ["residency", null],
        ["existing", "none"],
        ["where", "cloud"],
        ["network", null],
        ["cmk", null],
      ]);
      // Open weights: the compute the team runs and where the work must run are asked.
      assert.deepEqual(
        llm.map((x) => x.progress),
        ["Question 1 of at most 14", "Question 2 of at most 12", "Question 3 of at most 9", ...[4, 5, 6, 7, 8, 9].map((n) => `Question ${n} of 9`)],
      );
      assertClean(s);
      await closeSession(s);
      s = await open("", { viewport });
      const compute = await walkWizardByMouse(s.page, [
        ["stage", "sweep"],
        ["data", "large"],
        ["gpu", "single"],
        ["residency", null],
        ["existing", null],
        ["where", null],
        ["network", null],
        ["cmk", null],
        ["preempt", null],
        ["manage", null],
        ["hours", 30],
      ]);
      assert.deepEqual(
        compute.map((x) => x.progress),
        ["Question 1 of at most 14", ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `Question ${n} of 11`)],
      );
      assertClean(s);
    });

    test(`Tab reaches Next before Back, and a refused Next focuses what the step needs at ${viewport.width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("?v=1&stage=deploy&model=catalog&llm=phi-4", { viewport });
      const { page } = s;
      await waitForStep(page, "requests");
      // From the last field's last preset, Tab reaches Next, then Back.
      await page.locator("form.wizard .numbers button").last().focus();
      await page.keyboard.press("Tab");
      assert.equal(await focused(page), "button[next]");
      await page.keyboard.press("Tab");
      assert.equal(await focused(page), "button:Back");
      // Next with nothing typed: focus on the first number missing, its message on screen, tied
      // to the field and read out.
      await page.locator("form.wizard [data-testid=next]").click();
      await page.locator("#users-error").waitFor();
      // The traffic step starts with the people who will use it: that field is the one missing.
      await page.waitForFunction(() => document.activeElement?.name === "users");
      const field = page.locator('form.wizard input[name="users"]');
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.match(await field.getAttribute("aria-describedby"), /\busers-error\b/);
      assert.equal(await page.locator("#users-error").getAttribute("role"), "alert");
      assert.ok(await onScreen(page, "#users-error"), "the message is on screen");
      assert.ok(await onScreen(page, 'form.wizard input[name="users"]'), "the field is on screen");
      // Given the first number, the next refusal goes to the next one missing.
      await field.fill("1000");
      await page.locator("form.wizard [data-testid=next]").click();
      await page.waitForFunction(() => document.activeElement?.name === "intokens");
      assert.ok(await onScreen(page, "#intokens-error"));
      assertClean(s);
    });

    test(`a choice step refused: focus on its first answer, the message beside it at ${viewport.width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("?v=1&stage=deploy&model=catalog", { viewport });
      const { page } = s;
      await waitForStep(page, "llm");
      // Scrolled to the bottom of the long list of models, Next is pressed without a choice.
      await page.locator("form.wizard [data-testid=next]").evaluate((e) => e.scrollIntoView({ block: "end" }));
      await page.locator("form.wizard [data-testid=next]").click();
      await page.getByRole("alert").filter({ hasText: "Choose an answer to go on." }).waitFor();
      await page.waitForFunction(() => document.activeElement?.name === "llm");
      const first = await page.locator('form.wizard input[name="llm"]').first().getAttribute("id");
      assert.equal(await focused(page), "input[name=llm]");
      assert.equal(await page.evaluate(() => document.activeElement.id), first);
      assert.match(await page.locator(`[id="${first}"]`).getAttribute("aria-describedby"), /^choice-error /);
      assert.ok(await onScreen(page, "#choice-error"), "the message is on screen");
      assertClean(s);
    });
  }

  test("fine-tuning leads with the job in training and with the deployment in serving", { timeout: TEST_TIMEOUT }, async () => {
    for (const stage of ["train", "deploy"]) {
      const serving = stage === "deploy";
      const s = await open("");
      const seen = await walkWizardByMouse(s.page, [
        ["stage", stage],
        ["model", "finetune"],
        ["llm", "phi-4"],
        // Serving prices the deployment of the model once fine-tuned: no training tokens asked.
        ...(serving ? [] : [["traintokens", ["traintokens=10", "epochs=3"]]]),
        ["requests", ["requests=1000", "intokens=2000&outtokens=500", "dayhours=8"]],
        ["residency", null],
        ["existing", "none"],
        ["where", "cloud"],
        ["network", null],
        ["cmk", null],
      ]);
      // In training one more may come until the keys are answered: the hours GPUs of yours
      // train, for open weights Azure does not fine-tune to serve per token, cannot fine-tune
      // where data must stay, or with customer-managed keys; anywhere and with Azure's keys,
      // phi-4 is fine-tuned on Azure's. Serving asks no such hours, so its count is known once
      // the model is. Its open weights ask the compute the team runs, and every model where the
      // work runs.
      const expected = serving
        ? ["Question 3 of at most 9", ...[4, 5, 6, 7, 8, 9].map((n) => `Question ${n} of 9`)]
        : [3, 4, 5, 6, 7, 8, 9, 10].map((n) => `Question ${n} of at most 11`);
      assert.deepEqual(seen.slice(2).map((x) => x.progress), expected);
      const r = await readResult(s.page);
      assert.equal(r.top, serving ? "standard-deployment" : "serverless-finetune");
      assert.equal(new URL(s.page.url()).searchParams.get("stage"), stage, "the stage chosen stays in the link");
      assert.equal(new URL(s.page.url()).searchParams.get("hours"), null, "no GPU hours were asked");
      assert.equal(new URL(s.page.url()).searchParams.get("traintokens"), serving ? null : "10");
      if (!serving) {
        // A job on your own GPUs is not priced from hours nobody gave.
        const table = await s.page.locator(".table-wrap").textContent();
        assert.match(table, /not estimated/i);
      }
      assert.deepEqual(r.options.map((o) => o.target).includes("serverless-finetune"), !serving);
      assertClean(s);
      await closeSession(s);
    }
  });

});
