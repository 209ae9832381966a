// The static first step (index.html, written by `cargo run --bin firststep`): readable without
// JavaScript, the same markup the app renders, never shown for a result link, and taken over by
// the app with the choice, the focus and the layout a person already has. The app's start is
// held back by routing the wasm request until the test releases it: no fixed waits.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, knownIn, only, openPage, useBrowserSuite } from "./helpers.mjs";

const RESULT_LINK = "?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10";

/**
 * Holds every request for the wasm until `release()` is called (or fails it with `fail()`).
 * Page routes take precedence over the context's route that keeps requests local.
 */
async function holdWasm(page) {
  let release;
  let fail;
  const gate = new Promise((ok, no) => {
    release = ok;
    fail = no;
  });
  gate.catch(() => {}); // a withheld request may never have been made
  await page.route("**/*_bg.wasm", async (route) => {
    try {
      await gate;
      await route.continue();
    } catch {
      await route.abort("failed");
    }
  });
  return { release: () => release(), fail: () => fail(new Error("wasm withheld")) };
}

/**
 * Records, for every frame painted, whether the static first step's form, the result placeholder
 * and the app's wizard are visible, and every layout shift. Runs before the page's own scripts.
 */
async function watchFrames(page) {
  await page.addInitScript(() => {
    window.__frames = [];
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({
      type: "layout-shift",
      buffered: true,
    });
    const seen = (sel) => [...document.querySelectorAll(sel)].some((el) => el.checkVisibility());
    const frame = () => {
      if (document.body) {
        const f = {
          staticStep: seen("#static-page form.wizard"),
          preparing: seen("#static-page .preparing"),
          wizard: seen("form.wizard"),
          started: window.__started === true,
        };
        // Frames before the parser reached the static page do not count: an animation frame may
        // run once <body> exists and before anything of it is parsed (no paint falls between).
        if (f.staticStep || f.preparing || f.wizard || window.__frames.length) window.__frames.push(f);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The markup of an element as a comparable tree: tag, sorted attributes, text, children. */
function shapeOf(selectors) {
  const shape = (el) => {
    // Compared as the browser reads them: the built page is minified (a default `type` dropped,
    // `disabled` written bare) and Yew sets `checked` as a property, not an attribute. The app's
    // opening step takes focus (`autofocus`); the static copy, which also serves iframes, does not.
    const attrs = [...el.attributes]
      .filter((a) => !["checked", "type", "autofocus"].includes(a.name))
      .map((a) => `${a.name}=${a.name === "disabled" ? "" : a.value}`);
    if (el instanceof HTMLInputElement || el instanceof HTMLButtonElement) attrs.push(`(type)=${el.type}`);
    if (el instanceof HTMLInputElement) attrs.push(`(checked)=${el.checked}`);
    attrs.sort();
    const kids = [];
    let text = "";
    const flush = () => {
      if (text.trim()) kids.push(text.trim());
      text = "";
    };
    for (const n of el.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) text += n.textContent;
      else if (n.nodeType === Node.ELEMENT_NODE && !n.matches("noscript, .preparing")) {
        flush();
        kids.push(shape(n));
      }
    }
    flush();
    return [el.tagName.toLowerCase(), attrs, kids];
  };
  return selectors.map((s) => {
    const el = document.querySelector(s);
    return el ? shape(el) : `missing: ${s}`;
  });
}

const PARTS = ["header.masthead", "main#main", "footer.footer"];

describe("the static first step", () => {
  const suite = useBrowserSuite();

  test("is readable with JavaScript disabled, says what the advisor needs, offers no dead buttons", {
    timeout: TEST_TIMEOUT,
    // WebDriver needs script in the page; with only the page's own scripts off, WebKit still
    // treats scripting as on and hides <noscript>, so the page without JavaScript is not reachable.
    ...only(["chromium", "firefox"], "WebDriver cannot open a page with scripting off"),
  }, async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      await page.getByRole("heading", { level: 2, name: "Where is the work in the model lifecycle?" }).waitFor();
      assert.equal(await page.getByRole("radio").count(), 4);
      for (const label of ["Experimenting", "Training or fine-tuning", "Many models in parallel", "Serving a model or an LLM"]) {
        assert.ok(await page.getByText(label, { exact: true }).isVisible(), `${label} is visible`);
      }
      // (Playwright's text search skips <noscript>, so the message is found by its place.)
      const message = page.locator("#static-page main noscript .notice");
      assert.ok(await message.isVisible(), "the noscript message shows");
      assert.match(await message.evaluate((p) => p.textContent), /needs JavaScript and WebAssembly/);
      assert.equal(await page.locator("form.wizard .actions").isVisible(), false, "Back and Next are hidden");
      assert.equal(await page.locator(".preparing").isVisible(), false, "no result placeholder");
      // A result link without JavaScript shows the same readable step, not a placeholder that never ends.
      await page.goto(suite.server.url + RESULT_LINK);
      assert.ok(await page.locator("form.wizard h2").isVisible());
      assert.equal(await page.locator(".preparing").isVisible(), false);
    } finally {
      await context.close();
    }
  });

  test("is the markup the app renders for its first step (built page and app agree)", { timeout: TEST_TIMEOUT }, async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    let staticShape;
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      staticShape = await page.evaluate(shapeOf, PARTS.map((p) => `#static-page > ${p}`));
    } finally {
      await context.close();
    }
    const s = await suite.open("");
    const appShape = await s.page.evaluate(shapeOf, PARTS.map((p) => `#app > ${p}`));
    assert.deepEqual(appShape, staticShape);
    assert.equal(await s.page.locator("#static-page").count(), 0, "the static page is gone");
    assertClean(s);
  });

  test("loads the app with the page: glue and WebAssembly requested once each, before the page has parsed", {
    timeout: TEST_TIMEOUT,
    ...knownIn("webkit", "WebKitGTK 2.50 never hands an as=fetch preload to fetch(): the wasm downloads twice (README, engines)"),
  }, async () => {
    // index.html preloads both and boot.js asks for the same requests: a preload the page does
    // not use as it is would download the WebAssembly twice.
    for (let i = 0; i < 3; i++) {
      const s = await suite.open("");
      await s.page.waitForFunction(() => performance.getEntriesByName("aml-advisor:interactive").length > 0);
      const t = await s.page.evaluate(() => ({
        parsed: performance.getEntriesByType("navigation")[0].domInteractive,
        requests: performance
          .getEntriesByType("resource")
          .filter((r) => /aml-compute-advisor(_bg\.wasm|\.js)$/.test(r.name))
          .map((r) => [r.name.split("/").pop(), r.startTime]),
      }));
      assert.deepEqual(t.requests.map((r) => r[0]).sort(), ["aml-compute-advisor.js", "aml-compute-advisor_bg.wasm"]);
      for (const [name, start] of t.requests) assert.ok(start < t.parsed, `${name} requested at ${start} ms, the page parsed at ${t.parsed} ms`);
      assertClean(s);
    }
  });

  for (const link of [RESULT_LINK, `${RESULT_LINK}&embed=1`]) test(`never shows for a result link: a placeholder holds the place until the result (${link})`, { timeout: TEST_TIMEOUT }, async () => {
    const s = await openPage(suite.browser);
    const { page } = s;
    await watchFrames(page);
    const wasm = await holdWasm(page);
    await page.goto(suite.server.url + link, { waitUntil: "domcontentloaded" });
    await page.getByText("Preparing your result…").waitFor();
    await page.waitForFunction(() => window.__frames.length > 0);
    assert.equal(await page.locator("#static-page form.wizard").isVisible(), false);
    wasm.release();
    await page.waitForFunction(() => window.__started === true);
    await page.locator("[data-testid=recommendation]").waitFor();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const frames = await page.evaluate(() => window.__frames);
    assert.deepEqual(frames.filter((f) => f.wizard), [], "a frame showed the first step");
    assert.ok(frames.some((f) => f.preparing), "the placeholder was painted");
    assert.equal(await page.locator(".preparing").count(), 0, "the placeholder is gone");
    assertClean(s);
  });

  test("shows a question or the placeholder in every frame on a slow device (CPU 4x slower)", { timeout: TEST_TIMEOUT, ...only(["chromium"], "CPU throttling is a Chrome DevTools Protocol feature") }, async () => {
    // Slowed down, Yew lets a frame pass between drawing the app's elements and the effect that
    // fills them; the static page stays until then, and the app out of sight.
    for (const [query, content] of [["", "form.wizard h2"], [RESULT_LINK, "[data-testid=recommendation]"]]) {
      for (let i = 0; i < 2; i++) {
        const s = await openPage(suite.browser);
        const { page } = s;
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript((content) => {
          window.__shown = [];
          const frame = () => {
            const placeholder = document.querySelector("#static-page");
            const shown = placeholder
              ? [...placeholder.querySelectorAll("form.wizard h2, .preparing")].some((e) => e.checkVisibility())
                ? "static"
                : "nothing"
              : [...document.querySelectorAll(content)].some((e) => e.checkVisibility() && e.getBoundingClientRect().height > 0)
                ? "app"
                : "nothing";
            // Frames before the parser reached the step do not count.
            if (shown !== "nothing" || window.__shown.length) window.__shown.push(shown);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }, content);
        // (Not the load event: on a busy machine, slowed down, it can come long after the app.)
        await page.goto(suite.server.url + query, { waitUntil: "domcontentloaded" });
        await page.waitForFunction(() => window.__started === true);
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const shown = await page.evaluate(() => window.__shown);
        assert.ok(!shown.includes("nothing"), `${query || "first page"}: frames ${shown.join(" ")}`);
        assert.equal(shown.at(-1), "app");
        assertClean(s);
      }
    }
  });

  for (const query of ["", "?embed=1"]) test(`keeps a choice made before the app started, with focus, layout and no empty frame (${query || "first page"})`, { timeout: TEST_TIMEOUT }, async () => {
    const s = await openPage(suite.browser);
    const { page } = s;
    await watchFrames(page);
    const wasm = await holdWasm(page);
    await page.goto(suite.server.url + query, { waitUntil: "domcontentloaded" });
    await page.locator('#static-page label[for="answer-stage-train"]').click();
    await page.locator("#answer-stage-train").focus();
    const boxes = () =>
      page.evaluate(() =>
        ["step-title", "answer-stage-explore", "answer-stage-train", "answer-stage-deploy"].map((id) => {
          const r = document.getElementById(id).getBoundingClientRect();
          return [id, r.x, r.y, r.width, r.height];
        }),
      );
    const before = await boxes();
    assert.equal(await page.evaluate(() => window.__started), false, "the app has not started yet");
    wasm.release();
    await page.waitForFunction(() => window.__started === true);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    assert.equal(await page.locator("#static-page").count(), 0, "the app took the static step's place");
    assert.equal(await page.locator("#answer-stage-train").isChecked(), true, "the choice is kept");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "answer-stage-train", "focus stays");
    assert.deepEqual(await boxes(), before, "nothing moved");
    const frames = await page.evaluate(() => window.__frames);
    assert.deepEqual(frames.filter((f) => !f.wizard), [], "a frame showed no question");
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], "layout shifts");
    // The app goes on from the kept answer: training asks whose model it is next.
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator('input[name="model"]').first().waitFor();
    assertClean(s);
  });

  test("keeps a choice and a press of Next made before the app is ready", { timeout: TEST_TIMEOUT }, async () => {
    for (const chosen of ["deploy", null]) {
      const s = await openPage(suite.browser);
      const { page } = s;
      const wasm = await holdWasm(page);
      await page.goto(suite.server.url, { waitUntil: "domcontentloaded" });
      if (chosen) await page.locator(`#static-page label[for="answer-stage-${chosen}"]`).click();
      await page.locator("#static-page [data-testid=next]").click();
      // The static step says it goes on once the advisor is ready, and the page stays.
      await page.locator("#static-page .waiting[role=status]").waitFor();
      assert.equal(new URL(page.url()).search, "", "the press did not reload the page");
      wasm.release();
      if (chosen) {
        await page.locator('form.wizard input[name="model"]').first().waitFor();
        await page.waitForFunction(() => document.activeElement?.id === "step-title");
        assert.equal(new URL(page.url()).searchParams.get("stage"), chosen);
      } else {
        // Nothing chosen: the first step says what it needs, focus on its first answer.
        await page.getByRole("alert").filter({ hasText: "Choose an answer to go on." }).waitFor();
        await page.waitForFunction(() => document.activeElement?.name === "stage");
      }
      assert.equal(await page.locator("#static-page").count(), 0, "the static page is gone");
      assertClean(s);
      await s.context.close();
    }
  });

  test("keeps a press of Plan the whole project made before the app is ready", { timeout: TEST_TIMEOUT }, async () => {
    const s = await openPage(suite.browser);
    const { page } = s;
    const wasm = await holdWasm(page);
    await page.goto(suite.server.url, { waitUntil: "domcontentloaded" });
    await page.locator("#static-page [data-act=plan-start]").click();
    await page.locator("#static-page .plan-start .waiting[role=status]").waitFor();
    wasm.release();
    await page.locator("[data-testid=plan-banner]").waitFor();
    assert.equal((await page.locator("[data-testid=plan-banner] p").textContent()).trim(), "Workload 1 of the plan");
    assert.equal(await page.locator("#static-page").count(), 0, "the static page is gone");
    assertClean(s);
    await s.context.close();
  });

  test("stays readable and says so when the WebAssembly cannot load", { timeout: TEST_TIMEOUT }, async () => {
    for (const query of ["", RESULT_LINK]) {
      const s = await openPage(suite.browser);
      const { page } = s;
      const wasm = await holdWasm(page);
      await page.goto(suite.server.url + query, { waitUntil: "domcontentloaded" });
      wasm.fail();
      await page.getByRole("alert").filter({ hasText: "needs JavaScript and WebAssembly" }).waitFor();
      assert.ok(await page.locator("#static-page form.wizard h2").isVisible(), `the question shows (${query || "first page"})`);
      assert.equal(await page.locator("#static-page .actions").isVisible(), false, "no dead buttons");
      assert.equal(await page.locator(".preparing").isVisible(), false, "no endless placeholder");
      await s.context.close();
    }
  });
});
