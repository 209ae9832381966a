// Delay-tolerant work on a catalog model, as a newcomer meets it: nightly enrichment of about 6
// billion tokens a month on gpt-5.6-sol. The wizard asks whether someone waits for each answer
// (only for a model with a route for work that can wait), and "No" leads to Flex processing at
// half the Standard price, with its terms said plainly, its cost lines dated, and the commands
// that create the Global Standard deployment and ask for Flex per request. The share link
// reproduces the result; an older link without the answer stays real time. Screenshots at 390
// and 1280 px go to tests/e2e/artifacts/ (flex-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, stepState, useBrowserSuite, waitForStep } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const LINK = "v=1&stage=deploy&model=catalog&llm=gpt-5.6-sol&serve=batch&requests=100000&intokens=1500&outtokens=500&dayhours=8&where=cloud";

/** Chooses `value` on the radio step `key` and goes on. */
async function choose(page, key, value) {
  await waitForStep(page, key);
  await page.locator(`label[for="answer-${key}-${value}"]`).click();
  await page.waitForFunction((id) => document.getElementById(id)?.checked === true, `answer-${key}-${value}`);
  await page.locator("form.wizard [data-testid=next]").click();
}

/** What the result says of Flex processing and how to create it, as text. */
async function flexWords(page) {
  return page.evaluate(() => ({
    page: document.body.textContent,
    create: [...document.querySelectorAll("[data-testid=create] textarea")].map((t) => t.value).join("\n"),
  }));
}

function assertFlexResult(shown, words) {
  const expected = adviseCli(LINK);
  assert.deepEqual(shown.options, expected.options, "the page ranks and prices as `advise --json`");
  assert.equal(shown.top, "flex-processing");
  const flex = Number(shown.options.find((o) => o.target === "flex-processing").monthly);
  const standard = Number(shown.options.find((o) => o.target === "standard-deployment").monthly);
  // 4,562.5 M tokens in × $2.50 + 1,520.8 M out × $15.00: half of $5.00 and $30.00.
  assert.equal(flex, 34218.75);
  assert.ok(Math.abs(standard - 2 * flex) <= 0.02, `${flex} is half of ${standard}`);
  assert.equal(shown.options.some((o) => o.target === "batch-deployment"), false, "gpt-5.6-sol has no batch deployment");
  // Its terms, plainly, with the meters and dates of its price.
  for (const said of [
    /service_tier: "flex"/,
    /Global Standard deployment/,
    /shares that deployment's quota/,
    /HTTP 429/,
    /not billed/,
    /no latency or service SLA/,
    /preview/,
    /\$2\.50 per 1M: 50 % of the Global Standard \$5\.00/,
    /LiteLLM open price list azure\/gpt-5\.6-sol, 2026-08-01/,
  ]) {
    assert.match(words.page, said);
  }
  // Created as the Global Standard deployment, Flex asked for per request.
  assert.match(words.create, /--sku-name GlobalStandard/);
  assert.match(words.create, /service_tier/);
  assert.doesNotMatch(words.create, /GlobalBatch/);
}

describe("delay-tolerant work on a catalog model", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`nightly enrichment on gpt-5.6-sol: Flex processing at half the Standard price, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("", { viewport: { width, height: 900 } });
      const { page } = s;
      await choose(page, "stage", "deploy");
      await choose(page, "model", "catalog");
      await choose(page, "llm", "gpt-5.6-sol");
      // Whether someone waits, in a newcomer's words; nothing chosen for them.
      const step = await waitForStep(page, "serve");
      assert.equal(step.title, "Does someone wait for each answer?");
      assert.deepEqual(step.checked, []);
      const labels = await page.locator("form.wizard fieldset label").allTextContents();
      assert.match(labels.join(" | "), /Yes: real time.*No: delay-tolerant/s);
      assert.match(await page.locator("form.wizard").textContent(), /enrichment, evaluations, document analysis/);
      await assertNoAxeViolations(page, `the serving question for a catalog model at ${width} px`);
      await choose(page, "serve", "batch");
      // The traffic, typed: 100,000 requests a night of 1,500 tokens in and 500 out.
      await waitForStep(page, "requests");
      for (const [k, v] of [["requests", "100000"], ["intokens", "1500"], ["outtokens", "500"]]) {
        await page.locator(`form.wizard input[name="${k}"]`).fill(v);
      }
      await page.locator('form.wizard button[data-set="dayhours=8"]').click();
      await page.waitForFunction(() => /4\.6 billion tokens in and 1\.5 billion out a month/.test(document.querySelector("[data-testid=step-words]")?.textContent ?? ""));
      await page.locator("form.wizard [data-testid=next]").click();
      // Then where data may be processed, and where the work must run.
      await waitForStep(page, "residency");
      await page.locator('label[for="answer-residency-any"]').click();
      await page.locator("form.wizard [data-testid=next]").click();
      await waitForStep(page, "where");
      await page.locator('label[for="answer-where-cloud"]').click();
      await page.locator("form.wizard [data-testid=next]").click();
      // The organisation's requirements follow the traffic.
      for (const [key, value] of [["network", "public"], ["cmk", "no"]]) {
        await waitForStep(page, key);
        await page.locator(`label[for="answer-${key}-${value}"]`).click();
        if (key === "cmk") assert.equal((await stepState(page)).next.trim(), "See the advice");
        await page.locator("form.wizard [data-testid=next]").click();
      }
      const shown = await readResult(page);
      assert.equal(new URL(page.url()).search.slice(1), `${LINK}&network=public&cmk=no`, "the link carries every answer");
      assertFlexResult(shown, await flexWords(page));
      const { client, scroll } = await page.evaluate(() => ({ client: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth }));
      assert.equal(scroll, client, "no horizontal scrolling");
      await assertNoAxeViolations(page, `the Flex processing result at ${width} px`);
      assertClean(s);
      mkdirSync(OUT, { recursive: true });
      await page.screenshot({ path: join(OUT, `flex-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
    });
  }

  test("the share link reproduces the result; an older link without the answer stays real time", { timeout: TEST_TIMEOUT }, async () => {
    let s = await open(`?${LINK}`, { viewport: { width: 390, height: 844 } });
    assertFlexResult(await readResult(s.page), await flexWords(s.page));
    assertClean(s);
    // Older than both questions: real time, in the Azure cloud, as it always was.
    const older = LINK.replace("&serve=batch", "").replace("&where=cloud", "");
    s = await open(`?${older}`, { viewport: { width: 1280, height: 900 } });
    const shown = await readResult(s.page);
    // Kept as it was, the questions younger than it said with their defaults.
    assert.equal(new URL(s.page.url()).search.slice(1), `${older}&where=cloud&network=public&cmk=no`, "the real-time link is kept as it was, where it always ran");
    assert.equal(shown.top, "standard-deployment");
    assert.deepEqual(shown.options, adviseCli(older).options);
    assert.equal(shown.options.some((o) => o.target === "flex-processing" || o.target === "batch-deployment"), false);
    assertClean(s);
  });
});
