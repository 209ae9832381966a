// When something goes wrong, and what a link cannot do: a panic shows a notice with a way out
// instead of a frozen page (on a debug build: release builds carry no way to panic on purpose);
// a page whose WebAssembly cannot load says so in words; values that carry markup or script are
// only ever text; the policy header is sent and nothing violates it.

import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CSP, DIST, ROOT, TEST_TIMEOUT, assertClean, closeSuiteContexts, openPage, releaseSuiteBrowser, startServer, suiteBrowser, useBrowserSuite } from "./helpers.mjs";

const DEBUG_DIST = join(ROOT, "target", "dist-debug");
const FULL = "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10";

describe("a panic never leaves a frozen page (debug build)", () => {
  let server;
  let browser;
  before(async () => {
    assert.ok(existsSync(join(DEBUG_DIST, "index.html")), "build target/dist-debug first (make e2e does)");
    server = await startServer(DEBUG_DIST);
    browser = await suiteBrowser();
  });
  afterEach(() => closeSuiteContexts(browser));
  after(async () => {
    await releaseSuiteBrowser(browser);
    await server?.close();
  });

  for (const embed of [false, true]) {
    test(`the notice and its links${embed ? ", embedded" : ""}`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await openPage(browser);
      await s.page.goto(`${server.url}?${FULL}${embed ? "&embed=1" : ""}&debug-panic=1`);
      const alert = s.page.getByRole("alert").filter({ hasText: "Something went wrong and the advisor stopped." });
      // The debug build's WebAssembly is ten times the release's (3.5 MB, unoptimised); on a
      // machine busy with the other engines' suites WebKit took more than the usual 15 s to
      // compile it before the app could start and panic. What is tested is the notice, not speed.
      await alert.waitFor({ timeout: 60_000 });
      assert.ok(await alert.isVisible());
      const start = alert.getByRole("link", { name: "Start over" });
      assert.equal(new URL(await start.getAttribute("href"), server.url).search, embed ? "?embed=1" : "");
      assert.equal(await alert.getByRole("link", { name: "Open the full advisor" }).count(), embed ? 1 : 0);
      assert.ok(s.errors.some((e) => e.includes("a panic on purpose")), `the console reports the panic:\n${s.errors.join("\n")}`);
      await s.context.close();
    });
  }

  test("release builds carry no way to panic on purpose", () => {
    const wasm = readFileSync(join(DIST, "aml-compute-advisor_bg.wasm"));
    assert.equal(wasm.includes("debug-panic"), false);
    assert.equal(readFileSync(join(DEBUG_DIST, "aml-compute-advisor_bg.wasm")).includes("debug-panic"), true);
  });
});

describe("safety of the release page", () => {
  const { open } = useBrowserSuite();

  test("the server sends the policy, and the page keeps to it", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${FULL}`);
    const response = await s.page.goto(s.page.url());
    assert.equal(response.headers()["content-security-policy"], CSP);
    await s.page.locator("[data-testid=top-pick]").waitFor();
    await s.page.locator("#g-0-0").focus();
    for (const d of await s.page.locator("details").all()) await d.evaluate((el) => (el.open = true));
    assertClean(s);
  });

  test("a page whose WebAssembly cannot load says so in words", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open();
    await s.context.route("**/*.wasm", (r) => r.abort());
    await s.page.reload();
    const alert = s.page.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.textContent(), /could not start in this browser: it needs JavaScript and WebAssembly/);
    assert.ok(await s.page.getByRole("heading", { name: "Where is the work in the model lifecycle?" }).isVisible(), "the question stays readable");
  });

  const HOSTILE = [
    `<img src=x onerror="window.__pwned=1">`,
    `"><script>window.__pwned=1</script>`,
    `<svg onload="window.__pwned=1"></svg>`,
    `javascript:window.__pwned=1`,
  ];

  test("values that carry markup or script stay text", { timeout: TEST_TIMEOUT }, async () => {
    for (const bad of HOSTILE) {
      const e = encodeURIComponent(bad);
      // In answers, usage values, locks and an unknown key; on a full link, so the result shows too.
      const s = await open(`?${FULL}&region=${e}&vm=${e}&nodes=${e}&lock=${e}&${e}=${e}`);
      await s.page.locator("[data-testid=top-pick]").waitFor();
      const notices = await s.page.locator("[data-testid=notices]").innerText();
      assert.ok(notices.includes(bad.slice(0, 20)), `the notices show the value as text:\n${notices}`);
      const dom = await s.page.evaluate(() => ({
        pwned: window.__pwned ?? 0,
        img: document.querySelectorAll("img[src=x], main svg[onload], [onerror], [onload]").length,
        // (WebKit's test server adds its console recorder, /__e2e/init.js.)
        scripts: [...document.scripts].filter((x) => !x.src.includes("/__e2e/")).map((x) => x.src.split("/").pop()),
      }));
      assert.deepEqual(dom, { pwned: 0, img: 0, scripts: ["boot.js"] }, bad);
      assertClean(s);
      // One page at a time: WebKitGTK's driver can stall a second session's first load for its
      // whole 30 s page-load timeout while another session is open.
      await s.context.close();
      // The hostile stage opens the wizard with a notice, as text too.
      const w = await open(`?v=1&stage=${e}`);
      await w.page.locator("[data-testid=notices]").waitFor();
      assert.ok((await w.page.locator("[data-testid=notices]").innerText()).includes(bad.slice(0, 20)));
      assert.equal(await w.page.evaluate(() => window.__pwned ?? 0), 0);
      assertClean(w);
      await w.context.close();
    }
  });
});
