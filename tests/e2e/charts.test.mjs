// The charts against the CLI's figures (same core): the bars show every option's monthly total,
// the lines one path per priced option and one point per break-even, and both follow a usage
// edit; the tradeoff table is one tab stop whose cells the arrow keys move between, each cell
// showing its fact and source when focused; nothing is wider than a phone.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, adviseCli, assertClean, ensureAdvise, useBrowserSuite } from "./helpers.mjs";

const QUERY = "v=1&stage=train&mode=script&data=large&hours=40&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own";

/** What the charts show, read from the page. */
function readCharts(page) {
  return page.evaluate(() => ({
    bars: [...document.querySelectorAll("[data-testid=cost-bars] .bar-row")].map((li) => ({
      target: li.getAttribute("data-target"),
      total: li.querySelector(".bar-total")?.textContent,
    })),
    paths: document.querySelectorAll("[data-testid=cost-lines] path").length,
    breakEvens: document.querySelectorAll("[data-testid=cost-lines] circle.be").length,
    you: document.querySelector("[data-testid=cost-lines] text.strong")?.textContent,
    band: [...document.querySelectorAll("[data-testid=cost-lines] rect title")].map((t) => t.textContent),
  }));
}

const usd = (total) => (total === null ? "Not estimated" : `$${Number(total).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);

describe("charts", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  test("bars and lines draw the CLI's figures and follow a usage edit", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${QUERY}`);
    await s.page.locator("[data-testid=cost-bars]").waitFor();
    const check = async (query, hours) => {
      const { json } = adviseCli(query);
      const shown = await readCharts(s.page);
      const options = json.costs.options;
      assert.deepEqual(
        shown.bars,
        options.map((o) => ({ target: o.target, total: o.monthly.kind === "priced" ? usd(o.monthly.total) : "Not estimated" })),
      );
      assert.equal(shown.paths, options.filter((o) => o.curve.length >= 2).length, "one line per priced option");
      assert.equal(shown.breakEvens, json.costs.break_evens.length, "one point per break-even");
      assert.equal(shown.you, `You: ${hours} h`);
      assert.equal(shown.band.length, json.costs.cheapest.length, "one band part per cheapest stretch");
      assert.ok(shown.band.at(-1).includes("to 168 h"));
    };
    await check(QUERY, 40);
    assert.ok((await readCharts(s.page)).breakEvens > 0, "this situation has break-evens to draw");

    await s.page.locator("#usage-hours").fill("120");
    await s.page.locator("#usage-hours").press("Enter");
    await s.page.waitForFunction(() => document.querySelector("[data-testid=cost-lines] text.strong")?.textContent === "You: 120 h");
    await check(QUERY.replace("hours=40", "hours=120"), 120);
    assertClean(s);
  });

  test("the tradeoff table: one tab stop, arrow keys, the fact shown on focus", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${QUERY}`);
    const table = s.page.locator("[data-testid=glance]");
    await table.waitFor();
    const { json } = adviseCli(QUERY);
    const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-target")));
    assert.deepEqual(rows, json.advice.ranked.map((r) => r.target), "one row per ranked option, best first");
    assert.equal(await table.locator("[tabindex='0']").count(), 1, "the table is one tab stop");

    await s.page.locator("#g-0-0").focus();
    const fact = s.page.locator("#g-0-0 .fact");
    assert.ok((await fact.boundingBox()).width > 100, "the focused cell's fact is shown");
    assert.match(await fact.textContent(), /^Cost a month: \$/);
    await s.page.keyboard.press("ArrowRight");
    await s.page.keyboard.press("ArrowDown");
    assert.equal(await s.page.evaluate(() => document.activeElement.id), "g-1-1");
    assert.match(await s.page.locator("#g-1-1 .fact").textContent(), /^Scales to zero: (Yes|No)\..*\[\d+\]$/);
    await s.page.keyboard.press("End");
    assert.equal(await s.page.evaluate(() => document.activeElement.id), "g-1-7");
    assert.equal(await table.locator("[tabindex='0']").count(), 1, "still one tab stop");
    assertClean(s);
  });

  test("the charts fit a 360 px screen", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${QUERY}`, { viewport: { width: 360, height: 800 } });
    await s.page.locator("[data-testid=cost-lines]").waitFor();
    const wide = await s.page.evaluate(() =>
      [...document.querySelectorAll("[data-testid=glance], [data-testid=cost-bars], [data-testid=cost-lines]")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((el) => el.getAttribute("data-testid")),
    );
    assert.deepEqual(wide, []);
    assertClean(s);
  });
});
