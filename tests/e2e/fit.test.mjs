// Does the model fit, and how fast is it? Llama-3.3-70B on managed compute opens on the smallest
// size its weights fit on by the reference's method, with the arithmetic, the sizes they do not
// fit on, the instances said as the high-availability minimum and the published throughput said
// as not measured on Azure, as `advise --json` gives them; a size the weights do not fit on is
// refused with a notice. An open model from Hugging Face with its parameters is priced on the
// size its weights fit on. An embedding model's traffic step does not ask tokens out. At 390 and
// 1280 px, with screenshots in tests/e2e/artifacts/ (fit-<case>-<width>[-engine].png).

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, adviseCli, assertClean, assertNoAxeViolations, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const OUT = join(ROOT, "tests", "e2e", "artifacts");
const TRAFFIC = "requests=2000&intokens=1500&outtokens=300&dayhours=8";
const LLAMA = `v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&${TRAFFIC}`;
const HF = `v=1&stage=deploy&model=catalog&llm=hf&params=70&${TRAFFIC}`;

async function shoot(s, name, width) {
  assertClean(s);
  mkdirSync(OUT, { recursive: true });
  await s.page.screenshot({ path: join(OUT, `fit-${name}-${width}${ENGINE === "chromium" ? "" : `-${ENGINE}`}.png`), fullPage: true });
  const shot = (e) => /style-src-elem|inline style/.test(e) || e === "undefined";
  const kept = s.errors.filter((e) => !shot(e));
  s.errors.length = 0;
  s.errors.push(...kept);
}

function noScroll(page) {
  return page
    .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    .then((d) => assert.equal(d, 0, "no horizontal scrolling"));
}

/** The managed online endpoint's assumptions in the CLI's JSON. */
function managedAssumptions(json) {
  const o = json.costs.options.find((x) => x.target === "managed-online-endpoint");
  assert.ok(o, "managed compute is priced");
  return o.assumptions;
}

describe("does the model fit, and how fast is it", () => {
  before(() => ensureAdvise());
  const { open } = useBrowserSuite();

  for (const width of [390, 1280]) {
    test(`Llama-3.3-70B on managed compute: the size its weights fit on, with the arithmetic, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${LLAMA}`, { viewport: { width, height: 900 } });
      const { page } = s;
      const result = await readResult(page);
      const cli = adviseCli(LLAMA);
      assert.deepEqual(result.options, cli.options, "the page prices as `advise`");
      const said = managedAssumptions(cli.json);
      const fit = said.find((a) => a.startsWith("Priced on "));
      assert.match(fit, /^Priced on Standard_NC80adis_H100_v5 \(2 × 94 GiB\).*fits\.$/);
      const text = await page.locator("body").textContent();
      for (const line of said) {
        if (/^(Does it fit\?|Priced on|Sizes the weights do not fit on|Throughput published)/.test(line) || /high availability/.test(line)) {
          assert.ok(text.includes(line), `the page says: ${line.slice(0, 80)}…`);
        }
      }
      assert.ok(/published, not measured on Azure/.test(text), "the band is said as published, not measured");
      assert.ok(/Standard_NC48ads_A100_v4 \(2 × 80 GiB\)[^;]*need 3 GPUs: does not fit/.test(text), "a size too small, with its arithmetic");
      // The size priced is the one the cost table names.
      assert.ok(text.includes("Monthly cost in East US for Standard_NC80adis_H100_v5"), "the table names the size priced");
      await noScroll(page);
      await assertNoAxeViolations(page, `managed compute's fit at ${width} px`);
      await shoot(s, "llama", width);
    });
  }

  test("a size the weights do not fit on is refused with a notice, and the size they fit on priced", { timeout: TEST_TIMEOUT }, async () => {
    const link = `${LLAMA}&vm=Standard_NC24ads_A100_v4`;
    const s = await open(`?${link}`, { viewport: { width: 1280, height: 900 } });
    const { page } = s;
    const result = await readResult(page);
    const cli = adviseCli(link);
    assert.deepEqual(result.options, cli.options);
    const notices = await page.locator("[data-testid=notices]").textContent();
    assert.match(notices, /do not fit Standard_NC24ads_A100_v4/);
    assert.ok(cli.notices.some((n) => /do not fit Standard_NC24ads_A100_v4/.test(n.message ?? n)));
    assert.doesNotMatch(new URL(page.url()).search, /vm=/, "the link no longer carries the size refused");
    assertClean(s);
  });

  for (const width of [390, 1280]) {
    test(`an open model from Hugging Face with its parameters is priced where its weights fit, at ${width} px`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open(`?${HF}`, { viewport: { width, height: 900 } });
      const { page } = s;
      const result = await readResult(page);
      const cli = adviseCli(HF);
      assert.equal(cli.json.asked, undefined, "answered as asked");
      assert.equal(result.top, "managed-online-endpoint");
      assert.deepEqual(result.options, cli.options, "the page prices as `advise`");
      const said = managedAssumptions(cli.json);
      assert.ok(said.some((a) => a.includes("assumed to be 70 billion parameters × 2 bytes (BF16/FP16)")), said.join("\n"));
      const text = await page.locator("body").textContent();
      assert.ok(text.includes("Priced on Standard_NC80adis_H100_v5"), "the size its weights fit on");
      assert.match(text, /the KV cache is not checked/);
      await noScroll(page);
      await assertNoAxeViolations(page, `the Hugging Face model's answer at ${width} px`);
      await shoot(s, "hf", width);
    });
  }

  test("an embedding model's traffic step asks tokens in, not tokens out", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=deploy&model=catalog&llm=embed-v-4-0", { viewport: { width: 390, height: 900 } });
    const { page } = s;
    const step = await waitForStep(page, "requests");
    assert.ok("intokens" in step.numbers);
    assert.ok(!("outtokens" in step.numbers), "no tokens out for vectors");
    const presets = await page.locator("form.wizard .presets button").allTextContents();
    assert.ok(presets.every((p) => !/ out$/.test(p)), presets.join(" | "));
    await assertNoAxeViolations(page, "the embedding model's traffic step");
    await shoot(s, "embedding", 390);
  });
});
