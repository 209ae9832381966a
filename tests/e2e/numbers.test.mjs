// A number a person types is never thrown away without a word: out of range or malformed, it stays
// in the field, marked invalid with a message under it, the figures keep the last valid value,
// and the wizard does not move on.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, adviseCli, assertClean, ensureAdvise, readResult, useBrowserSuite, waitForStep } from "./helpers.mjs";

const price = (page) => page.locator("[data-testid=summary-price]").innerText();

describe("numbers typed into fields", () => {
  const { open } = useBrowserSuite();

  for (const bad of ["200", "-3", "12.5"]) {
    test(`busy hours “${bad}” on a result stays in the field, marked, and the price holds`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("?v=1&stage=train&mode=script&hours=10&data=small&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own");
      const { page } = s;
      await page.locator("[data-testid=summary-price]").waitFor();
      const before = await price(page);
      await page.locator("#usage-hours").fill(bad);
      await page.locator("#usage-hours").dispatchEvent("change");
      await page.waitForFunction(() => document.querySelector("#usage-hours").getAttribute("aria-invalid") === "true");
      assert.equal(await page.locator("#usage-hours").inputValue(), bad, "the typed value stays in the field");
      assert.match(await page.locator("#usage-hours-error").innerText(), /whole number from 0 to 168/);
      assert.equal(await page.locator("#usage-hours").getAttribute("aria-describedby"), "usage-hours-error");
      assert.equal(await price(page), before, "the figures keep the last valid value");
      assert.ok(new URL(page.url()).searchParams.get("hours") === "10", "the link keeps the last valid value");
      // A valid number clears the mark and reprices.
      await page.locator("#usage-hours").fill("40");
      await page.locator("#usage-hours").dispatchEvent("change");
      await page.waitForFunction(() => !document.querySelector("#usage-hours").hasAttribute("aria-invalid"));
      assert.notEqual(await price(page), before);
      assertClean(s);
    });
  }

  test("the wizard does not move on from an hours value it cannot use", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20");
    const { page } = s;
    // The link answers every question but hours: walking the questions lands on it last.
    await page.getByRole("button", { name: "Walk through the questions" }).click();
    // (The requirement questions, younger than the link, read as their defaults.)
    for (const key of ["stage", "mode", "data", "gpu", "spark", "residency", "existing", "where", "network", "cmk"]) {
      await waitForStep(page, key);
      await page.locator("form.wizard [data-testid=next]").click();
    }
    await waitForStep(page, "hours");
    await page.locator("#answer-hours").fill("500");
    await page.waitForFunction(() => document.querySelector("#answer-hours").getAttribute("aria-invalid") === "true");
    await page.locator("form.wizard [data-testid=next]").click();
    assert.equal(await page.locator("form.wizard").count(), 1, "still on the question");
    assert.match(await page.locator("#hours-error").innerText(), /whole number from 0 to 168/);
    await page.locator("#answer-hours").fill("30");
    await page.waitForFunction(() => !document.querySelector("#answer-hours").hasAttribute("aria-invalid"));
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator("[data-testid=summary]").waitFor();
    assert.equal(new URL(page.url()).searchParams.get("hours"), "30");
    assertClean(s);
  });

  test("fine-tuning on your own GPUs is priced once the hours each job trains are given", { timeout: TEST_TIMEOUT }, async () => {
    ensureAdvise();
    const query = "v=1&stage=train&model=finetune&llm=llama-3.3-70b-instruct&traintokens=50&epochs=3&requests=1000&intokens=2000&outtokens=500&dayhours=8&residency=any&network=public&cmk=no";
    const s = await open(`?${query}`);
    const { page } = s;
    const before = await readResult(page);
    const cluster = (r) => r.options.find((o) => o.target === "compute-cluster");
    assert.equal(cluster(before).monthly, null, "not estimated without the hours");
    // One field for how often the jobs run: a month's jobs, not sessions a week beside them.
    assert.equal(await page.locator("#usage-runs").count(), 0);
    assert.equal(await page.locator("label[for=usage-trainhours]").innerText(), "Hours each job trains on your GPUs (0: not known)");
    await page.locator("#usage-trainhours").fill("20");
    await page.locator("#usage-trainhours").dispatchEvent("change");
    await page.waitForFunction(() => document.querySelector("[data-testid=option][data-target=compute-cluster]")?.getAttribute("data-monthly-usd"));
    const after = await readResult(page);
    assert.equal(new URL(page.url()).searchParams.get("trainhours"), "20");
    assert.deepEqual(after.options, adviseCli(`${query}&trainhours=20`).options);
    assert.equal(cluster(after).monthly, "293.84");
    assertClean(s);
  });
});
