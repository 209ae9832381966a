// What the organisation requires, in the two situations an architect in a regulated company
// brings first: "EU only, private network, Llama 3.3 70B, 6 billion tokens a month" leads with
// the open weights on classic managed compute in an EU region (no per-token deployment of Llama
// keeps data in the EU), says why the per-token and Global routes are not suitable, checks the
// weights fit the GPU size priced, and its commands create that size, in that region, with no
// public access; "fine-tune Phi-4, data stays in the EU, keys we manage" leads with a GPU job
// in an EU region, with serverless fine-tuning not suitable for both reasons. Each result is the
// one `advise` gives for the same link. Screenshots at 390 and 1280 px go to
// tests/e2e/artifacts/ (requirements-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
// 20,000 requests a day × (8,000 + 2,000) tokens, around the clock: about 6.1 billion a month.
const LLAMA_EU_PRIVATE =
  "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=20000&intokens=8000&outtokens=2000&dayhours=24&residency=eu&existing=none&where=cloud&network=private&cmk=no";
const PHI_EU_KEYS =
  "v=1&stage=train&model=finetune&llm=phi-4&traintokens=10&epochs=3&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=eu&existing=none&where=cloud&network=public&cmk=required&hours=12";

async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `requirements-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

/** Every snippet "Create it" shows for the option it shows. */
async function commands(page) {
  return (await page.locator("[data-testid=create] textarea").evaluateAll((all) => all.map((t) => t.value))).join("\n");
}

describe("what the organisation requires", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`EU only, private network, Llama 3.3 70B, 6 billion tokens a month, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${LLAMA_EU_PRIVATE}`, { viewport: { width, height: 900 } });
      const { page } = s;
      const result = await readResult(page);
      const cli = adviseCli(LLAMA_EU_PRIVATE);
      assert.deepEqual(result.options, cli.options, "the page answers as `advise` does");
      assert.equal(result.top, "managed-online-endpoint", "the open weights on classic managed compute, in the zone");
      assert.ok(Number(result.options[0].monthly) > 0, "priced");
      for (const o of result.options) {
        assert.ok(!["standard-deployment", "provisioned-throughput", "batch-deployment", "flex-processing"].includes(o.target), `${o.target} would process data outside the EU`);
      }
      const body = await page.locator("body").textContent();
      // Where it runs, and why the others do not.
      assert.match(body, /Sweden Central/);
      assert.match(body, /Not suitable here/);
      assert.match(body, /Data must stay in the EU data zone/);
      assert.match(body, /Foundry managed compute \(preview\), whose deployments are Global only/);
      // It fits the size priced, by the reference's method, and the count is said for what it is.
      assert.match(body, /Priced on Standard_NC96ads_A100_v4 \(4 × 80 GiB\).*fits/);
      assert.match(body, /high-availability minimum/);
      // The private network: what it takes and what is not estimated.
      assert.match(body, /public_network_access to disabled/);
      assert.match(body, /Private Link.*not estimated/);
      // The commands create what was priced: the size, the region, no public access.
      const code = await commands(page);
      assert.match(code, /Standard_NC96ads_A100_v4/);
      assert.match(code, /public_network_access[:=] ?"?disabled/);
      // The endpoint runs in the workspace's region: the notes say where it was priced.
      assert.match(await page.locator("[data-testid=create]").textContent(), /Priced for swedencentral: create it there/);
      assert.doesNotMatch(code, /GlobalStandard|GlobalManagedCompute/);
      await assertNoAxeViolations(page, `the EU private Llama result at ${width} px`);
      await shoot(s, "llama-eu-private", width);
      assertClean(s);
    });
  }

  test("fine-tune Phi-4, data stays in the EU, keys we manage: an EU GPU job leads", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open(`?${PHI_EU_KEYS}`, { viewport: { width: 1280, height: 900 } });
    const { page } = s;
    const result = await readResult(page);
    const cli = adviseCli(PHI_EU_KEYS);
    assert.deepEqual(result.options, cli.options, "the page answers as `advise` does");
    assert.ok(["compute-cluster", "serverless"].includes(result.top), `a GPU job leads: ${result.top}`);
    assert.ok(!result.options.some((o) => o.target === "serverless-finetune"), "serverless fine-tuning is not ranked");
    assert.ok(Number(result.options[0].monthly) > 0, "priced by the hours the GPUs train");
    const body = await page.locator("body").textContent();
    assert.match(body, /Sweden Central/);
    assert.match(body, /Customer-managed keys are required/);
    assert.match(body, /customer_managed_key/);
    // The workspace is created with the organisation's key, in the zone.
    const code = await commands(page);
    assert.match(code, /customer_managed_key/);
    assert.match(await page.locator("[data-testid=create]").textContent(), /swedencentral/);
    await shoot(s, "phi-eu-keys", 1280);
    assertClean(s);
  });
});
