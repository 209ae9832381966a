// Foundation models from the catalog in the real page: "serve phi-4, 100 M tokens in and 20 M
// out a month" puts a standard deployment first at the price the data gives, as `advise --json`,
// `--markdown` and `--snippets` say; an open-weight model at a volume where GPUs cost less shows
// managed compute and the crossing volume; a closed model never offers managed compute;
// fine-tuning leads with serverless fine-tuning; a host page can lock `model=catalog`.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  ADVISE,
  TEST_TIMEOUT,
  adviseCli,
  assertClean,
  ensureAdvise,
  readResult,
  useBrowserSuite,
  walkWizardByMouse,
} from "./helpers.mjs";

const cli = (...args) => execFileSync(ADVISE, args, { encoding: "utf8" });

describe("foundation models", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  test("serve phi-4, 100 M tokens in and 20 M out: a standard deployment first at $22.50", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("");
    const { page } = s;
    await walkWizardByMouse(page, [
      ["stage", "deploy"],
      ["model", "catalog"],
      ["llm", "phi-4"],
      ["hours", 168],
    ]);
    for (const [key, value] of [["tokensin", "100"], ["tokensout", "20"]]) {
      await page.fill(`#usage-${key}`, value);
      await page.locator(`#usage-${key}`).press("Tab");
      await page.waitForFunction(([k, v]) => new URL(location.href).searchParams.get(k) === v, [key, value]);
    }
    const query = new URL(page.url()).search.slice(1);
    const expected = adviseCli(query);
    assert.deepEqual(expected.notices, []);
    const shown = await readResult(page);
    assert.equal(shown.top, "standard-deployment");
    assert.equal(shown.options[0].monthly, "22.50", "100 × $0.125 + 20 × $0.50, litellm prices of 2026-07-24");
    assert.deepEqual(shown.options, expected.options, "the page ranks and prices as `advise --json`");
    // The working of each line, with model, deployment type, price date and source.
    const working = await page.locator("[data-testid=cost-row][data-target=standard-deployment] .working").allTextContents();
    assert.match(working[0], /100 M tokens × \$0\.125 per 1M \(Phi-4, Global Standard; litellm azure_ai\/Phi-4, prices of 2026-07-24\)/);
    assert.match(working[1], /20 M tokens × \$0\.50 per 1M/);
    // Cost against tokens, beside cost against hours.
    await page.getByTestId("cost-tokens").waitFor();
    await page.getByTestId("cost-lines").waitFor();
    // The same answer in Markdown and in the commands that create it.
    const md = cli("--markdown", query);
    assert.match(md, /## Recommended: Standard deployment \(pay per token\)\n\nCost: \$22\.50 a month/);
    const code = await page.locator("[data-testid=create] textarea").first().inputValue();
    assert.match(code, /--model-name Phi-4 /);
    assert.match(code, /az ml serverless-endpoint create -f endpoint\.yml/);
    assert.ok(cli("--snippets", "cli", query).endsWith(code), code);
    assertClean(s);
  });

  test("an open-weight model at a high volume shows managed compute and the crossing volume", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&hours=168&instances=1&tokensin=5000&tokensout=5000";
    const s = await open(`?${query}`);
    const shown = await readResult(s.page);
    const expected = adviseCli(query);
    assert.deepEqual(shown.options, expected.options);
    const managed = shown.options.find((o) => o.target === "managed-online-endpoint");
    assert.ok(managed && Number(managed.rank) <= 2, "managed compute near the top");
    assert.ok(Number(managed.monthly) < Number(shown.options[0].monthly), "and cheaper at this volume");
    const words = await s.page.getByTestId("cost-tokens").locator("xpath=following-sibling::p[1]").textContent();
    assert.match(words, /costs the same as managed compute \(\$5,362\.58 a month, 1 instance of Standard_NC48ads_A100_v4\) at about 7\.6 billion tokens a month/);
    assert.match(words, /about 2,874 tokens a second, around the clock/);
    assert.equal(await s.page.locator("[data-testid=cost-tokens] circle.be").count(), 1, "the crossing is marked");
    // Both lines are drawn, each in its option's colour.
    const strokes = await s.page.locator("[data-testid=cost-tokens] line.s0, [data-testid=cost-tokens] line.s1")
      .evaluateAll((all) => all.map((l) => getComputedStyle(l).stroke));
    assert.equal(strokes.length, 2);
    assert.ok(strokes.every((c) => c && c !== "none"), String(strokes));
    assertClean(s);
  });

  test("a closed model never offers managed compute or Kubernetes", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=gpt-5.1&hours=168&tokensin=100&tokensout=20");
    const shown = await readResult(s.page);
    assert.deepEqual(shown.options.map((o) => o.target), ["standard-deployment"]);
    const text = await s.page.locator("body").textContent();
    assert.match(text, /Managed compute runs open-weight models/);
    assert.match(text, /aren't supported on Kubernetes online endpoints/);
    assertClean(s);
  });

  test("fine-tuning a catalog model leads with serverless fine-tuning", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&model=finetune&llm=phi-4&hours=10");
    assert.equal((await readResult(s.page)).top, "serverless-finetune");
    const code = await s.page.locator("[data-testid=create] textarea").first().inputValue();
    assert.match(code, /az ml job create -f finetune\.yml/);
    assertClean(s);
  });

  test("a host page can fix model=catalog: the wizard goes on to the model list", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?embed=1&model=catalog&lock=model");
    const { page } = s;
    await page.locator('label[for="answer-stage-deploy"]').click();
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator('form.wizard input[name="llm"]').first().waitFor();
    assert.equal(await page.locator('form.wizard input[name="model"]').count(), 0, "the fixed question is not asked");
    assertClean(s);
  });
});
