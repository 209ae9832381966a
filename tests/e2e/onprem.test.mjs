// A catalog model where the team runs Kubernetes or the work must stay on-premises, as a person
// meets it in the wizard: "Llama 3.3 70B, we already run AKS" gets Azure's per-token route first
// and, beside it, the open weights on the cluster's Kubernetes online endpoint as the team's own
// model (the reason catalog models cannot go there quoted, what the work adds to the cluster's
// bill, and commands that download the weights); "gpt-5.4, must stay on-premises" is told first,
// above the question and then above the pick, that nothing can run closed weights there, with
// open-weight models that can, "Try it" answering on-premises for one in place.
// Screenshots at 390 and 1280 px go to tests/e2e/artifacts/ (onprem-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
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
  readResult,
  useBrowserSuite,
  waitForStep,
  walkWizardByMouse,
} from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const TRAFFIC = ["requests=1000", "intokens=2000&outtokens=500", "dayhours=8"];
const cli = (...args) => execFileSync(ADVISE, args, { encoding: "utf8" });

async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `onprem-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  // In Firefox, Playwright's screenshot adds an inline style the page's CSP refuses.
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

function assertNoScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).then((d) => assert.equal(d, 0, "no horizontal scrolling"));
}

describe("a catalog model on Kubernetes or on-premises", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`Llama 3.3 70B, we already run AKS, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("", { viewport: { width, height: 900 } });
      const { page } = s;
      await walkWizardByMouse(page, [
        ["stage", "deploy"],
        ["model", "catalog"],
        ["llm", "llama-3.3-70b-instruct"],
        ["requests", TRAFFIC],
        ["residency", null],
        ["existing", "kubernetes"],
        ["where", "cloud"],
        ["network", null],
        ["cmk", null],
      ]);
      const shown = await readResult(page);
      const query = new URL(page.url()).search.slice(1);
      assert.equal(query, "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=1000&intokens=2000&outtokens=500&dayhours=8&existing=kubernetes&where=cloud&network=public&cmk=no");
      const expected = adviseCli(query);
      assert.deepEqual(shown.options, expected.options, "the page ranks and prices as `advise --json`");
      assert.equal(shown.top, "standard-deployment", "Azure's route first");
      assert.equal(shown.options[1].target, "kubernetes-online-endpoint", "the cluster beside it");
      assert.equal(shown.options[1].monthly, null, "the cluster's own bill: not estimated");
      const row = await page.locator("[data-testid=cost-row][data-target=kubernetes-online-endpoint]").textContent();
      assert.match(row, /Runs on your cluster, whose own bill is not estimated/);
      assert.match(row, /Models \(including foundation models\) from the Model Catalog and Registry aren't supported on Kubernetes online endpoints\./);
      assert.match(row, /open weights of Llama-3\.3-70B-Instruct, downloaded and registered as your own model/);
      assert.match(row, /Download the open weights .* azureml-meta/);
      // Create it for the cluster: the download, then the Kubernetes deployment on GPUs.
      await page.selectOption("#create-target", "kubernetes-online-endpoint");
      await page.waitForFunction(() => document.querySelector("[data-testid=create] textarea")?.value.includes("az ml model download"));
      const code = await page.locator("[data-testid=create] textarea").first().inputValue();
      assert.match(code, /--registry-name azureml-meta --download-path \.\/model\//);
      // The smallest size the weights fit on (fit.rs): two H100 NVL GPUs a node.
      assert.match(code, /nvidia\.com\/gpu: 2/);
      assert.ok(cli("--snippets", "cli", "--target", "kubernetes-online-endpoint", query).endsWith(code), code);
      // The "not suitable" list keeps the other routes' reasons; the Markdown says the same.
      const markdown = cli("--markdown", query);
      assert.match(markdown, /Download the open weights of Llama-3\.3-70B-Instruct/);
      assert.match(markdown, /your cluster would bill about \$[\d,.]+ a month, with or without this work/);
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `Llama on AKS at ${width} px`);
      await shoot(s, "llama-aks", width);
      assertClean(s);
    });
  }

  for (const width of [390, 1280]) {
    test(`gpt-5.4, must stay on-premises, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("", { viewport: { width, height: 900 } });
      const { page } = s;
      for (const [key, value] of [
        ["stage", "deploy"],
        ["model", "catalog"],
        ["llm", "gpt-5.4"],
        ["serve", "realtime"],
      ]) {
        await waitForStep(page, key);
        await page.locator(`label[for="answer-${key}-${value}"]`).click();
        await page.locator("form.wizard [data-testid=next]").click();
      }
      await waitForStep(page, "requests");
      for (const set of TRAFFIC) await page.locator(`form.wizard button[data-set="${set}"]`).click();
      await page.waitForFunction(() => document.querySelector('form.wizard input[name="dayhours"]')?.value === "8");
      await page.locator("form.wizard [data-testid=next]").click();
      // Where data may be processed: anywhere.
      await waitForStep(page, "residency");
      await page.locator('label[for="answer-residency-any"]').click();
      await page.locator("form.wizard [data-testid=next]").click();
      // Closed weights: the compute the team runs is not asked; where the work must stay is.
      await waitForStep(page, "where");
      await page.locator('label[for="answer-where-onprem"]').click();
      // Said at once, above the question.
      const box = page.locator("[data-testid=asked]");
      await box.waitFor();
      assert.equal(await box.getAttribute("data-why"), "not-on-premises");
      assert.match(await box.locator("h2").textContent(), /Nothing can run gpt-5\.4 on-premises\./);
      await assertNoScroll(page);
      await shoot(s, "gpt54-question", width);
      await page.locator("form.wizard [data-testid=next]").click();
      // Then the network and the keys, at their first answers.
      for (const [k, v] of [["network", "public"], ["cmk", "no"]]) {
        await waitForStep(page, k);
        await page.locator(`label[for="answer-${k}-${v}"]`).click();
        await page.locator("form.wizard [data-testid=next]").click();
      }
      const shown = await readResult(page);
      const query = new URL(page.url()).search.slice(1);
      assert.equal(query, "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=1000&intokens=2000&outtokens=500&dayhours=8&where=onprem&network=public&cmk=no");
      const expected = adviseCli(query);
      assert.deepEqual(shown.options, expected.options);
      const asked = expected.json.asked;
      assert.equal(asked.why, "not-on-premises");
      // First, above the pick, with the answer below said to be for Azure.
      const text = await box.textContent();
      assert.match(text, /its weights are closed/);
      assert.match(text, /aren't supported on Kubernetes online endpoints/);
      assert.match(text, /The answer below is for gpt-5\.4 in the Azure cloud/);
      const tries = await box.locator("a[data-act^=asked-]").evaluateAll((as) => as.map((a) => [a.closest("li").getAttribute("data-llm"), a.getAttribute("href")]));
      assert.deepEqual(tries, asked.nearest.map((n) => [n.llm, `?${n.query}`]));
      await assertNoAxeViolations(page, `gpt-5.4 on-premises at ${width} px`);
      await shoot(s, "gpt54-result", width);
      // Try it: the first open-weight model, on-premises, answered in place: its own cluster.
      const requests = [];
      page.on("request", (r) => requests.push(r.url()));
      await page.locator("[data-testid=asked] a[data-act=asked-0]").click();
      await page.locator("[data-testid=tried]").waitFor();
      const tried = await readResult(page);
      const answer = adviseCli(new URL(page.url()).search.slice(1));
      assert.deepEqual(tried.options, answer.options);
      assert.equal(tried.top, "kubernetes-online-endpoint");
      assert.match(new URL(page.url()).search, /where=onprem/);
      assert.equal(await page.locator("[data-testid=asked]").count(), 0, "answered as asked now");
      assert.deepEqual(requests, [], "nothing requested");
      assertClean(s);
    });
  }
});
