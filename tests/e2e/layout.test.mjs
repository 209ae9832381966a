// Layout on a phone: nothing widens the page past a 390 px viewport (wide tables scroll inside
// their own box), on the wizard and on result pages with the cost editor open.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, useBrowserSuite } from "./helpers.mjs";

describe("layout on a phone", () => {
  const { open } = useBrowserSuite();

  // The organisation's requirements make the longest results: open weights in the EU on a private
  // network (about 6 billion tokens a month; its create notes name a role action), and fine-tuning
  // kept in one region with customer-managed keys.
  for (const query of [
    "",
    "?v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20",
    "?v=1&stage=deploy&serve=batch&vm=Standard_ND96isr_H100_v5&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=5",
    "?v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=1700&outtokens=300&dayhours=24&residency=eu&existing=none&where=cloud&network=private&cmk=no",
    "?v=1&stage=train&model=finetune&llm=gpt-4.1&traintokens=10&epochs=3&requests=1000&intokens=2000&outtokens=500&dayhours=8&residency=region&where=cloud&network=private&cmk=required&region=swedencentral",
  ]) {
    test(`no horizontal scrolling at 390 px: ${query || "first step"}`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(query, { viewport: { width: 390, height: 844 } });
      // Open every "How this adds up" so the widest content is laid out.
      for (const d of await s.page.locator("details").all()) await d.evaluate((el) => (el.open = true));
      const { client, scroll } = await s.page.evaluate(() => ({
        client: document.documentElement.clientWidth,
        scroll: document.documentElement.scrollWidth,
      }));
      assert.equal(scroll, client, `the page is ${scroll - client} px wider than the screen`);
      assertClean(s);
    });
  }

  // Every answer's select shows its whole value, on a phone and a desktop, for the longest
  // labels (measured with the select's own font; 32 px for its padding and arrow); the VM size
  // chosen shows whole, in its picker or under it.
  for (const width of [360, 1280]) {
    test(`selects show their whole value at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(
        "?v=1&stage=train&mode=script&data=large&gpu=single&spark=no&existing=none&where=onprem&preempt=no&manage=own&hours=30&vm=Standard_ND96isr_H100_v5",
        { viewport: { width, height: 900 } },
      );
      await s.page.locator("[data-testid=summary]").waitFor();
      const cut = await s.page.evaluate(() => {
        const ctx = document.createElement("canvas").getContext("2d");
        return [...document.querySelectorAll(".answers select, .usage select:not(#usage-vm)")].flatMap((sel) => {
          ctx.font = getComputedStyle(sel).font;
          return [...sel.options]
            .filter((o) => ctx.measureText(o.text).width + 32 > sel.clientWidth)
            .map((o) => `${sel.id}: ${o.text}`);
        });
      });
      assert.deepEqual(cut, [], "values that would be cut");
      // The VM picker's sizes are too long for a phone: the chosen one is named in full under it.
      const vm = await s.page.evaluate(() => {
        const sel = document.getElementById("usage-vm");
        const ctx = document.createElement("canvas").getContext("2d");
        ctx.font = getComputedStyle(sel).font;
        const text = sel.selectedOptions[0].text;
        const hint = document.querySelector(".vm-hint");
        return { cut: ctx.measureText(text).width + 32 > sel.clientWidth, text, hint: hint.checkVisibility() ? hint.textContent : null };
      });
      assert.ok(vm.cut, `the longest sizes are cut at ${width} px: ${vm.text}`);
      assert.equal(vm.hint, vm.text);
      assertClean(s);
    });
  }
});
