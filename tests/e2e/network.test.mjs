// The organisation's requirements: "Must the work stay off the public internet?" and "Do you
// need customer-managed keys?", asked after where the work runs, on every path. Fine-tuning
// Phi-4 with keys the organisation manages leads with a GPU job on the open weights (its hours
// asked), with serverless fine-tuning under "not suitable" saying why; a private network puts
// its settings in the pick's create commands; the page answers as `advise` does.
// Screenshots at 390 and 1280 px go to tests/e2e/artifacts/ (network-<step>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
// Everything answered but the traffic: the wizard opens there, and the two requirements follow.
const PHI4 = "v=1&stage=train&model=finetune&llm=phi-4&traintokens=10&epochs=3";
const TRAFFIC = { requests: "1000", intokens: "2000", outtokens: "500", dayhours: "8" };

async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `network-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

async function choose(page, key, value) {
  await page.locator(`label[for="answer-${key}-${value}"]`).click();
  await page.waitForFunction((id) => document.getElementById(id)?.checked === true, `answer-${key}-${value}`);
  await page.locator("form.wizard [data-testid=next]").click();
}

function assertNoScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).then((d) => assert.equal(d, 0, "no horizontal scrolling"));
}

describe("a private network and customer-managed keys", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`fine-tuning Phi-4 with our own keys leads with a GPU job, its hours asked, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${PHI4}`, { viewport: { width, height: 900 } });
      const { page } = s;
      await waitForStep(page, "requests");
      for (const [k, v] of Object.entries(TRAFFIC)) await page.locator(`form.wizard input[name="${k}"]`).fill(v);
      await page.locator("form.wizard [data-testid=next]").click();
      // Where data may be processed (anywhere), the compute the team runs (nothing) and where the
      // work must run (the cloud) come first.
      await choose(page, "residency", "any");
      await choose(page, "existing", "none");
      await choose(page, "where", "cloud");

      // The network question, in a newcomer's words, nothing pre-selected.
      const net = await waitForStep(page, "network");
      assert.equal(net.title, "Must the work stay off the public internet?");
      assert.deepEqual(net.checked, []);
      assert.match(await page.locator("form.wizard").textContent(), /No public IP on compute/);
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `the network step at ${width} px`);
      await shoot(s, "network-step", width);
      await choose(page, "network", "private");

      const keys = await waitForStep(page, "cmk");
      assert.equal(keys.title, "Do you need customer-managed keys?");
      assert.match(await page.locator("form.wizard").textContent(), /Azure Key Vault/);
      await assertNoScroll(page);
      await shoot(s, "cmk-step", width);
      await choose(page, "cmk", "required");

      // Keys rule out serverless fine-tuning: the GPU job comes first, and its hours are asked.
      await waitForStep(page, "hours");
      await page.locator("#answer-hours").fill("12");
      await page.locator("form.wizard [data-testid=next]").click();
      const result = await readResult(page);
      const query = new URL(page.url()).search.slice(1);
      assert.match(query, /network=private&cmk=required/);
      const cli = adviseCli(query);
      assert.deepEqual(result.options, cli.options, "the page answers as `advise` does");
      assert.ok(["compute-cluster", "serverless"].includes(result.top), result.top);
      assert.ok(result.options[0].monthly !== null, "the GPU job is priced by the hours asked");
      assert.ok(!result.options.some((o) => o.target === "serverless-finetune"));
      const excluded = await page.locator("ul.excluded").textContent();
      assert.match(excluded, /Serverless fine-tuning: Customer-managed keys are required.*not a supported enterprise scenario/);
      const text = await page.locator("body").textContent();
      assert.match(text, /Customer-managed keys: create the workspace with customer_managed_key/);
      assert.match(text, /Private network: create it with enable_node_public_ip: false|Private network: serverless compute runs/);
      assert.match(text, /Private Link[^.]*not estimated/);
      await assertNoScroll(page);
      await assertNoAxeViolations(page, `the result at ${width} px`);
      await shoot(s, "result", width);
      assertClean(s);
    });
  }

  test("a private network's settings are in the pick's create commands, and a public one's are not", { timeout: TEST_TIMEOUT }, async () => {
    const base = "v=1&stage=train&mode=script&data=medium&gpu=single&spark=no&existing=none&where=cloud&cmk=no&preempt=no&manage=own&hours=10";
    for (const network of ["private", "public"]) {
      const s = await open(`?${base}&network=${network}`, { viewport: { width: 1280, height: 900 } });
      const { page } = s;
      const result = await readResult(page);
      assert.equal(result.top, "compute-cluster");
      const create = await page.locator("[data-testid=create]").textContent();
      if (network === "private") {
        assert.match(create, /--managed-network allow_internet_outbound/);
        assert.match(create, /--enable-node-public-ip false/);
        // The workspace's private endpoint, then its public access off, after the cluster.
        const endpoint = create.indexOf("--group-id amlworkspace");
        const off = create.indexOf("--set public_network_access=Disabled");
        assert.ok(create.indexOf("az ml compute create") < endpoint && endpoint < off, create);
        assert.match(create, /privatelink\.api\.azureml\.ms/);
      } else {
        assert.doesNotMatch(create, /managed-network|enable-node-public-ip|private-endpoint|public_network_access/);
      }
      assertClean(s);
    }
  });

  test("a link older than the two questions opens the result it always did", { timeout: TEST_TIMEOUT }, async () => {
    const old = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=2000&intokens=1500&outtokens=300&dayhours=8";
    const s = await open(`?${old}`, { viewport: { width: 1280, height: 900 } });
    const result = await readResult(s.page);
    assert.deepEqual(result.options, adviseCli(old).options);
    assertClean(s);
  });
});
