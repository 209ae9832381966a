// Foundation models from the catalog in the real page, as a person meets them: from the first
// question to a standard deployment of a current model with its traffic, its cost, the check of
// its peak against the default rate limit and the commands that create it; from "fine-tune" to
// a priced fine-tuning job and what serving the result costs; older links with monthly volumes
// keeping them; a retired model named in a link opening its successor; closed weights never on
// managed compute; open weights at a volume where GPUs cost less, with the crossing drawn.

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
  waitForStep,
  walkWizardByMouse,
} from "./helpers.mjs";

const cli = (...args) => execFileSync(ADVISE, args, { encoding: "utf8" });

/** Chooses `value` on the step asking `key` and goes on. */
async function choose(page, key, value) {
  await waitForStep(page, key);
  await page.locator(`label[for="answer-${key}-${value}"]`).click();
  await page.locator("form.wizard [data-testid=next]").click();
}

/** Answers the organisation's questions as a team with none: anywhere, in Azure, public, no
 * customer-managed keys (for closed weights, the compute the team runs is not asked). */
async function answerRequirements(page) {
  await choose(page, "residency", "any");
  await choose(page, "where", "cloud");
  await choose(page, "network", "public");
  await choose(page, "cmk", "no");
}

describe("foundation models", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  test("first question to a standard deployment of gpt-5.4: traffic, cost, rate limit, commands", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("");
    const { page } = s;
    // The first question names the foundation-model path; so does the model question.
    assert.match(await page.locator("form.wizard").textContent(), /LLM|catalog/);
    await choose(page, "stage", "deploy");
    await choose(page, "model", "catalog");
    // The model list says what each model is: its size, price, seller, lifecycle, tuning and
    // the price's source; nothing retired is offered.
    await waitForStep(page, "llm");
    const hint = await page.locator("#answer-llm-gpt-5\\.4-hint").textContent();
    assert.match(hint, /Azure OpenAI/);
    assert.match(hint, /generally available · retires 2027-09-02/);
    assert.match(hint, /\$2\.50 in · \$15\.00 out per 1M tokens/);
    assert.match(hint, /· closed weights /);
    assert.match(hint, /cannot be fine-tuned · price: the LiteLLM open price list \(community-curated\), 2026-08-01/);
    assert.equal(await page.locator('input[name="llm"][value="deepseek-r1"]').count(), 0, "a retired model is not offered");
    await page.locator('label[for="answer-llm-gpt-5.4"]').click();
    await page.locator("form.wizard [data-testid=next]").click();
    // gpt-5.4 has a batch deployment: whether someone waits for each answer changes the advice.
    await waitForStep(page, "serve");
    await page.locator('label[for="answer-serve-realtime"]').click();
    await page.locator("form.wizard [data-testid=next]").click();
    // The traffic as a person knows it, with presets; nothing is filled in for them.
    await waitForStep(page, "requests");
    assert.equal(await page.locator('form.wizard input[name="requests"]').inputValue(), "");
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator("#users-error").waitFor();
    for (const set of ["requests=10000", "intokens=2000&outtokens=500", "dayhours=8"]) {
      await page.locator(`form.wizard button[data-set="${set}"]`).click();
    }
    // The month and the peak, both shown before the advice.
    await page.waitForFunction(() => /tokens a minute/.test(document.querySelector("[data-testid=step-words]")?.textContent ?? "") && /That is/.test(document.querySelector("[data-testid=step-words]").textContent));
    const words = await page.getByTestId("step-words").textContent();
    assert.match(words, /608\.3 million tokens in and 152.1 million out a month; at peak about 21 requests and 52,083 tokens a minute/);
    await page.locator("form.wizard [data-testid=next]").click();
    // Where data may be processed, then, for closed weights, where the work must run (the
    // compute the team runs is not asked).
    await answerRequirements(page);
    const shown = await readResult(page);
    const query = new URL(page.url()).search.slice(1);
    assert.equal(query, "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=10000&intokens=2000&outtokens=500&dayhours=8&where=cloud&network=public&cmk=no");
    const expected = adviseCli(query);
    assert.deepEqual(shown.options, expected.options, "the page ranks and prices as `advise --json`");
    assert.equal(shown.top, "standard-deployment");
    // 608.33 M × $2.50 + 152.08 M × $15.00 = $1,520.83 + $2,281.25.
    assert.equal(shown.options[0].monthly, "3802.08");
    // The model's lifecycle where the result is read, in its seller's terms.
    assert.match(await page.getByTestId("model-facts").textContent(), /gpt-5\.4 is generally available; under the standard lifecycle it closes to new customers on 2027-03-05 and retires on 2027-09-02/);
    // The peak against the default limit, and the token price's own source and date.
    const row = page.locator("[data-testid=cost-row][data-target=standard-deployment]");
    const rowText = await row.textContent();
    assert.match(rowText, /At peak, about 21 requests and 52,083 tokens a minute.*within the default limit of a Global Standard deployment of gpt-5\.4, 1,000,000 tokens and 10,000 requests a minute/);
    assert.match(rowText, /LiteLLM open price list azure\/gpt-5\.4, 2026-08-01/);
    assert.doesNotMatch(rowText, /SkyPilot/);
    // Cost against tokens, with the person's volume marked and a legend; no chart of hours.
    await page.getByTestId("cost-tokens").waitFor();
    assert.equal(await page.getByTestId("cost-lines").count(), 0);
    assert.match(await page.getByTestId("cost-tokens").textContent(), /You: /);
    // The commands: a Foundry resource and a Global Standard deployment sized for the peak.
    const code = await page.locator("[data-testid=create] textarea").first().inputValue();
    assert.match(code, /--model-name gpt-5\.4 --model-version 2026-03-05 --model-format OpenAI/);
    assert.match(code, /--sku-name GlobalStandard --sku-capacity 53/);
    assert.doesNotMatch(code, /az extension add/);
    assert.ok(cli("--snippets", "cli", query).endsWith(code), code);
    assert.match(cli("--markdown", query), /## The model: gpt-5\.4\n/);
    assertClean(s);
  });

  test("an assistant used on weekdays: the days a week beside the hours a day, 5/7 of every day's month", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=gpt-5.4&serve=realtime");
    const { page } = s;
    await waitForStep(page, "requests");
    // Every day unless said, shown as the assumption it is; a preset says weekdays.
    assert.equal(await page.locator('form.wizard input[name="days"]').inputValue(), "7");
    for (const set of ["requests=10000", "intokens=2000&outtokens=500", "dayhours=8", "days=5"]) {
      await page.locator(`form.wizard button[data-set="${set}"]`).click();
    }
    await page.waitForFunction(() => /5 days a week/.test(document.querySelector("[data-testid=step-words]")?.textContent ?? ""));
    assert.match(await page.getByTestId("step-words").textContent(), /434\.5 million tokens in and 108\.6 million out a month; at peak about 21 requests/);
    await page.locator("form.wizard [data-testid=next]").click();
    await answerRequirements(page);
    const shown = await readResult(page);
    const query = new URL(page.url()).search.slice(1);
    assert.match(query, /&dayhours=8&days=5&/);
    assert.deepEqual(shown.options, adviseCli(query).options);
    // 5/7 of every day's $3,802.08 (the month's tokens counted in whole thousands).
    assert.equal(shown.options[0].monthly, "2715.76");
    assertClean(s);
  });

  test("fine-tune gpt-4.1-mini: the job priced, and serving the result with its hosting fee", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("");
    const { page } = s;
    await walkWizardByMouse(page, [
      ["stage", "train"],
      ["model", "finetune"],
      ["llm", "gpt-4.1-mini"],
      ["traintokens", ["traintokens=10", "epochs=3"]],
      ["requests", ["requests=1000", "intokens=2000&outtokens=500", "dayhours=8"]],
      ["residency", null],
      ["where", "cloud"],
      ["network", null],
      ["cmk", null],
    ]);
    const query = new URL(page.url()).search.slice(1);
    const shown = await readResult(page);
    assert.deepEqual(shown.options, adviseCli(query).options);
    assert.equal(shown.top, "serverless-finetune");
    // 10 M tokens × 3 epochs × $5.00 per 1M (Retail, Global training).
    assert.equal(shown.options[0].monthly, "150.00");
    // Only models that can be fine-tuned were offered; this one to existing customers only.
    assert.match(await page.getByTestId("model-facts").textContent(), /deprecated: closed to new customers/);
    const serve = await page.getByTestId("then-serve").textContent();
    assert.match(serve, /Hosting the fine-tuned model: \$1,241\.00/);
    assert.match(serve, /gpt-4\.1-mini-ft hosting global Unit/);
    // The commands train, then deploy the model the job returns.
    const code = await page.locator("[data-testid=create] textarea").first().inputValue();
    assert.match(code, /fine_tuning\/jobs/);
    assert.match(code, /"model": "gpt-4\.1-mini-2025-04-14"/);
    assert.match(code, /deployment create .*\n.*\n.*--model-name '<fine-tuned-model-id>'/);
    assertClean(s);
  });

  test("a link in monthly tokens keeps its volumes", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&model=catalog&llm=phi-4&tokensin=100&tokensout=20";
    const s = await open(`?${query}`);
    const shown = await readResult(s.page);
    assert.equal(shown.top, "standard-deployment");
    assert.equal(shown.options[0].monthly, "22.50", "100 × $0.125 + 20 × $0.50");
    assert.deepEqual(shown.options, adviseCli(query).options);
    // Older than the questions of where it runs: in Azure, with nothing of the team's to reuse.
    assert.equal(new URL(s.page.url()).search.slice(1), `${query}&existing=none&where=cloud&network=public&cmk=no`, "the volumes are kept as they were");
    assertClean(s);
  });

  test("a retired model named in a link opens its successor, with a notice", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=deepseek-r1&requests=1000&intokens=2000&outtokens=500&dayhours=8");
    await readResult(s.page);
    assert.match(await s.page.getByTestId("notices").textContent(), /DeepSeek-R1 retired on 2026-08-13.*DeepSeek-V4-Pro as its replacement/);
    assert.match(await s.page.getByTestId("model-facts").textContent(), /^DeepSeek-V4-Pro/);
    assertClean(s);
  });

  test("what changes the decision is in view: a peak above the rate limit, a quota to request first", { timeout: TEST_TIMEOUT }, async () => {
    const busy = "v=1&stage=deploy&model=catalog&llm=gpt-5.4&serve=realtime&requests=2000000&intokens=2000&outtokens=300&dayhours=8";
    const s = await open(`?${busy}`);
    const shown = await readResult(s.page);
    assert.equal(shown.top, "standard-deployment");
    const decisive = s.page.getByTestId("decisive");
    assert.ok(await decisive.isVisible(), "in the summary, not in a closed section");
    assert.match(await decisive.textContent(), /above the default limit of a Global Standard deployment of gpt-5\.4.*HTTP 429/);
    assertClean(s);
    // A GPT-6 model needs a quota request below usage tier 5, whatever its traffic.
    const gpt6 = await open("?v=1&stage=deploy&model=catalog&llm=gpt-6-sol&serve=realtime&requests=1000&intokens=2000&outtokens=500&dayhours=8");
    await readResult(gpt6.page);
    const quota = gpt6.page.getByTestId("decisive");
    assert.ok(await quota.isVisible());
    assert.match(await quota.textContent(), /a quota request is needed before gpt-6-sol can be deployed/);
    assertClean(gpt6);
    // Within the limit, nothing is added.
    const calm = await open("?v=1&stage=deploy&model=catalog&llm=gpt-5.4&serve=realtime&requests=1000&intokens=2000&outtokens=500&dayhours=8");
    await readResult(calm.page);
    assert.equal(await calm.page.getByTestId("decisive").count(), 0);
    assertClean(calm);
  });

  test("a closed model never offers managed compute or Kubernetes", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=gpt-5.1&requests=1000&intokens=2000&outtokens=500&dayhours=8");
    const shown = await readResult(s.page);
    assert.deepEqual(shown.options.map((o) => o.target), ["standard-deployment"]);
    const text = await s.page.locator("body").textContent();
    assert.match(text, /Managed compute runs open weights/);
    assert.match(text, /aren't supported on Kubernetes online endpoints/);
    assertClean(s);
  });

  test("open weights at a high volume: managed compute cheaper, the crossing drawn", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24&instances=1";
    const s = await open(`?${query}`);
    const shown = await readResult(s.page);
    assert.deepEqual(shown.options, adviseCli(query).options);
    const managed = shown.options.find((o) => o.target === "managed-online-endpoint");
    assert.ok(managed && Number(managed.monthly) < Number(shown.options[0].monthly), "cheaper at this volume");
    const words = await s.page.locator("[data-testid=cost-tokens] + p").textContent();
    assert.match(words, /costs the same as managed compute \(\$10,725\.16 a month, 1 instance of Standard_NC96ads_A100_v4\) at about 15\.1 billion tokens a month/);
    assert.equal(await s.page.locator("[data-testid=cost-tokens] circle.be").count(), 1, "the crossing is marked");
    assertClean(s);
  });

  test("open weights on managed compute: both routes with their prices, side by side", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24&instances=1";
    const s = await open(`?${query}`);
    await readResult(s.page);
    const json = JSON.parse(cli("--json", query));
    const route = json.costs.foundry_managed;
    // One 4 × A100 80GB instance: 4 × $3.95 = $15.80 an hour, $11,534.00 a month.
    assert.equal(route.monthly, "11534.00");
    const classic = s.page.locator("[data-testid=cost-row][data-target=managed-online-endpoint]");
    const foundry = s.page.locator("[data-testid=cost-row][data-target=foundry-managed-compute]");
    assert.match(await classic.locator("th").textContent(), /^Managed online endpoint \(classic managed compute\)$/);
    assert.match(await classic.textContent(), /\$10,725\.16/);
    assert.match(await foundry.locator("th").textContent(), /^Foundry managed compute \(preview\)$/);
    assert.match(await foundry.textContent(), /\$11,534\.00/);
    // The classic row comes right before the Foundry one.
    const order = await s.page.locator("[data-testid=cost-row]").evaluateAll((rows) => rows.map((r) => r.dataset.target));
    assert.equal(order.indexOf("foundry-managed-compute"), order.indexOf("managed-online-endpoint") + 1, order.join());
    const text = await foundry.textContent();
    assert.match(text, /managed compute rates of 2026-06-03/);
    assert.match(text, /GlobalManagedCompute/);
    assert.match(text, /--accelerator-type A100_80GB/);
    assert.match(text, /Unverified:/);
    assert.match(await s.page.locator(".cost-table caption").textContent(), /managed compute rates of 2026-06-03/);
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
