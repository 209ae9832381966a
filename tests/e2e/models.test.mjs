// The catalog model step as a newcomer meets it, on a phone and a desktop: the models in headed
// groups, each with its size and price; typing narrows the list (the count said in a live
// region), the keyboard goes from the search to the list and chooses; a search that finds
// nothing says so and clears. The traffic as people: a `users=` link states its arithmetic, a
// link with both `requests=` and `users=` names the one used, and the wizard's traffic step
// turns people into requests a day as they are typed. Fine-tuning: the journey lists the models
// the fine-tuning table of 10/06/2026 adds, and "Then serve it" names only the deployment types
// the fine-tuned model can have (no provisioned throughput for gpt-4.1-mini; gpt-4.1's in Sweden
// Central only); reinforcement fine-tuning (gpt-5) is billed and written as such, with a grader;
// open weights without serverless fine-tuning (DeepSeek-V3.2) are priced first on your GPUs.
// Fireworks provisioned throughput: sized as a lower bound, said to be unpriced.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const LIST = "?v=1&stage=deploy&model=catalog";

/** The models the list shows, by value, and the groups they are under, by heading. */
async function shown(page) {
  return page.evaluate(() => ({
    models: [...document.querySelectorAll("form.wizard input[name=llm]")].map((r) => r.value),
    groups: [...document.querySelectorAll("form.wizard .group-title")].map((h) => h.textContent),
    count: document.querySelector("[data-testid=model-count]")?.textContent ?? null,
  }));
}

