// Prices where the users are: the region picker groups the 23 regions by geography, a West Europe
// link prices West Europe with its dates, Spot and savings-plan figures, and a link from before
// Spot replaced low priority opens with Spot, rewritten as `priority=spot`.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, useBrowserSuite } from "./helpers.mjs";

const FULL = "v=1&data=small&gpu=none&spark=no&existing=none&where=cloud&manage=own";

describe("prices in 23 regions, dated", () => {
  const { open } = useBrowserSuite();

  test("a West Europe link prices West Europe, with its dates", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${FULL}&stage=deploy&serve=realtime&hours=40&region=westeurope&vm=Standard_D4as_v4`);
    const { page } = s;
    await page.locator("[data-testid=cost-row]").first().waitFor();
    const groups = await page.locator("#usage-region optgroup").evaluateAll((gs) =>
      gs.map((g) => [g.label, g.querySelectorAll("option").length]),
    );
    assert.deepEqual(groups, [
      ["United States", 9],
      ["Canada and Brazil", 3],
      ["Europe", 6],
      ["Asia Pacific", 5],
    ]);
    assert.equal(await page.locator("#usage-region").inputValue(), "westeurope");
    const caption = await page.locator(".cost-table caption").innerText();
    assert.match(caption, /West Europe/);
    assert.match(caption, /pay-as-you-go 2026-06-18, Spot 2026-08-22, 1-year savings plan 2026-08-22/);
    const heads = await page.locator(".cost-table th[scope=col]").allInnerTexts();
    assert.ok(heads.includes("With a 1-year savings plan"), heads.join(" | "));
    assert.doesNotMatch(await page.locator("main").innerText(), /20% of pay-as-you-go|far cheaper|[Ll]ow-priority range/);
    assertClean(s);
  });

  test("an old low-priority link opens with Spot, priced from the Spot meter", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${FULL}&stage=train&mode=script&preempt=ok&hours=40&nodes=2&priority=lowpriority&region=eastus&vm=Standard_DS3_v2`);
    const { page } = s;
    await page.locator("[data-testid=cost-row]").first().waitFor();
    await page.waitForURL((u) => u.searchParams.get("priority") === "spot");
    const table = await page.locator(".cost-table").innerText();
    assert.match(table, /Per month, Spot where it applies/);
    assert.doesNotMatch(table, /20%/);
    // Japan East has no Spot price in the data: not estimated, never a share of pay-as-you-go.
    await page.locator("#usage-region").selectOption("japaneast");
    await page.waitForURL((u) => u.searchParams.get("region") === "japaneast");
    await page.waitForFunction(() => /Not estimated/.test(document.querySelector(".cost-table").innerText));
    assertClean(s);
  });
});
