// A change far from the top is seen and can be undone: "Try it" moves the pick, the view and
// focus to it, lists and announces each answer it changed and keeps the rest, and Back restores
// the result as it was; "Change the usage" goes to a field that moves the pick's price; Back from
// the result restores the address of the question it returns to. An edit changes only what differs:
// elements that stay keep focus, an opened disclosure stays open, and untouched nodes are the
// same nodes; nothing is requested.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ENGINE, ROOT, TEST_TIMEOUT, assertClean, useBrowserSuite, waitForStep } from "./helpers.mjs";

const ARTIFACTS = join(ROOT, "tests", "e2e", "artifacts");
mkdirSync(ARTIFACTS, { recursive: true });

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
    assert.match(await page.locator("[data-testid=announce]").innerText(), new RegExp(`^Now recommended: ${name}\\. Changed: `));
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

  for (const width of [390, 1280]) {
    test(`at ${width} px, Try it moves view and focus to the new pick, keeps the other answers and lists what it changed`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10", {
        viewport: { width, height: 800 },
      });
      const { page } = s;
      await page.locator("[data-testid=summary]").waitFor();
      const answers = () =>
        page.evaluate(() =>
          Object.fromEntries([...document.querySelectorAll("section.answers [data-key]")].map((f) => [f.dataset.key, f.value])),
        );
      const before = await answers();
      const pick = await top(page);
      // A change of stage: questions stop and start applying.
      await page.locator("[data-testid=changes] li").filter({ hasText: "Stage:" }).getByRole("button").first().click();
      await page.waitForFunction((t) => document.querySelector("[data-testid=top-pick]").dataset.target !== t, pick);
      await page.locator("[data-testid=tried]").waitFor();
      await page.waitForFunction(() => document.activeElement?.id === "top-title");
      const seen = await page.evaluate(() => {
        const inView = (el) => {
          const r = el.getBoundingClientRect();
          return r.top >= -1 && r.bottom <= innerHeight + 1 ? true : `${r.top}–${r.bottom} of ${innerHeight}`;
        };
        return {
          notice: inView(document.querySelector("[data-testid=tried]")),
          heading: inView(document.getElementById("top-title")),
          listed: [...document.querySelectorAll("[data-testid=tried] li")].map((li) => li.dataset.key),
        };
      });
      assert.deepEqual([seen.notice, seen.heading], [true, true], "the list of changes and the pick's heading are in view");
      assert.equal(seen.listed[0], "stage", "the answer tried comes first");
      const after = await answers();
      for (const [key, value] of Object.entries(before)) {
        if (seen.listed.includes(key)) continue;
        assert.equal(after[key], value, `${key} is kept: it is not among the answers listed as changed`);
      }
      for (const key of seen.listed) {
        assert.notEqual(after[key], before[key], `${key} is listed and did change (or stopped or started applying)`);
      }
      const name = await page.locator("[data-testid=summary] .summary-pick strong").innerText();
      const announced = await page.locator("[data-testid=announce]").innerText();
      assert.match(announced, new RegExp(`^Now recommended: ${name}\\. Changed: Stage from `), announced);
      // Checked before the shot: in Firefox, Playwright's screenshot adds an inline style.
      assertClean(s);
      await page.screenshot({ path: `${ARTIFACTS}/tried-${ENGINE}-${width}.png` });
    });

    test(`at ${width} px, Change the usage focuses a field that changes the recommended price`, { timeout: TEST_TIMEOUT }, async () => {
      for (const [query, keys] of [
        ["?v=1&stage=deploy&model=catalog&llm=gpt-4o-mini&requests=5000&intokens=800&outtokens=300&dayhours=10", ["requests"]],
        ["?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10", ["hours"]],
      ]) {
        const s = await open(query, { viewport: { width, height: 800 } });
        const { page } = s;
        const price = page.getByTestId("summary-price");
        await price.waitFor();
        const was = await price.innerText();
        await page.getByRole("link", { name: "Change the usage" }).click();
        await page.waitForFunction(() => document.activeElement?.dataset.key);
        const field = await page.evaluate(() => {
          const a = document.activeElement;
          const r = a.getBoundingClientRect();
          return { key: a.dataset.key, id: a.id, value: a.value, inView: r.top >= 0 && r.bottom <= innerHeight };
        });
        assert.ok(keys.includes(field.key), `${query}: focus is on ${field.key}`);
        assert.equal(field.inView, true, "the field is in view");
        assert.equal(new URL(page.url()).hash, "", "no fragment in the address");
        await page.locator(`#${field.id}`).fill(String(Number(field.value) * 2 + 1));
        await page.locator(`#${field.id}`).press("Tab");
        await page.waitForFunction((w) => document.querySelector("[data-testid=summary-price]").textContent !== w, was);
        assertClean(s);
      }
    });
  }

  test("Back from the result to the last question restores that question's address", { timeout: TEST_TIMEOUT }, async () => {
    const s = await open("?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&residency=any&existing=none&where=cloud&network=public&cmk=no&preempt=no&manage=own");
    const { page } = s;
    await waitForStep(page, "hours");
    const asked = page.url();
    await page.locator("#answer-hours").fill("12");
    await page.locator("form.wizard [data-testid=next]").click();
    await page.locator("[data-testid=summary]").waitFor();
    await page.waitForURL((u) => u.searchParams.get("hours") === "12");
    const result = page.url();
    await page.goBack();
    await waitForStep(page, "hours");
    assert.equal(page.url(), asked, "the address is the question's, not the result's");
    await page.goForward();
    await page.locator("[data-testid=summary]").waitFor();
    assert.equal(page.url(), result);
    assertClean(s);
  });
});
