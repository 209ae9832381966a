// An open model from Hugging Face, reached in the wizard without editing a link: the model list
// offers it under "Not in this list", choosing it asks its size in billions of parameters (a
// labelled number field; Next refused without it, a size out of range refused with a message at
// the field), and 8 B parameters give the managed-compute answer `advise` gives for that link:
// the same ranked options and prices, per-token routes not suitable, the create commands for
// the model from the azure-huggingface registry, and the page's Markdown and JSON exports
// byte for byte `advise --markdown` and `advise --json`. The answers editor edits the size. At
// 390 and 1280 px, with screenshots in tests/e2e/artifacts/ (hf-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADVISE,
  ENGINE,
  ROOT,
  TEST_TIMEOUT,
  adviseCli,
  assertClean,
  assertNoAxeViolations,
  ensureAdvise,
  only,
  readResult,
  stepState,
  useBrowserSuite,
} from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");

async function shoot(s, name, width) {
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `hf-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  // The screenshot's own inline styles (Firefox reports them as CSP violations): not the page's.
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

/** The step on screen once it has settled: its key (the radios' name, or a number's). */
async function currentStep(page) {
  await page.locator("form.wizard, [data-testid=recommendation]").first().waitFor();
  if (await page.locator("[data-testid=recommendation]").count()) return null;
  await page.waitForFunction(() => document.activeElement?.id === "step-title");
  return stepState(page);
}

/** Walks the wizard from the first step to the advice, choosing an open model from Hugging Face
 * of `params` billions; every other question takes its first answer (the traffic its presets). */
async function walkToHuggingFace(s0, params, width) {
  const { page } = s0;
  const keys = [];
  for (let i = 0; i < 20; i++) {
    const s = await currentStep(page);
    if (!s) break;
    keys.push(s.key);
    const choose = async (value) => {
      const id = value ? `answer-${s.key}-${value}` : await page.locator(`form.wizard input[name="${s.key}"]`).first().getAttribute("id");
      await page.locator(`label[for="${id}"]`).click();
      await page.waitForFunction((id) => document.getElementById(id)?.checked === true, id);
    };
    if (s.key === "stage") await choose("deploy");
    else if (s.key === "model") await choose("catalog");
    else if (s.key === "llm") {
      // Found by its group's words, and chosen: its size is asked beside it, nowhere before.
      assert.equal(await page.locator("#answer-params").count(), 0, "no size asked before it is chosen");
      await page.locator("#model-search").fill("hugging");
      await page.locator("#group-not-in-catalog").waitFor();
      await choose("hf");
      const field = page.locator("#answer-params");
      await field.waitFor();
      assert.equal(await page.locator('label[for="answer-params"]').textContent(), "Its size, in billions of parameters (0.1 to 2,000)");
      assert.equal(await field.getAttribute("min"), "0.1");
      assert.equal(await field.getAttribute("max"), "2000");
      // Next without the size: refused, focus on the field with the message.
      await page.locator("form.wizard [data-testid=next]").click();
      await page.waitForFunction(() => document.activeElement?.id === "answer-params");
      assert.match(await page.locator("form.wizard .field-error").textContent(), /Enter the model.s size, in billions of parameters from 0\.1 to 2,000/);
      // A size out of range: refused at the field, the step stays.
      await field.fill("5000");
      await page.waitForFunction(() => document.getElementById("answer-params")?.getAttribute("aria-invalid") === "true");
      assert.match(await page.locator("#params-error").textContent(), /0\.1 to 2,000/);
      await assertNoAxeViolations(page, `the Hugging Face size refused at ${width} px`);
      await shoot(s0, "size-refused", width);
      await field.fill(String(params));
      await page.waitForFunction(() => document.getElementById("answer-params")?.getAttribute("aria-invalid") === null);
      await page.waitForFunction((p) => new URL(location.href).searchParams.get("params") === p, String(params));
      await page.locator("#model-search").fill("");
    } else if (s.key === "requests") {
      for (const prefix of ["requests=", "intokens=", "dayhours="]) {
        await page.locator(`form.wizard button[data-set^="${prefix}"]`).first().click();
      }
      await page.waitForFunction(() => [...document.querySelectorAll("form.wizard .numbers input")].filter((i) => i.name !== "users" && i.name !== "userreq").every((i) => i.value !== ""));
    } else await choose(null);
    const progress = s.progress;
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator(".progress-label, [data-testid=recommendation]").filter({ hasNotText: progress }).first().waitFor();
  }
  return keys;
}

describe("an open model from Hugging Face", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`chosen in the wizard with 8 B parameters, it is answered on managed compute as advise answers it, at ${width} px`, { timeout: TEST_TIMEOUT * 2 }, async () => {
      const s = await open("", { viewport: { width, height: 900 } });
      const { page } = s;
      const keys = await walkToHuggingFace(s, 8, width);
      assert.deepEqual(keys.slice(0, 3), ["stage", "model", "llm"]);
      assert.ok(!keys.includes("serve"), "no delay-tolerant route to ask about");
      const query = new URL(page.url()).search.slice(1);
      assert.match(query, /&llm=hf&params=8(&|$)/);
      const cli = adviseCli(query);
      assert.deepEqual(cli.notices, []);
      assert.equal(cli.top, "managed-online-endpoint");
      const shown = await readResult(page);
      assert.deepEqual(shown.options, cli.options, "ranked options and prices as `advise --json`");
      // Sized by the reference's method at 2 bytes a parameter, said on the page.
      const text = await page.locator("body").textContent();
      assert.ok(text.includes("Priced on Standard_NC24ads_A100_v4 (1 × 80 GiB)"), "the size priced, with its arithmetic");
      assert.ok(text.includes("assumed to be 8 billion parameters × 2 bytes (BF16/FP16)"));
      assert.ok(text.includes("An open model from Hugging Face, 8 B parameters") || (await page.locator("#edit-params").inputValue()) === "8");
      // Per-token routes: not suitable, with the reason.
      const excluded = await page.locator("section[aria-labelledby=excluded-title]").textContent();
      for (const name of ["Standard deployment (pay per token)", "Provisioned throughput (PTU)"]) {
        assert.ok(excluded.includes(name), `${name} is said not suitable`);
      }
      assert.match(excluded, /not in the Foundry catalog has no standard deployment/);
      // The create commands: the model from the azure-huggingface registry on the size priced.
      const create = await page.locator("section[aria-labelledby=create-title], .create").first().textContent();
      assert.ok(create.includes("azureml://registries/azure-huggingface/models/<your-model>"), "the registry model");
      assert.ok(create.includes("Standard_NC24ads_A100_v4"));
      // The exports are the CLI's documents for the result shown.
      await page.getByRole("button", { name: "Copy as Markdown" }).click();
      await page.waitForFunction(() => (document.getElementById("export-markdown")?.value ?? "").length > 0);
      const here = new URL(page.url());
      const base = `${here.origin}${here.pathname}`;
      const markdown = execFileSync(ADVISE, ["--markdown", "--base", base, query], { encoding: "utf8" });
      assert.equal(await page.getByTestId("export-markdown").inputValue(), markdown, "the page's Markdown is advise --markdown");
      await assertNoAxeViolations(page, `the Hugging Face model's answer at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, "no horizontal scrolling");
      await shoot(s, "answer", width);
      assertClean(s);
    });
  }

  test("the JSON download is advise --json, and the answers editor edits the size", { timeout: TEST_TIMEOUT, ...only(["chromium", "firefox"], "classic WebDriver does not expose downloads") }, async () => {
    const link = "v=1&stage=deploy&model=catalog&llm=hf&params=8&requests=1000&intokens=2000&outtokens=500&dayhours=8";
    const s = await open(`?${link}`, { viewport: { width: 1280, height: 900 } });
    const { page } = s;
    await page.locator("[data-testid=top-pick][data-target=managed-online-endpoint]").waitFor();
    // The size in the answers editor: 70 B goes on the size they fit on, and the link says so.
    const field = page.locator("#edit-params");
    assert.equal(await field.inputValue(), "8");
    await field.fill("70");
    await field.dispatchEvent("change");
    await page.waitForURL((u) => u.searchParams.get("params") === "70");
    const query = new URL(page.url()).search.slice(1);
    const cli = adviseCli(query);
    assert.deepEqual((await readResult(page)).options, cli.options);
    assert.ok((await page.locator("body").textContent()).includes("Priced on Standard_NC80adis_H100_v5"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-json").click()]);
    const got = readFileSync(await download.path(), "utf8");
    const expected = execFileSync(ADVISE, ["--json", query], { encoding: "utf8" });
    assert.equal(got, expected.trimEnd(), "the page's JSON is advise --json");
    // A size out of range in the editor: kept in the field with its message, the figures unchanged.
    await field.fill("0");
    await field.dispatchEvent("change");
    await page.waitForFunction(() => document.getElementById("edit-params")?.getAttribute("aria-invalid") === "true");
    assert.equal(new URL(page.url()).searchParams.get("params"), "70");
    assertClean(s);
  });
});
