// Living where the readers are: dist/ served under a sub-path (/docs/advisor/), the demo host
// page embeds the advisor twice (script and bare iframe, presets and locks), the scripted iframe
// grows and shrinks with its content; exports equal the CLI's documents; Back and Forward move
// between wizard steps; print hides the controls. No console error, no CSP violation, nothing
// requested beyond 127.0.0.1.

import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { ADVISE, DIST, TEST_TIMEOUT, closeSuiteContexts, ensureAdvise, only, readClipboard, releaseSuiteBrowser, startServer, suiteBrowser, waitForStep } from "./helpers.mjs";

const PREFIX = "/docs/advisor/";
/** dist/ under PREFIX, as a docs site would host it; anything else is a 404. */
async function startSubPathServer() {
  const server = await startServer(DIST, { prefix: PREFIX });
  return { base: server.url, close: server.close };
}

describe("embedding, exports, history and print", () => {
  let server;
  let browser;
  before(async () => {
    ensureAdvise();
    server = await startSubPathServer();
    browser = await suiteBrowser();
  });
  afterEach(() => closeSuiteContexts(browser));
  after(async () => {
    await releaseSuiteBrowser(browser);
    await server?.close();
  });

  /** A page recording console errors, page errors, CSP violations (in every frame) and offsite requests. */
  async function open(url, options = {}) {
    const context = await browser.newContext(options);
    const errors = [];
    await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" || /^(blob|data):/.test(r.request().url()) ? r.continue() : (errors.push(`offsite: ${r.request().url()}`), r.abort())));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(url);
    return { page, errors };
  }

  const frameHeight = (page, sel) => page.$eval(sel, (f) => f.getBoundingClientRect().height);
  const docHeight = (frame) => frame.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));

  test("an embedded advisor takes its first height from the static step, before the app starts", {
    timeout: TEST_TIMEOUT,
    ...only(["chromium", "firefox"], "over WebDriver every command waits for a page whose request never ends to finish loading"),
  }, async () => {
    const context = await browser.newContext();
    // The app's script never arrives: only boot.js and the static step are there.
    await context.route("**/aml-compute-advisor.js", () => {});
    const page = await context.newPage();
    await page.goto(server.base + "embed-demo.html");
    const frame = page.frameLocator("#scripted iframe");
    await page.waitForFunction(() => document.querySelector("#scripted iframe")?.contentDocument?.querySelector("#static-page"));
    const inner = await docHeight(frame);
    await page.waitForFunction((h) => Math.abs(document.querySelector("#scripted iframe").getBoundingClientRect().height - h) <= 2, inner);
    assert.equal(await frame.locator("#static-page").count(), 1, "the app has not started: the static page is still there");
  });

  test("the demo page embeds two advisors that size themselves, with presets and locks", { timeout: TEST_TIMEOUT }, async () => {
    const { page, errors } = await open(server.base + "embed-demo.html");
    const iframe = page.locator("#scripted iframe");
    await iframe.waitFor();
    assert.equal(await iframe.getAttribute("title"), "Azure ML compute advisor");
    assert.equal(new URL(await iframe.getAttribute("src")).pathname, PREFIX, "the advisor URL resolves against embed.js");
    const inner = page.frameLocator("#scripted iframe");
    assert.match(await inner.locator("html").evaluate(() => location.search), /embed=1.*stage=deploy|stage=deploy.*embed=1/);

    // Stage (and your own model) locked: the wizard opens on the serving question, compact, no masthead.
    await inner.locator("input[name=serve]").first().waitFor();
    assert.equal(await inner.locator(".masthead, .footer").count(), 0);
    const full = inner.getByRole("link", { name: "Open the full advisor" });
    assert.equal(await full.getAttribute("target"), "_blank");
    assert.doesNotMatch(await full.getAttribute("href"), /embed=1/);
    // The frame as tall as its document. Waited for before each click too: a step of another
    // height resizes the frame a message later, which can scroll the demo page under the pointer.
    const sized = () =>
      page.waitForFunction(() => {
        const f = document.querySelector("#scripted iframe");
        return Math.abs(f.getBoundingClientRect().height - f.contentDocument.documentElement.getBoundingClientRect().height) <= 1;
      });
    await sized();
    const wizardHeight = await frameHeight(page, "#scripted iframe");

    // Answer inside the iframe until the result: the frame grows to the result's height.
    await inner.locator("label[for=answer-serve-batch]").click();
    await inner.locator("[data-testid=next]").click();
    // Each later question: its first answer (nothing is pre-checked), or 10 busy hours.
    while (!(await inner.locator("[data-testid=recommendation]").count())) {
      const progress = await inner.locator(".progress-label").textContent();
      await sized();
      if (await inner.locator("#answer-hours").count()) await inner.locator("#answer-hours").fill("10");
      else {
        await inner.locator("form.wizard .choice label").first().click();
        await inner.locator("form.wizard .choice input:checked").waitFor({ state: "attached" });
      }
      await inner.locator("[data-testid=next]").click();
      await inner.locator(".progress-label, [data-testid=recommendation]").filter({ hasNotText: progress }).first().waitFor();
    }
    await inner.locator("[data-testid=top-pick][data-target=batch-endpoint]").waitFor();
    await page.waitForFunction((h) => document.querySelector("#scripted iframe").getBoundingClientRect().height > h + 300, wizardHeight);
    const resultHeight = await frameHeight(page, "#scripted iframe");
    assert.ok(Math.abs(resultHeight - (await docHeight(inner))) <= 1, "the frame is as tall as its document");
    assert.ok(await inner.locator("[data-testid=locked-stage]").isVisible(), "the locked stage shows as fixed");
    assert.equal(await inner.locator("select#edit-stage").count(), 0, "and cannot be edited");
    assert.equal(await inner.locator(".embed-this").count(), 0, "no embed panel inside an embed");

    // Back to the questions: the frame shrinks again.
    await inner.getByRole("button", { name: "Walk through the questions" }).click();
    await inner.locator("input[name=serve]").first().waitFor();
    await page.waitForFunction((h) => document.querySelector("#scripted iframe").getBoundingClientRect().height < h - 300, resultHeight);

    // The bare iframe: stage and mode preset and locked, so it opens on the data question.
    await page.frameLocator("#bare").locator("input[name=data]").first().waitFor();
    assert.equal(await page.frameLocator("#bare").locator("input[name=stage], input[name=mode]").count(), 0);
    assert.deepEqual(errors, []);
  });

  test("the Markdown export equals the CLI's; a refused clipboard works under the CSP", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&serve=batch&hours=12&gpu=none&existing=none&where=cloud&preempt=no&manage=own";
    const { page, errors } = await open(`${server.base}?${query}`, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.locator("[data-testid=top-pick]").waitFor();

    await page.getByRole("button", { name: "Copy as Markdown" }).click();
    await page.getByText("Copied.").waitFor();
    const markdown = execFileSync(ADVISE, ["--markdown", "--base", server.base, query], { encoding: "utf8" });
    assert.equal(await readClipboard(page), markdown, "the page's Markdown is advise --markdown");

    // The embed panel writes both snippets for these answers.
    const script = await page.getByTestId("embed-script").inputValue();
    assert.ok(script.includes(`${server.base}embed.js`) && script.includes("stage=deploy&amp;serve=batch"), script);
    assert.match(await page.getByTestId("embed-iframe").inputValue(), /embed=1/);
    assert.deepEqual(errors, []);

    // Where the Clipboard API is refused, the text is shown and selected instead.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
    });
    await page.getByRole("button", { name: "Copy the iframe" }).click();
    await page.waitForFunction(() => {
      const t = document.getElementById("embed-iframe");
      return document.activeElement === t && t.selectionEnd - t.selectionStart === t.value.length;
    });
    await page.getByRole("button", { name: "Copy as Markdown" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "export-markdown");
    assert.equal(await page.getByTestId("export-markdown").inputValue(), markdown);
  });

  test("the JSON and CSV downloads are the CLI's documents for the result shown", { timeout: TEST_TIMEOUT, ...only(["chromium", "firefox"], "classic WebDriver does not expose downloads") }, async () => {
    const { page, errors } = await open(`${server.base}?v=1&stage=train&mode=script&data=large&gpu=single&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=30`);
    await page.locator("[data-testid=top-pick]").waitFor();
    // An edit on the page first, so the documents follow what is shown rather than the link opened.
    await page.locator("#usage-region").selectOption("westus2");
    await page.waitForURL((u) => u.searchParams.get("region") === "westus2");
    const query = new URL(page.url()).search.slice(1);
    const got = {};
    for (const [kind, flag, file] of [["json", "--json", "azure-ml-compute-advice.json"], ["csv", "--csv", "azure-ml-compute-costs.csv"]]) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`download-${kind}`).click()]);
      assert.equal(download.suggestedFilename(), file);
      got[kind] = await readFile(await download.path(), "utf8");
      const expected = execFileSync(ADVISE, [flag, query], { encoding: "utf8" });
      // `advise` ends its JSON with a line break, as printed documents do.
      assert.equal(got[kind], kind === "json" ? expected.trimEnd() : expected, `the page's ${kind} is advise ${flag}`);
    }
    const json = JSON.parse(got.json);
    assert.equal(json.schema, 2);
    assert.equal(json.costs.region_name, "westus2", "the edited region is the document's");
    assert.match(got.csv, /^rank,option,target,monthly_usd,/);
    assert.deepEqual(errors, []);
  });

  test("Back and Forward move between wizard steps; a result link goes back where it came from", { timeout: TEST_TIMEOUT }, async () => {
    const { page, errors } = await open(server.base);
    await waitForStep(page, "stage");
    await page.locator("label[for=answer-stage-train]").click();
    await page.locator("[data-testid=next]").click();
    await waitForStep(page, "model");
    await page.locator("label[for=answer-model-own]").click();
    await page.locator("[data-testid=next]").click();
    await waitForStep(page, "mode");
    await page.locator("label[for=answer-mode-script]").click();
    await page.locator("[data-testid=next]").click();
    await waitForStep(page, "data");
    await page.goBack();
    await waitForStep(page, "mode");
    await page.goBack();
    await waitForStep(page, "model");
    await page.goBack();
    const s = await waitForStep(page, "stage");
    assert.deepEqual(s.checked, ["train"], "the answers stay");
    await page.goForward();
    await waitForStep(page, "model");

    const start = server.base + "embed.js";
    await page.goto(start);
    await page.goto(`${server.base}?v=1&stage=deploy&serve=batch&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=5`);
    // The app's pick, not the first paint's: the app writes the link's full form in place of
    // the address as it starts.
    await page.locator("#app [data-testid=top-pick]").waitFor();
    await page.goBack();
    assert.equal(page.url(), start);
    assert.deepEqual(errors, []);
  });

  test("print shows no controls and writes links out", { timeout: TEST_TIMEOUT, ...only(["chromium"], "print media and PDF are emulated through Chromium's protocol only (Playwright's BiDi Firefox ignores emulateMedia)") }, async () => {
    const { page, errors } = await open(`${server.base}?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10`);
    await page.locator("[data-testid=top-pick]").waitFor();
    await page.emulateMedia({ media: "print" });
    const seen = await page.evaluate(() => ({
      controls: [...document.querySelectorAll("button, textarea")].filter((b) => getComputedStyle(b).display !== "none").length,
      after: getComputedStyle(document.querySelector("a[href^='https://learn']"), "::after").content,
    }));
    assert.equal(seen.controls, 0, "buttons and text areas are hidden in print");
    assert.match(seen.after, /learn\.microsoft\.com/);
    for (const format of ["A4", "Letter"]) {
      const pdf = await page.pdf({ format });
      assert.ok(pdf.length > 10_000, `${format} prints`);
    }
    assert.deepEqual(errors, []);
  });
});
