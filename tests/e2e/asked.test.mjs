// No silent substitution: a link that names a model the page does not hold, a retired model, or
// fine-tuning of a model that cannot be fine-tuned opens with that said first, above the
// question or the pick, with the nearest real options each with "Try it", as `advise --json`
// gives them (its `asked` record). "Try it" answers for the option in place (no request, an
// entry Back undoes), and the callout goes once the question is answered for a real model.
// Screenshots at 390 and 1280 px go to tests/e2e/artifacts/ (asked-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const TRAFFIC = "requests=1000&intokens=2000&outtokens=500&dayhours=8";
const UNKNOWN = `v=1&stage=deploy&model=catalog&llm=claude-sonnet-4-7&${TRAFFIC}`;
const RETIRED = `v=1&stage=deploy&model=catalog&llm=claude-opus-4-5&${TRAFFIC}`;
const NOT_TUNABLE = `v=1&stage=train&model=finetune&llm=gpt-5-mini&traintokens=10&epochs=3&${TRAFFIC}`;

/** The callout as the page shows it, and where it stands. */
async function callout(page) {
  await page.locator("[data-testid=asked]").waitFor();
  return page.evaluate(() => {
    const box = document.querySelector("[data-testid=asked]");
    const after = (sel) => {
      const el = document.querySelector(sel);
      return el ? Boolean(box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
    };
    return {
      count: document.querySelectorAll("[data-testid=asked]").length,
      why: box.getAttribute("data-why"),
      title: box.querySelector("h2").textContent,
      text: box.textContent,
      tries: [...box.querySelectorAll("a[data-act^=asked-]")].map((a) => ({
        text: a.textContent,
        href: a.getAttribute("href"),
        llm: a.closest("li").getAttribute("data-llm"),
      })),
      // Before everything else the page says.
      beforeNotices: after("[data-testid=notices]"),
      beforePick: after("[data-testid=top-pick]"),
      beforeQuestion: after("form.wizard"),
      visible: box.getBoundingClientRect().height > 0,
    };
  });
}

/** The callout matches the CLI's `asked` record for the same link. */
function assertLikeCli(shown, link) {
  const cli = adviseCli(link).json.asked;
  assert.ok(cli, `advise --json says what ${link} asked`);
  assert.equal(shown.count, 1);
  assert.ok(shown.visible);
  assert.equal(shown.why, cli.why);
  assert.ok(shown.title.includes(cli.headline), `${shown.title} names ${cli.headline}`);
  assert.deepEqual(
    shown.tries.map((t) => [t.llm, t.href]),
    cli.nearest.map((n) => [n.llm, `?${n.query}`]),
    "each option with the link that answers for it",
  );
  for (const t of shown.tries) assert.match(t.text, /^Try it with /);
  return cli;
}

function assertNoScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).then((d) => assert.equal(d, 0, "no horizontal scrolling"));
}

/** A full-page screenshot. The page is checked first: in Firefox, Playwright's screenshot adds
 * an inline style the page's CSP refuses, whose reports are then set aside. */
async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `asked-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

describe("what a link asked that cannot be answered as asked", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`an unknown model name is said first, above the question, and Try it answers for a real one, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${UNKNOWN}`, { viewport: { width, height: 900 } });
      const { page } = s;
      // Nothing is answered for the person: the model question, the callout above it.
      await waitForStep(page, "llm");
      const shown = await callout(page);
      assert.equal(shown.beforeQuestion, true, "said above the question");
      assert.match(shown.title, /claude-sonnet-4-7.*not a model in this page's catalog/);
      const cli = assertLikeCli(shown, UNKNOWN);
      assert.equal(cli.nearest[0].llm.startsWith("claude-"), true, "Anthropic's models first");
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `the unknown model's callout at ${width} px`);
      await shoot(s, "unknown", width);
      // Try it: the first option, answered in place (no page load), the link now its own.
      const requests = [];
      page.on("request", (r) => requests.push(r.url()));
      await page.locator("[data-testid=asked] a[data-act=asked-0]").click();
      const result = await readResult(page);
      const expected = adviseCli(cli.nearest[0].query);
      assert.deepEqual(result.options, expected.options, "the page answers as `advise` for the option");
      assert.equal(new URL(page.url()).search.slice(1), expected.query);
      assert.match(await page.locator("[data-testid=tried]").textContent(), new RegExp(cli.nearest[0].name));
      assert.equal(await page.locator("[data-testid=asked]").count(), 0, "answered as asked now: no callout");
      assert.deepEqual(requests, [], "nothing requested");
      // Back goes to the model question, as from any result, with the option now chosen and
      // nothing more to say about what was asked.
      await page.goBack();
      await page.locator(`form.wizard input[name=llm][value="${cli.nearest[0].llm}"]:checked`).waitFor({ state: "attached" });
      assert.equal(await page.locator("[data-testid=asked]").count(), 0);
      assertClean(s);
    });
  }

  for (const width of [390, 1280]) {
    test(`a retired model is said first, above the notices and the pick, headed as not the model asked, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${RETIRED}`, { viewport: { width, height: 900 } });
      const { page } = s;
      await readResult(page);
      const shown = await callout(page);
      assert.equal(shown.beforeNotices, true);
      assert.equal(shown.beforePick, true);
      assert.match(shown.title, /claude-opus-4-5 retired on 2026-11-24/);
      assert.match(shown.text, /The answer below is for .*: not for claude-opus-4-5/);
      const cli = assertLikeCli(shown, RETIRED);
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `the retired model's callout at ${width} px`);
      await shoot(s, "retired", width);
      // Try it on the second option.
      await page.locator("[data-testid=asked] a[data-act=asked-1]").click();
      await page.locator("[data-testid=tried]").waitFor();
      const expected = adviseCli(cli.nearest[1].query);
      assert.deepEqual((await readResult(page)).options, expected.options);
      assert.equal(await page.locator("[data-testid=asked]").count(), 0);
      assertClean(s);
    });
  }

  test("fine-tuning a model that cannot be fine-tuned is said first, and Try it fine-tunes the nearest that can", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${NOT_TUNABLE}`, { viewport: { width: 1280, height: 900 } });
    const { page } = s;
    await readResult(page);
    const shown = await callout(page);
    assert.equal(shown.beforePick, true);
    assert.match(shown.title, /fine-tuning.*gpt-5-mini cannot be fine-tuned/);
    assert.match(shown.text, /not for fine-tuning it/);
    const cli = assertLikeCli(shown, NOT_TUNABLE);
    for (const n of cli.nearest) assert.match(n.query, /model=finetune/);
    await shoot(s, "finetune", 1280);
    await page.locator("[data-testid=asked] a[data-act=asked-0]").click();
    await page.locator("[data-testid=tried]").waitFor();
    const expected = adviseCli(cli.nearest[0].query);
    assert.deepEqual((await readResult(page)).options, expected.options);
    assert.match(new URL(page.url()).search, new RegExp(`model=finetune&llm=${cli.nearest[0].llm.replace(/\./g, "\\.")}`));
    assertClean(s);
  });
});
