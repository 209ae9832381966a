// Layout on a phone: nothing widens the page past a 390 px viewport (wide tables scroll inside
// their own box), on the wizard and on result pages with the cost editor open.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, useBrowserSuite } from "./helpers.mjs";

describe("layout on a phone", () => {
  const { open } = useBrowserSuite();

  for (const query of ["", "?v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20", "?v=1&stage=deploy&serve=batch&vm=Standard_ND96isr_H100_v5&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=5"]) {
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
});
