// A change far from the top is seen and can be undone: "Try it" moves the pick, a polite live
// region says so, and Back restores the result as it was. An edit changes only what differs:
// elements that stay keep focus, an opened disclosure stays open, and untouched nodes are the
// same nodes; nothing is requested.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { TEST_TIMEOUT, assertClean, useBrowserSuite } from "./helpers.mjs";

const top = (page) => page.locator("[data-testid=top-pick]").getAttribute("data-target");

describe("changes to a result", () => {
  const { open } = useBrowserSuite();

  test("Try it is announced, and Back undoes it", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10");
    const { page } = s;
    await page.locator("[data-testid=summary]").waitFor();
    const before = await top(page);
    const url = page.url();
    await page.locator("[data-testid=changes] button").first().click();
    await page.waitForFunction((t) => document.querySelector("[data-testid=top-pick]").dataset.target !== t, before);
    const after = await top(page);
    const name = await page.locator("[data-testid=summary] .summary-pick strong").innerText();
    assert.equal(await page.locator("[data-testid=announce]").innerText(), `Now recommending ${name}.`);
    assert.notEqual(page.url(), url);

    await page.goBack();
    await page.waitForFunction((t) => document.querySelector("[data-testid=top-pick]").dataset.target === t, before);
    assert.equal(page.url(), url, "the address is the one before the change");
    await page.goForward();
    await page.waitForFunction((t) => document.querySelector("[data-testid=top-pick]").dataset.target === t, after);
    assertClean(s);
  });

  test("an edit changes only what differs: focus, open disclosures and untouched nodes stay", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10");
    const { page } = s;
    await page.locator("[data-testid=summary]").waitFor();
    await page.locator(".alternatives details > summary").first().click();
    await page.getByTestId("download-csv").focus();
    // Nothing is requested after the page has loaded, edits included (each edit is a history
    // entry, and the browser loads the page's icon again for every entry: it is a data: URL).
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    const monthly = () => page.locator("[data-testid=top-pick] [data-testid=option]").getAttribute("data-monthly-usd");
    const before = await monthly();
    // Mark nodes the edit does not concern; then change the hours as the field would.
    await page.evaluate(() => {
      document.querySelector(".tips").amlKept = true;
      document.querySelector("[data-testid=changes]").amlKept = true;
      const hours = document.getElementById("usage-hours");
      hours.value = "60";
      hours.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await page.waitForFunction((m) => document.querySelector("[data-testid=top-pick] [data-testid=option]").dataset.monthlyUsd !== m, before);
    const kept = await page.evaluate(() => ({
      focus: document.activeElement?.dataset.testid,
      open: document.querySelector(".alternatives details").open,
      tips: document.querySelector(".tips").amlKept === true,
      changes: document.querySelector("[data-testid=changes]").amlKept === true,
    }));
    assert.deepEqual(kept, { focus: "download-csv", open: true, tips: true, changes: true });
    assert.match(page.url(), /hours=60/);
    // A disclosure whose place another option takes closes: it was opened on the first one.
    const first = () => page.evaluate(() => document.querySelector(".alternatives details > summary").textContent);
    const opened = await first();
    await page.locator("#edit-manage").selectOption("none");
    await page.waitForFunction((t) => document.querySelector(".alternatives details > summary").textContent !== t, opened);
    assert.equal(await page.evaluate(() => document.querySelector(".alternatives details").open), false, `${await first()} is closed`);
    assert.deepEqual(requests.filter((u) => !u.startsWith("data:")), [], "no request after load");
    assertClean(s);
  });

  test("Back puts back the fields a person changed, as the result they go back to", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10");
    const { page } = s;
    await page.locator("[data-testid=summary]").waitFor();
    await page.locator("#edit-gpu").selectOption("single");
    await page.waitForURL((u) => u.searchParams.get("gpu") === "single");
    await page.locator("#usage-hours").fill("33");
    await page.locator("#usage-hours").press("Enter");
    await page.waitForURL((u) => u.searchParams.get("hours") === "33");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "usage-hours", "the field keeps focus");
    assert.equal(await page.locator("#edit-hours").inputValue(), "33", "the answers show the same hours");
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("hours") === "10");
    await page.waitForFunction(() => document.querySelector("#usage-hours").value === "10");
    assert.equal(await page.locator("#edit-hours").inputValue(), "10");
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("gpu") === "none");
    await page.waitForFunction(() => document.querySelector("#edit-gpu").value === "none");
    assertClean(s);
  });
});