describe("the catalog model list", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`grouped, with size and price, filtered by typing and chosen by keyboard at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(LIST, { viewport: { width, height: 900 } });
      const { page } = s;
      await waitForStep(page, "llm");
      const all = await shown(page);
      // The reference's embedding models (text-embedding-3, embed-v-4-0, Cohere embed v3), then
      // an open model from Hugging Face, not in the catalog, last.
      assert.deepEqual(all.groups, ["Newest", "Chat", "Reasoning", "Small and cheap", "Open weights", "Embeddings", "Not in this list"]);
      assert.match(all.count, new RegExp(`^${all.models.length} models in 7 groups\\.$`));
      // GPT-6 under its own heading; a model without a published price says so.
      for (const m of ["gpt-6-astra", "gpt-6-sol", "gpt-6-luna", "gpt-6.1-sol"]) assert.ok(all.models.includes(m), m);
      const sol6 = await page.locator("#answer-llm-gpt-6-sol-hint .model-facts").textContent();
      assert.equal(sol6, "$2.00 in · $10.00 out per 1M tokens · closed weights");
      const luna6 = await page.locator("#answer-llm-gpt-6-luna-hint .model-facts").textContent();
      assert.match(luna6, /^price not in the dated price data/);
      // Each card: size and price per million tokens.
      const llama = await page.locator("#answer-llm-llama-3\\.3-70b-instruct-hint .model-facts").textContent();
      assert.equal(llama, "$0.71 in · $0.71 out per 1M tokens · 70B parameters · 131 GiB of weights");
      const gpt = await page.locator("#answer-llm-gpt-5\\.4-hint .model-facts").textContent();
      assert.equal(gpt, "$2.50 in · $15.00 out per 1M tokens · closed weights");
      // Every radio is described by all its facts, the price's source among them, shown or not.
      const described = await page.evaluate(() => {
        const r = document.querySelector("#answer-llm-gpt-5\\.4");
        return document.getElementById(r.getAttribute("aria-describedby")).textContent;
      });
      assert.match(described, /cannot be fine-tuned · price: the LiteLLM open price list/);
      // No horizontal scrolling; the list is one radio group.
      const { client, scroll } = await page.evaluate(() => ({ client: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth }));
      assert.equal(scroll, client);
      assert.equal(await page.locator("form.wizard fieldset").count(), 1);

      // Typing narrows the list; the count is in a polite live region.
      await page.locator("#model-search").focus();
      await page.keyboard.type("llama");
      // "lla" already narrows to the same three, so wait for the count to name the whole query.
      await page.waitForFunction(() => document.querySelector("[data-testid=model-count]")?.textContent.startsWith("3 models match “llama”;"));
      const found = await shown(page);
      // An open model from Hugging Face stays in view, last: a Llama this list lacks is one.
      assert.deepEqual(found.models, ["llama-3.3-70b-instruct", "llama-4-maverick-17b-128e-instruct-fp8", "llama-4-scout-17b-16e-instruct", "hf"]);
      assert.deepEqual(found.groups, ["Open weights", "Not in this list"]);
      assert.equal(found.count, "3 models match “llama”; if “llama” is an open model from Hugging Face, choose “An open model from Hugging Face” and give its size.");
      assert.equal(await page.locator("[data-testid=model-count]").getAttribute("role"), "status");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "model-search", "focus stays in the search");
      await assertNoAxeViolations(page, `the model list filtered at ${width} px`);

      // The Down arrow goes to the list; Space chooses; Enter goes on.
      await page.keyboard.press("ArrowDown");
      assert.equal(await page.evaluate(() => document.activeElement?.value), "llama-3.3-70b-instruct");
      await page.keyboard.press("Space");
      await page.waitForFunction(() => document.querySelector("form.wizard input[name=llm]:checked")?.value === "llama-3.3-70b-instruct");
      await page.keyboard.press("Enter");
      await waitForStep(page, "requests");
      assert.match(new URL(page.url()).search, /llm=llama-3\.3-70b-instruct/);
      assert.doesNotMatch(new URL(page.url()).search, /llama&|search/, "the search is not in the link");
      assertClean(s);
    });
  }

  test("a name the list lacks is an open model from Hugging Face with its size, or a search that clears", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(LIST, { viewport: { width: 390, height: 844 } });
    const { page } = s;
    await waitForStep(page, "llm");
    const total = (await shown(page)).models.length;
    await page.locator("#model-search").fill("Qwen3-14B");
    await page.locator("[data-act=clear-search]").waitFor();
    const none = await shown(page);
    assert.deepEqual(none.models, ["hf"], "the route left, not a dead end");
    const said = "No model in this list matches “Qwen3-14B”; if “Qwen3-14B” is an open model from Hugging Face, choose “An open model from Hugging Face” and give its size.";
    assert.equal(none.count, said);
    await assertNoAxeViolations(page, "the model list with no match");
    await page.locator("[data-act=clear-search]").click();
    await page.waitForFunction((n) => document.querySelectorAll("form.wizard input[name=llm]").length === n, total);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "model-search");
    assert.equal(await page.locator("#model-search").inputValue(), "");
    // A search by group or maker.
    await page.locator("#model-search").fill("small and cheap");
    await page.waitForFunction(() => [...document.querySelectorAll("form.wizard .group-title")].map((h) => h.textContent).join() === "Small and cheap,Not in this list");
    // The name again, and the open model from Hugging Face chosen: it asks the size, and the
    // link carries the model and its size.
    await page.locator("#model-search").fill("Qwen3-14B");
    await page.locator("[data-act=clear-search]").waitFor();
    await page.locator("label[for=answer-llm-hf]").click();
    await page.locator("#answer-params").waitFor();
    await page.locator("#answer-params").fill("14.8");
    assert.equal(await page.locator("#model-search").inputValue(), "Qwen3-14B");
    await page.locator("form.wizard [data-testid=next]").click();
    await waitForStep(page, "requests");
    const q = new URL(page.url()).searchParams;
    assert.deepEqual([q.get("llm"), q.get("params")], ["hf", "14.8"]);
    assertClean(s);
  });
});

describe("a GPT-6 model answered as itself", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`gpt-6-sol: its price date and the PTU arithmetic by normalized tokens, as the CLI gives them, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      // Traffic above the default rate limit, so provisioned throughput is among the options.
      const query = "v=1&stage=deploy&model=catalog&llm=gpt-6-sol&requests=2000000&intokens=2000&outtokens=300&dayhours=8";
      const s = await open(`?${query}`, { viewport: { width, height: 900 } });
      const result = await readResult(s.page);
      const cli = adviseCli(query);
      assert.deepEqual(result.options, cli.options);
      assert.deepEqual(cli.notices, [], "no fallback to another model");
      assert.ok(result.options.some((o) => o.target === "provisioned-throughput"), JSON.stringify(result.options));
      assert.equal(await s.page.getByTestId("notices").count(), 0, "no fallback notice");
      const text = await s.page.locator("body").textContent();
      assert.match(text, /gpt-6-sol \(version 2026-09-22\) is a current model/);
      assert.match(text, /GPT-6 prices of 2026-09-23/);
      assert.match(text, /8,333,333 input tokens a minute × 1\.0 \+ 1,250,000 output × 5\.0 \(this model sizes PTUs by normalized tokens/);
      assert.match(text, /cached input × 0\.1 and cache writes × 1\.25, counted as zero here/);
      assert.match(text, /= 14,583,333 normalized tokens a minute ÷ 3,000 per PTU = 4,861\.1 → 4,865 PTUs/);
      assert.match(text, /below usage tier 5, a quota request is needed/);
      assert.match(text, /no figure for the threshold, so this is priced at the short-context rate/);
      const { client, scroll } = await s.page.evaluate(() => ({ client: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth }));
      assert.equal(scroll, client, "no horizontal scrolling");
      assert.equal(new URL(s.page.url()).search.slice(1), `${query}&where=cloud&network=public&cmk=no`, "the link is kept as it was, where it always ran");
      assertClean(s);
    });
  }
});

