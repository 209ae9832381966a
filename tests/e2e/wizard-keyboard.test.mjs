// The wizard completed with the keyboard alone: Tab, arrow keys, Space, Enter and digits. Focus
// must land on the step heading at every step.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  assertClean,
  expectTopPick,
  queryPairs,
  readResult,
  stepState,
  useBrowserSuite,
  waitForStep,
} from "./helpers.mjs";

/** A short description of the focused element: "input#answer-stage-train", "button[next]". */
function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a) return null;
    const tag = a.tagName.toLowerCase();
    if (a.dataset.testid) return `${tag}[${a.dataset.testid}]`;
    if (a.id) return `${tag}#${a.id}`;
    return `${tag}:${a.textContent.trim()}`;
  });
}

describe("wizard by keyboard", () => {
  const { open } = useBrowserSuite();

  test("train + scripts + large data → compute cluster", { timeout: TEST_TIMEOUT }, async () => {
    const session = await open();
    const { page } = session;
    const kb = page.keyboard;
    const titles = [];

    /** Waits for the step (focus on its heading), then Tab must reach the pre-checked radio. */
    async function enterStep(key, n, defaultSlug) {
      const s = await waitForStep(page, key);
      // The most questions that can still be asked: 14 (training your own model) until the
      // answers make it exact.
      const most = key === "stage" || key === "model" ? "at most 14" : "14";
      assert.equal(s.progress, `Question ${n} of ${most}`, `progress on "${key}"`);
      assert.ok(!titles.includes(s.title), `a new heading on step "${key}"`);
      titles.push(s.title);
      await kb.press("Tab");
      const target = key === "hours" ? "input#answer-hours" : `input#answer-${key}-${defaultSlug}`;
      assert.equal(await focused(page), target, `Tab from the heading of "${key}"`);
      return s;
    }

    /** The one checked answer of the current step. */
    async function checked(key) {
      const s = await stepState(page);
      assert.equal(s.key, key);
      assert.equal(s.checked.length, 1, `one answer checked on "${key}": ${s.checked}`);
      return s.checked[0];
    }

    // 1. Stage: arrow down from "explore" to "train", Enter submits.
    await enterStep("stage", 1, "explore");
    await kb.press("ArrowDown");
    assert.equal(await focused(page), "input#answer-stage-train");
    assert.equal(await checked("stage"), "train");
    await kb.press("Enter");

    // 2. Model: your own, chosen with Space (training asks it: a catalog model could be fine-tuned).
    await enterStep("model", 2, "own");
    await kb.press("Space");
    assert.equal(await checked("model"), "own");
    await kb.press("Enter");

    // 3. Code: arrow right to "script"; Tab reaches Next before Back; Space activates Next.
    await enterStep("mode", 3, "notebook");
    await kb.press("ArrowRight");
    assert.equal(await checked("mode"), "script");
    await kb.press("Tab");
    assert.equal(await focused(page), "button[next]");
    await kb.press("Tab");
    assert.equal(await focused(page), "button:Back");
    await kb.press("Shift+Tab");
    assert.equal(await focused(page), "button[next]");
    await kb.press("Space");

    // 4. Data: two steps down to "large".
    await enterStep("data", 4, "small");
    await kb.press("ArrowDown");
    await kb.press("ArrowDown");
    assert.equal(await focused(page), "input#answer-data-large");
    assert.equal(await checked("data"), "large");
    await kb.press("Enter");

    // 5. GPU: nothing is chosen for the person, so Enter alone says what is missing and stays;
    // Space chooses the focused first answer.
    await enterStep("gpu", 5, "none");
    assert.equal((await stepState(page)).checked.length, 0, "no answer is pre-checked");
    await kb.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Choose an answer to go on." }).waitFor();
    assert.equal((await stepState(page)).key, "gpu", "the wizard stays on the question");
    await kb.press("Space");
    assert.equal(await checked("gpu"), "none");
    await kb.press("Enter");

    // 6. Spark: down to "yes" and back up to "no".
    await enterStep("spark", 6, "no");
    await kb.press("ArrowDown");
    assert.equal(await checked("spark"), "yes");
    await kb.press("ArrowUp");
    assert.equal(await checked("spark"), "no");
    await kb.press("Enter");

    // 7-13. The first answer of each, chosen with Space.
    for (const [key, n, first] of [["residency", 7, "any"], ["existing", 8, "none"], ["where", 9, "cloud"], ["network", 10, "public"], ["cmk", 11, "no"], ["preempt", 12, "no"], ["manage", 13, "own"]]) {
      await enterStep(key, n, first);
      await kb.press("Space");
      await kb.press("Enter");
    }

    // 14. Hours: the field starts empty; typing digits. Then Tab to the people working this
    // way (one until said), three of them, and Enter shows the advice.
    await enterStep("hours", 14);
    assert.equal((await stepState(page)).next.trim(), "See the advice");
    await kb.press("ControlOrMeta+A");
    await kb.type("25");
    assert.equal(await page.locator("#answer-hours").inputValue(), "25");
    await kb.press("Tab");
    assert.equal(await focused(page), "input#answer-people");
    assert.equal(await page.locator("#answer-people").inputValue(), "1");
    await kb.press("ControlOrMeta+A");
    await kb.type("3");
    await kb.press("Enter");

    await expectTopPick(page, "compute-cluster");
    const result = await readResult(page);
    assert.equal(result.options[0].target, "compute-cluster");
    // `model=own` goes without saying beside the other answers, as in links older than it.
    assert.deepEqual(queryPairs(page.url()), [
      ["v", "1"],
      ["stage", "train"],
      ["mode", "script"],
      ["data", "large"],
      ["gpu", "none"],
      ["spark", "no"],
      ["existing", "none"],
      ["where", "cloud"],
      ["network", "public"],
      ["cmk", "no"],
      ["preempt", "no"],
      ["manage", "own"],
      ["hours", "25"],
      ["people", "3"],
    ]);
    assert.match(await page.locator("[data-testid=summary]").textContent(), /25 h a week each, for 3 people/);
    assertClean(session);
  });

  test("after a refusal the arrow keys move focus with the check; the Down arrow from the model search chooses, and Enter goes on", { timeout: TEST_TIMEOUT }, async () => {
    const session = await open("?v=1&stage=train");
    const { page } = session;
    const kb = page.keyboard;
    await waitForStep(page, "model");
    await kb.press("Tab");
    await kb.press("Enter");
    await page.locator("#choice-error").waitFor();
    assert.equal(await focused(page), "input#answer-model-own", "focus on the first answer, beside the message");
    await kb.press("ArrowDown");
    await page.locator("#choice-error").waitFor({ state: "detached" });
    const s = await stepState(page);
    assert.equal(s.focus, `input#answer-model-${s.checked[0]}`, "focus is on the answer checked");
    assert.equal(s.checked.length, 1);
    await kb.press("ArrowUp");
    await page.waitForFunction(() => document.activeElement?.id === "answer-model-own" && document.activeElement.checked);

    // The model list: the Down arrow from the search reaches the first model and chooses it,
    // as an arrow key within the list does; Enter goes on.
    await page.goto(`${new URL(page.url()).origin}/?v=1&stage=deploy&model=catalog`);
    await waitForStep(page, "llm");
    await page.locator("#model-search").focus();
    await kb.press("ArrowDown");
    const first = await page.evaluate(() => document.activeElement?.value);
    await page.waitForFunction((v) => document.querySelector("form.wizard input[name=llm]:checked")?.value === v, first);
    await kb.press("Enter");
    await page.waitForFunction((v) => new URL(location.href).searchParams.get("llm") === v, first);
    await page.waitForFunction(() => document.activeElement?.id === "step-title");
    assert.notEqual((await stepState(page)).key, "llm", "the wizard went on");
    assertClean(session);
  });

  test("Change the usage goes to the traffic with the people who will use it in view", { timeout: TEST_TIMEOUT }, async () => {
    const session = await open("?v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=any&network=public&cmk=no", { viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.locator("[data-testid=summary]").waitFor();
    await page.getByRole("link", { name: "Change the usage" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "edit-requests");
    const seen = await page.evaluate(() => {
      const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
      return { people: top("label[for=edit-users]"), requests: document.getElementById("edit-requests").getBoundingClientRect().bottom, height: innerHeight };
    });
    assert.ok(seen.people >= 0 && seen.requests <= seen.height, JSON.stringify(seen));
    assertClean(session);
  });
});
