// The charts against the native CLI (the same core): one bar per priced option with its total,
// the options that cannot be priced listed and not drawn, one line per priced option through
// every breakpoint of its curve, a marker per break-even; all following a usage edit. The
// tradeoff matrix moves by arrow keys and shows the focused fact with its source. No element
// carries a style attribute (the CSP forbids inline styles).

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, adviseCli, assertClean, ensureAdvise, useBrowserSuite } from "./helpers.mjs";

/** What the charts show, read from their data attributes. */
async function readCharts(page) {
  await page.locator("[data-testid=cost-lines] svg.chart-svg").waitFor();
  return page.evaluate(() => ({
    bars: [...document.querySelectorAll("[data-testid=cost-bar]")].map((g) => [g.dataset.target, g.dataset.totalUsd]),
    unpriced: [...document.querySelectorAll("[data-testid=unpriced] li")].map((li) => li.dataset.target),
    lines: [...document.querySelectorAll("[data-testid=cost-line]")].map((g) => [g.dataset.target, Number(g.dataset.points)]),
    breakEvens: [...document.querySelectorAll("[data-testid=break-even]")].map((c) => c.dataset.hours),
    matrixRows: [...document.querySelectorAll("[data-testid=tradeoffs] .mx-row")].map((g) => g.dataset.target),
    styled: document.querySelectorAll("[style]").length,
  }));
}

/** What the charts should show for `query`, from `advise --json`. */
function expected(query) {
  const { json } = adviseCli(query);
  const opts = json.costs.options;
  const short = (h) => String(Math.round(h * 10) / 10);
  return {
    bars: opts.filter((o) => o.monthly.kind === "priced").map((o) => [o.target, o.monthly.total]),
    unpriced: opts.filter((o) => o.monthly.kind !== "priced").map((o) => o.target),
    lines: opts.filter((o) => o.curve.length >= 2).map((o) => [o.target, o.curve.length]),
    breakEvens: json.costs.break_evens.map((b) => short(b.hours)),
    matrixRows: json.advice.ranked.map((r) => r.target),
    styled: 0,
  };
}

describe("charts", () => {
  const { open } = useBrowserSuite();

  for (const query of [
    "?v=1&stage=train&mode=script&data=large",
    "?v=1&stage=explore&mode=notebook&hours=40",
    "?v=1&stage=explore&spark=yes&existing=databricks",
    "?v=1&stage=deploy&serve=realtime&instances=5",
  ]) {
    test(`bars, lines and matrix match the CLI: ${query}`, { timeout: TEST_TIMEOUT }, async () => {
      ensureAdvise();
      const s = await open(query);
      assert.deepEqual(await readCharts(s.page), expected(query));
      assertClean(s);
    });
  }

  test("the charts follow a usage edit", { timeout: TEST_TIMEOUT }, async () => {
    ensureAdvise();
    const s = await open("?v=1&stage=train&mode=script&data=large&hours=10");
    const before = await readCharts(s.page);
    await s.page.locator("#usage-hours").fill("120");
    await s.page.locator("#usage-hours").dispatchEvent("change");
    await s.page.waitForFunction(() => new URL(location.href).searchParams.get("hours") === "120");
    await s.page.waitForFunction(
      (old) => JSON.stringify([...document.querySelectorAll("[data-testid=cost-bar]")].map((g) => g.dataset.totalUsd)) !== old,
      JSON.stringify(before.bars.map((b) => b[1])),
    );
    const query = "?" + new URL(s.page.url()).searchParams.toString();
    assert.deepEqual(await readCharts(s.page), expected(query));
    assert.match(await s.page.locator("[data-testid=cost-lines] .mark-label.here").textContent(), /^You: 120 h$/);
    assertClean(s);
  });

  test("the tradeoff matrix is one tab stop and moves by arrow keys", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large");
    const stops = await s.page.locator("[data-testid=tradeoffs] .cell[tabindex='0']").count();
    assert.equal(stops, 1);
    await s.page.locator("#mx-0-0").focus();
    await s.page.keyboard.press("ArrowRight");
    await s.page.keyboard.press("ArrowDown");
    assert.equal(await s.page.evaluate(() => document.activeElement?.id), "mx-1-1");
    const detail = s.page.locator("[data-testid=tradeoff-detail]");
    await detail.filter({ hasText: "scales to zero" }).or(detail.filter({ hasText: "Scales to zero" })).waitFor();
    assert.equal(await detail.locator("a, cite").count() > 0, true, "the fact shows its source");
    assert.equal(await s.page.locator("[data-testid=tradeoffs] .cell[tabindex='0']").count(), 1);
    assert.equal(await s.page.locator("#mx-1-1").getAttribute("tabindex"), "0");
    assertClean(s);
  });
});