describe("Fireworks provisioned throughput, sized and not priced", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  test("gpt-oss-120b: the PTU lower bound from the published figures, and why it is not ranked, as the CLI gives them", { timeout: TEST_TIMEOUT }, async () => {
    const query = "v=1&stage=deploy&model=catalog&llm=gpt-oss-120b&requests=100000&intokens=3000&outtokens=500&dayhours=8";
    const s = await open(`?${query}`, { viewport: { width: 390, height: 900 } });
    const result = await readResult(s.page);
    const cli = adviseCli(query);
    assert.deepEqual(result.options, cli.options);
    assert.equal(result.options.some((o) => o.target === "provisioned-throughput"), false, "an unpriced route is not ranked");
    const text = await s.page.locator("body").textContent();
    // 100,000 requests over 8 hours: 208.3 a minute × 3,000 = 625,000 input tokens a minute.
    assert.match(text, /625,000 input tokens a minute ÷ 13,500 per PTU = 46\.3 → at least 60 PTUs \(minimum 40, in steps of 20\)/);
    assert.match(text, /not how its output tokens count, so the output is not in this figure and it is a lower bound/);
    assert.match(text, /no price of a Fireworks PTU-hour is published, so its cost is not estimated/);
    assert.match(text, /This model's provisioned throughput is Fireworks provisioned throughput/);
    assertClean(s);
  });
});

