// Screenshots of a result, at a phone's and a desktop's width, in the light and the dark theme,
// written to tests/e2e/artifacts/ (git-ignored) for a person to look at, in each engine side by
// side: result-<width>-<theme>.png from Chromium, with -firefox and -webkit beside it. Each shot
// also checks that nothing is wider than the screen. WebKitGTK's window cannot be narrower than
// 447 px (MiniBrowser's toolbar), so its phone shots are 447 px wide and named so.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, assertClean, openPage, gotoApp, useBrowserSuite } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const QUERY = "?v=1&stage=train&mode=script&data=large&gpu=single&hours=30&spark=no&existing=none&where=cloud&preempt=no&manage=own";

describe("screenshots", () => {
  const suite = useBrowserSuite();

  for (const colorScheme of ["light", "dark"]) {
    for (const width of [360, 1280]) {
      test(`result at ${width} px, ${colorScheme}`, { timeout: TEST_TIMEOUT }, async () => {
        mkdirSync(OUT, { recursive: true });
        const s = await openPage(suite.browser, { colorScheme, viewport: { width, height: 900 } });
        await gotoApp(s.page, suite.server.url + QUERY);
        await s.page.locator("[data-testid=summary]").waitFor();
        const { client, scroll, inner, dark } = await s.page.evaluate(() => ({
          client: document.documentElement.clientWidth,
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          dark: matchMedia("(prefers-color-scheme: dark)").matches,
        }));
        assert.equal(scroll, client, `the page is ${scroll - client} px wider than the screen`);
        assert.equal(dark, colorScheme === "dark", `the page sees the ${colorScheme} theme`);
        if (ENGINE !== "webkit" || width > 447) assert.equal(inner, width, "the viewport has the width asked for");
        const name = `result-${inner}-${colorScheme}${ENGINE === "chromium" ? "" : `-${ENGINE}`}`;
        // The page is checked before the shots: in Firefox, Playwright's screenshot adds an inline
        // style of its own, which the page's CSP refuses and reports.
        assertClean(s);
        await s.page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
        await s.page.screenshot({ path: join(OUT, `${name}-first-screen.png`) });
        await s.context.close();
      });
    }
  }

  // `README_SCREENSHOTS=1 node --test tests/e2e/screenshots.test.mjs` refreshes the README's
  // picture: the first screen of a result.
  test("README screenshot", { skip: !process.env.README_SCREENSHOTS, timeout: TEST_TIMEOUT }, async () => {
    const s = await openPage(suite.browser, { viewport: { width: 1000, height: 1150 } });
    await gotoApp(s.page, suite.server.url + QUERY);
    await s.page.locator("[data-testid=summary]").waitFor();
    await s.page.screenshot({ path: join(ROOT, "docs", "screenshot.png") });
    await s.page.locator("[data-testid=cost-bars]").screenshot({ path: join(ROOT, "docs", "screenshot-cost-bars.png") });
    await s.page.locator("[data-testid=cost-lines]").screenshot({ path: join(ROOT, "docs", "screenshot-cost-lines.png") });
    assertClean(s);
    await s.context.close();
  });
});
