// The charts against the CLI's figures (same core): the bars show every option's monthly total,
// the lines one path per priced option and one point per break-even, and both follow a usage
// edit; the tradeoff table is one tab stop whose cells the arrow keys move between, each cell
// showing its fact and source when focused; nothing is wider than a phone. At 360, 390, 447 and
// 1280 px no two texts of a chart overlap, and every chart has a legend in words and the
// person's mark, for a compute result (bars, hours) and a catalog model's (bars, tokens); the
// charts are shot at 360 and 1280 px in both themes into tests/e2e/artifacts/ to be looked at.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, ensureAdvise, useBrowserSuite } from "./helpers.mjs";

const QUERY = "v=1&stage=train&mode=script&data=large&hours=40&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own";

/** What the charts show, read from the page. */
function readCharts(page) {
  return page.evaluate(() => ({
    bars: [...document.querySelectorAll("[data-testid=cost-bars] .bar-row")].map((li) => ({
      target: li.getAttribute("data-target"),
      total: li.querySelector(".bar-total")?.textContent,
    })),
    paths: document.querySelectorAll("[data-testid=cost-lines] path").length,
    breakEvens: document.querySelectorAll("[data-testid=cost-lines] svg.lines circle.be").length,
    you: document.querySelector("[data-testid=cost-lines] text.you")?.textContent,
    band: [...document.querySelectorAll("[data-testid=cost-lines] rect title")].map((t) => t.textContent),
  }));
}

// Lines that coincide (compute cluster and serverless compute) and four labels above the plot.
const COMPUTE = QUERY;
// Serving Llama 3.3 70B per token, with managed compute crossing it.
const TOKENS = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24";
const WIDTHS = [360, 390, 447, 1280];

/**
 * Per chart on the page: its texts that overlap another (bounding boxes, more than half a pixel
 * each way) or leave the drawing, its legend's items in words, and its marks of the person's
 * figure that are visible.
 */
function readLayout(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("figure.chart")].map((fig) => {
      const boxes = [...fig.querySelectorAll("svg text")]
        .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }))
        .filter((b) => b.r.width > 0);
      const overlaps = [];
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) {
          const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (x > 0.5 && y > 0.5) overlaps.push(`${a.text} × ${b.text}`);
        }
      });
      const outside = [];
      for (const svg of fig.querySelectorAll("svg.lines")) {
        const s = svg.getBoundingClientRect();
        for (const t of svg.querySelectorAll("text")) {
          const r = t.getBoundingClientRect();
          if (r.width > 0 && (r.left < s.left - 1 || r.right > s.right + 1)) outside.push(t.textContent);
        }
      }
      return {
        chart: fig.getAttribute("data-testid"),
        texts: boxes.length,
        overlaps,
        outside,
        legend: [...fig.querySelectorAll(".legend li")].map((li) => li.textContent.trim()),
        you: [...fig.querySelectorAll(".you")].filter((e) => e.getBoundingClientRect().width > 0).map((e) => e.textContent),
      };
    }),
  );
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
    await s.page.waitForFunction(() => document.querySelector("[data-testid=cost-lines] text.you")?.textContent === "You: 120 h");
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

  for (const [kind, query, charts] of [
    ["a compute result", COMPUTE, ["cost-bars", "cost-lines"]],
    ["a catalog model per token", TOKENS, ["cost-bars", "cost-tokens"]],
  ]) {
    for (const width of WIDTHS) {
      test(`${kind} at ${width} px: chart texts apart, a legend and a you mark on each`, { timeout: TEST_TIMEOUT }, async () => {
        const s = await open(`?${query}`, { viewport: { width, height: 900 } });
        await s.page.locator(`[data-testid=${charts.at(-1)}]`).waitFor();
        const shown = await readLayout(s.page);
        assert.deepEqual(shown.map((c) => c.chart).filter((c) => c !== "glance"), charts);
        for (const c of shown) {
          assert.deepEqual(c.overlaps, [], `${c.chart}: texts overlap`);
          assert.deepEqual(c.outside, [], `${c.chart}: texts leave the drawing`);
          assert.ok(c.legend.length > 0 && c.legend.every((l) => l.length > 2), `${c.chart}: a legend in words: ${c.legend}`);
          assert.ok(c.you.length > 0, `${c.chart}: the person's mark`);
          if (c.chart !== "cost-bars") {
            assert.ok(c.texts > 10, `${c.chart}: its texts are drawn`);
            assert.ok(c.legend.some((l) => l.startsWith("You: ")), `${c.chart}: the legend names the person's mark`);
            assert.match(c.you[0], /^You: /);
          }
        }
        if (query === COMPUTE) {
          const merged = shown.find((c) => c.chart === "cost-lines").legend.filter((l) => / and \d\. /.test(l));
          assert.equal(merged.length, 1, "the lines that coincide are named once, together");
        }
        assertClean(s);
      });
    }
  }

  for (const colorScheme of ["light", "dark"]) {
    for (const width of [360, 1280]) {
      test(`chart screenshots at ${width} px, ${colorScheme}`, { timeout: TEST_TIMEOUT }, async () => {
        const out = join(ROOT, "tests", "e2e", "artifacts");
        mkdirSync(out, { recursive: true });
        for (const query of [COMPUTE, TOKENS]) {
          const s = await open(`?${query}`, { viewport: { width, height: 900 }, colorScheme });
          const ids = query === COMPUTE ? ["cost-bars", "cost-lines"] : ["cost-tokens"];
          await s.page.locator(`[data-testid=${ids.at(-1)}]`).waitFor();
          assertClean(s);
          for (const id of ids) {
            const path = join(out, `chart-${id}-${width}-${colorScheme}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`);
            if (ENGINE === "webkit") {
              // WebKitGTK's element shots come back black: the page, scrolled to the chart.
              await s.page.locator(`[data-testid=${id}]`).evaluate((el) => el.scrollIntoView());
              await s.page.screenshot({ path });
            } else {
              await s.page.locator(`[data-testid=${id}]`).screenshot({ path });
            }
          }
          await s.context.close();
        }
      });
    }
  }
});