describe("traffic as people", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`a users=5000 link states its arithmetic, as the CLI does, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const query = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&intokens=2000&outtokens=500&dayhours=8&users=5000";
      const s = await open(`?${query}`, { viewport: { width, height: 900 } });
      const result = await readResult(s.page);
      assert.deepEqual(result.options, adviseCli(query).options);
      const text = await s.page.locator("body").textContent();
      assert.match(text, /5,000 people × 10 requests a day = 50,000 requests a day \(requests per person: an assumption/);
      assert.equal(await s.page.locator("#edit-users").inputValue(), "5000");
      assert.equal(await s.page.locator("#edit-userreq").inputValue(), "10");
      assert.equal(await s.page.locator("#edit-requests").inputValue(), "50000");
      assert.equal(new URL(s.page.url()).search.slice(1), `${query}&existing=none&where=cloud&network=public&cmk=no`, "the link is kept as it was, where it always ran");
      // The assumption edited on the result: the arithmetic follows, and the link keeps it.
      await s.page.locator("#edit-userreq").fill("4");
      await s.page.locator("#edit-userreq").press("Tab");
      await s.page.waitForFunction(() => /5,000 people × 4 requests a day = 20,000 requests a day/.test(document.body.textContent));
      assert.match(new URL(s.page.url()).search, /&users=5000&userreq=4/);
      assertClean(s);
    });
  }

  test("both requests= and users= in a link: the people are used, and the notice says so", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=phi-4&requests=20000&users=5000&intokens=2000&outtokens=500&dayhours=8");
    await readResult(s.page);
    assert.match(await s.page.getByTestId("notices").textContent(), /both requests=20000 and users=5000; the advice uses the people, 5,000 people × 10 requests a day = 50,000 requests a day .*and ignores requests=20000/);
    assertClean(s);
  });

  test("the wizard's traffic step turns people into requests a day as they are typed", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=phi-4", { viewport: { width: 390, height: 844 } });
    const { page } = s;
    await waitForStep(page, "requests");
    // Nothing given: the step asks for the people, or the requests a day.
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator("#users-error").waitFor();
    assert.match(await page.locator("#users-error").textContent(), /people who will use it, or the requests a day/);
    await page.locator('form.wizard button[data-set="users=5000"]').click();
    await page.waitForFunction(() => /5,000 people × 10 requests a day = 50,000 requests a day/.test(document.querySelector("[data-testid=step-words]")?.textContent ?? ""));
    assert.equal(await page.locator("form.wizard input[name=requests]").inputValue(), "50000");
    await assertNoAxeViolations(page, "the traffic step with people");
    for (const set of ["intokens=2000&outtokens=500", "dayhours=8"]) await page.locator(`form.wizard button[data-set="${set}"]`).click();
    await page.locator("form.wizard [data-testid=next]").click();
    // Then, for open weights, the compute the team runs where the work must run and the organisation's requirements.
    for (const [key, value] of [["residency", "any"], ["existing", "none"], ["where", "cloud"], ["network", "public"], ["cmk", "no"]]) {
      await waitForStep(page, key);
      await page.locator(`label[for="answer-${key}-${value}"]`).click();
      await page.locator("form.wizard [data-testid=next]").click();
    }
    await readResult(page);
    assert.equal(new URL(page.url()).search.slice(1), "v=1&stage=deploy&model=catalog&llm=phi-4&intokens=2000&outtokens=500&dayhours=8&users=5000&existing=none&where=cloud&network=public&cmk=no");
    assertClean(s);
  });
});

describe("fine-tuned deployments", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();
  const tuned = (llm) => `?v=1&stage=train&model=finetune&llm=${llm}&traintokens=10&epochs=3&requests=100000&intokens=800&outtokens=300&dayhours=8`;

  test("the fine-tuning journey lists the models the table of 10/06/2026 adds", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&model=finetune");
    await waitForStep(s.page, "llm");
    const { models } = await shown(s.page);
    for (const llm of ["gpt-oss-120b", "qwen3-32b", "qwen3.6-35b-a3b", "qwen3.8-27b", "muse-glimmer-30b", "mai-code-1.1-flash"]) {
      assert.ok(models.includes(llm), `${llm} in ${models}`);
    }
    assertClean(s);
  });

  for (const width of [390, 1280]) {
    test(`reinforcement fine-tuning is billed and written as such, and open weights train first on your GPUs, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(tuned("gpt-5"), { viewport: { width, height: 900 } });
      const { page } = s;
      const shown = await readResult(page);
      assert.deepEqual(shown.options, adviseCli(tuned("gpt-5").slice(1)).options);
      assert.equal(shown.top, "serverless-finetune");
      const result = await page.locator("[data-testid=recommendation]").textContent();
      assert.match(result, /billed per hour of training plus the grader's tokens, not per training token/);
      assert.doesNotMatch(result, /You pay for training tokens/);
      const table = await page.locator(".table-wrap").textContent();
      assert.match(table, /Reinforcement fine-tuning bills the hours each job trains/);
      const cli = await page.locator("[data-testid=create] textarea").first().inputValue();
      assert.match(cli, /"method": \{"type": "reinforcement", "reinforcement": \{/);
      assert.match(cli, /"grader": \{"type": "string_check"/);
      assert.match(cli, /# Unverified: the reinforcement method and grader fields/);
      assertClean(s);
      // DeepSeek-V3.2: open weights, no serverless fine-tuning; the hours your GPUs train priced.
      const q = "?v=1&stage=train&model=finetune&llm=deepseek-v3.2&traintokens=10&epochs=3&requests=100000&intokens=800&outtokens=300&dayhours=8&hours=20";
      const d = await open(q, { viewport: { width, height: 900 } });
      const r = await readResult(d.page);
      assert.deepEqual(r.options, adviseCli(q.slice(1)).options);
      assert.equal(r.top, "compute-cluster");
      assert.ok(Number(r.options[0].monthly) > 0, JSON.stringify(r.options));
      assert.ok(!r.options.some((o) => o.target === "serverless-finetune"));
      assert.doesNotMatch(await d.page.locator("body").textContent(), /cannot be fine-tuned/);
      assertClean(d);
    });

    test(`a fine-tuned gpt-4.1-mini has no provisioned option; gpt-4.1's is in Sweden Central only, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(tuned("gpt-4.1-mini"), { viewport: { width, height: 900 } });
      const { page } = s;
      await readResult(page);
      const mini = await page.getByTestId("ft-deploy-types").textContent();
      assert.match(mini, /^A fine-tuned gpt-4\.1-mini deploys as Global Standard, Data Zone Standard \(US only\), Standard \(North Central US, Sweden Central\), or Developer\./);
      assert.match(mini, /No provisioned throughput for it/);
      assert.doesNotMatch(await page.getByTestId("then-serve").textContent(), /Provisioned:|PTUs ×/);
      assertClean(s);
      const t = await open(tuned("gpt-4.1"), { viewport: { width, height: 900 } });
      await readResult(t.page);
      assert.match(await t.page.getByTestId("ft-deploy-types").textContent(), /or Provisioned: Sweden Central only\.$/);
      await assertNoAxeViolations(t.page, "a fine-tuned gpt-4.1's result");
      assertClean(t);
    });
  }
});
