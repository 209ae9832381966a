// A newcomer's six real tasks, walked from the bare page as a first-time user would: by mouse at
// phone width (390 px) and by keyboard alone at desktop width (1280 px), then the other way round,
// in every engine. Each task asserts what the person came for, not only that a result appears:
//
// 1. "My team of 4 works in notebooks every weekday": the wizard asks how many people, and the
//    summary prices an instance each ("4 × …, one a person").
// 2. "An internal chatbot used on weekdays, 8 h a day": the days a week are asked beside the hours
//    a day, and the month is priced on 5 days of 7 (`advise` for the same link, and against
//    every day).
// 3. "A model from Hugging Face that is not in the catalog": typing its name keeps the Hugging
//    Face route in view and says so with the name typed; its size is asked and the GPU size priced
//    holds it; "Our own model" served on GPUs asks its size too.
// 4. "Fine-tune Llama 3.3 70B on 50 million tokens, then serve it": the epochs start at a stated
//    default, every option says why it is or is not estimated, the hours a job trains turn the
//    GPU options into figures, and what then serves the model is named.
// 5. "Warnings that change the decision": a model retiring within 90 days of the day the page is
//    opened (the page's date is pinned here) leads the summary with its successor, and a peak
//    above the model's default rate limit is said in the summary, not only in closed details.
// 6. "The whole project's plan": reachable on the first screen, the organisation's requirements
//    asked once, the workspace's own resources named in the total, Remove with Undo.
//
// Every figure the page shows is `advise`'s for the same link; axe reads each result with every
// section open, once at each width.

import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  TEST_TIMEOUT,
  adviseCli,
  assertClean,
  assertNoAxeViolations,
  ensureAdvise,
  gotoApp,
  openPage,
  queryPairs,
  readResult,
  stepState,
  useBrowserSuite,
  waitForStep,
} from "./helpers.mjs";

/** The day every task is opened on: lifecycles are judged by it (`advise --today` agrees). */
const TODAY = "2026-12-06";

/** Runs in the page before its scripts: `new Date()` and `Date.now()` give TODAY at noon UTC. */
function pinDate(today) {
  const fixed = new Date(`${today}T12:00:00Z`).getTime();
  const Real = Date;
  class Pinned extends Real {
    constructor(...a) {
      super(...(a.length ? a : [fixed]));
    }
    static now() {
      return fixed;
    }
  }
  window.Date = Pinned;
}

/** `advise --json --today TODAY` for a link, in the page's shape. */
const advise = (query) => adviseCli(query, ["--today", TODAY]);

/** A team's internal assistant's traffic: requests typed, the tokens and hours from presets. */
const TRAFFIC = { requests: "1000", t: "intokens=2000&outtokens=500", d: "dayhours=8" };

/** The link's query as an object (the page's own address). */
const linkOf = (page) => Object.fromEntries(queryPairs(page.url()));

// ---------------------------------------------------------------------------------------------
// Two ways through a step: the mouse (labels and presets clicked, Next clicked; a number typed
// into the field clicked) and the keyboard (Tab, arrow keys, Space, typing, Enter).

/** The focused element, described: its id, else its data-set or data-act, else its text. */
const focusedKey = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a) return "";
    return a.id || a.dataset?.set || a.dataset?.act || a.dataset?.testid || a.textContent.trim();
  });

/** Presses Tab (or Shift+Tab) until `want` (an id, data-set, data-act or text) has focus. */
async function tabTo(page, want, { back = false, most = 150 } = {}) {
  for (let i = 0; i < most; i++) {
    if ((await focusedKey(page)) === want) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  assert.fail(`Tab never reached ${want}; focus is on ${await focusedKey(page)}`);
}

/** Activates a button: clicked, or reached by Tab and pressed with Enter. */
async function press(page, how, name, { back = false } = {}) {
  const button = page.getByRole("button", { name, exact: true });
  if (how === "mouse") return button.click();
  const key = await button.evaluate((b) => b.id || b.dataset?.set || b.dataset?.act || b.textContent.trim());
  await tabTo(page, key, { back });
  await page.keyboard.press("Enter");
}

/** The value of a form field by its name. */
const valueOf = (page, name) => page.evaluate((n) => document.querySelector(`form.wizard input[name="${n}"]`)?.value, name);

/**
 * Answers the step on screen. `want` is this task's answers by key: a radio's value; for a step
 * of numbers, each field's value (typed) or a preset (`"days=5"`, pressed); `search` is typed
 * into "Find a model" first. A radio not in `want` keeps its answer, else takes the first.
 */
async function answerStep(page, how, s, want) {
  const kb = page.keyboard;
  if (s.key === "hours" || Object.keys(s.numbers).length) {
    // The fields and presets this task sets, in the order they stand on the page.
    const fields = s.fields;
    const targets = await page.evaluate(
      ([fields, want]) =>
        [...document.querySelectorAll("form.wizard input, form.wizard button[data-set]")]
          .map((el) => el.dataset.set ? { set: el.dataset.set } : { name: el.name, id: el.id })
          .filter((t) => (t.set ? Object.values(want).includes(t.set) : fields.includes(t.name) && typeof want[t.name] === "string" && !want[t.name].includes("="))),
      [fields, want],
    );
    for (const t of targets) {
      if (t.set) {
        if (how === "mouse") await page.locator(`form.wizard button[data-set="${t.set}"]`).click();
        else {
          await tabTo(page, t.set);
          await kb.press("Space");
        }
        for (const pair of t.set.split("&")) {
          const [k, v] = pair.split("=");
          await page.waitForFunction(([k, v]) => document.querySelector(`form.wizard input[name="${k}"]`)?.value === v, [k, v]);
        }
      } else {
        if (how === "mouse") await page.locator(`#${t.id}`).click();
        else await tabTo(page, t.id);
        await kb.press("ControlOrMeta+A");
        await kb.type(want[t.name]);
        assert.equal(await valueOf(page, t.name), want[t.name], `typed into ${t.name}`);
      }
    }
  } else {
    const value = want[s.key];
    const first = await page.locator(`form.wizard input[name="${s.key}"]`).first().getAttribute("value");
    const target = value ?? s.checked[0] ?? first;
    if (how === "mouse") {
      if (s.key === "llm" && want.search) await page.locator("#model-search").fill(want.search);
      if (!s.checked.includes(target)) {
        await page.locator(`label[for="answer-${s.key}-${target}"]`).click();
      }
    } else if (s.key === "llm" && want.search) {
      // Tab to the search, type, and the Down arrow into the list (it chooses the model it reaches).
      await tabTo(page, "model-search");
      await kb.type(want.search);
      await kb.press("ArrowDown");
      for (let i = 0; i < 40 && (await stepState(page)).checked[0] !== target; i++) await kb.press("ArrowDown");
    } else {
      await kb.press("Tab");
      const now = await stepState(page);
      if (now.checked.length === 0 && target === first) await kb.press("Space");
      for (let i = 0; i < 40 && (await stepState(page)).checked[0] !== target; i++) await kb.press("ArrowDown");
    }
    await page.waitForFunction((id) => document.getElementById(id)?.checked === true, `answer-${s.key}-${target}`);
    // An open model from Hugging Face: its size, asked under its card once chosen.
    if (s.key === "llm" && target === "hf") {
      await page.locator("#answer-params").waitFor();
      if (how === "mouse") await page.locator("#answer-params").click();
      else await tabTo(page, "answer-params");
      await kb.type(want.params);
    }
  }
  if (how === "mouse") await page.locator("form.wizard [data-testid=next]").click();
  else {
    // Enter submits from a field or an answer; on a preset it would press the preset again.
    if (await page.evaluate(() => document.activeElement?.dataset?.set !== undefined)) await tabTo(page, "next");
    await kb.press("Enter");
  }
}

/** Walks the wizard from the step on screen to a result. Returns each step's state as asked. */
async function walk(page, how, want) {
  const asked = [];
  for (let i = 0; i < 30; i++) {
    await page.locator("form.wizard, [data-testid=recommendation]").first().waitFor();
    if (await page.locator("[data-testid=recommendation]").count()) return asked;
    const s = await waitForStep(page, (await stepState(page)).key);
    s.fields = await page.evaluate(() => [...new Set([...document.querySelectorAll("form.wizard input:not([type=radio])")].map((i) => i.name))]);
    asked.push(s);
    await answerStep(page, how, s, want);
    await page
      .waitForFunction(
        (title) => document.querySelector("[data-testid=recommendation]") || (document.querySelector("h2#step-title")?.textContent !== title && document.activeElement?.id === "step-title"),
        s.title,
      )
      .catch(async () => assert.fail(`the wizard stayed on "${s.key}" after its answer: ${JSON.stringify(await stepState(page))}, ${await page.locator("form.wizard").textContent()}`));
  }
  assert.fail(`the wizard did not reach a result: ${asked.map((s) => s.key).join(", ")}`);
}

/** axe over the page with every disclosure open: the folded cards, workings and commands too. */
async function axeEveryOpen(page, label) {
  for (const d of await page.locator("details").all()) await d.evaluate((el) => (el.open = true));
  await assertNoAxeViolations(page, label);
}

/** The summary's words: the pick, its price, its basis and what leads it or follows it. */
const summaryText = (page) => page.locator("[data-testid=summary]").textContent();

/** The page's figure for the top pick equals `advise`'s for the page's own link. */
async function agreesWithAdvise(page) {
  const query = new URL(page.url()).search;
  const cli = advise(query);
  const shown = await readResult(page);
  assert.equal(shown.top, cli.top, `top pick of ${query}`);
  assert.deepEqual(shown.options, cli.options, `ranked options and monthly figures of ${query}`);
  return cli;
}

// ---------------------------------------------------------------------------------------------

/** How, at what width, and whether axe reads each result with every section open (at both
 * widths, once each: the other two ways walk the same pages). */
const WAYS = [
  ["mouse", 390, true],
  ["keyboard", 1280, true],
  ["keyboard", 390, false],
  ["mouse", 1280, false],
];

describe("a newcomer's six tasks", () => {
  before(() => ensureAdvise());
  const suite = useBrowserSuite();

  /** The bare page at `width`, its date pinned to TODAY. */
  async function bare(width, query = "") {
    const s = await openPage(suite.browser);
    await s.page.setViewportSize({ width, height: 844 });
    await s.page.addInitScript(pinDate, TODAY);
    await gotoApp(s.page, suite.server.url + query);
    return s;
  }

  for (const [how, width, axe] of WAYS) {
    const at = `by ${how} at ${width} px`;
    const axeAllOpen = (page, label) => (axe ? axeEveryOpen(page, label) : null);

    test(`1. a team of four in notebooks every weekday: asked, and an instance each (${at})`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await bare(width);
      const { page } = s;
      const asked = await walk(page, how, { stage: "explore", mode: "notebook", data: "small", hours: "40", people: "4" });
      assert.ok(asked.find((a) => a.key === "hours")?.fields.includes("people"), "the people are asked with the hours");
      assert.equal(linkOf(page).people, "4");
      assert.equal(linkOf(page).hours, "40");
      assert.match(await summaryText(page), /4 × Standard_\w+, one a person, 40 h a week each/);
      await agreesWithAdvise(page);
      await axeAllOpen(page, `task 1's result ${at}`);
      assertClean(s);
    });

    test(`2. a chatbot used on weekdays, 8 h a day: priced on 5 days of 7 (${at})`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await bare(width);
      const { page } = s;
      const asked = await walk(page, how, { stage: "deploy", model: "catalog", search: "gpt-5.4-mini", llm: "gpt-5.4-mini", requests: "3000", t: "intokens=2000&outtokens=500", d: "dayhours=8", w: "days=5" });
      const traffic = asked.find((a) => a.key === "requests");
      assert.ok(traffic?.fields.includes("days") && traffic.fields.includes("dayhours"), "the days a week are asked beside the hours a day");
      const link = linkOf(page);
      assert.equal(link.days, "5");
      assert.equal(link.dayhours, "8");
      assert.match(await page.locator("main").textContent(), /8 hours a day, 5 days a week/);
      const weekdays = await agreesWithAdvise(page);
      const everyDay = advise(new URL(page.url()).search.replace("days=5", "days=7"));
      const [a, b] = [weekdays, everyDay].map((c) => Number(c.options.find((o) => o.target === "standard-deployment").monthly));
      assert.ok(Math.abs(a / b - 5 / 7) < 0.005, `weekdays ${a} against every day ${b}`);
      await axeAllOpen(page, `task 2's result ${at}`);
      assertClean(s);
    });

    test(`3. a model from Hugging Face the catalog lacks, and a model of your own: sized, on GPUs that hold it (${at})`, { timeout: TEST_TIMEOUT * 2 }, async () => {
      const name = "Mistral-Nemo-Instruct-2407";
      const s = await bare(width);
      const { page } = s;
      await walk(page, how, { stage: "deploy", model: "catalog", search: name, llm: "hf", params: "12", ...TRAFFIC });
      const link = linkOf(page);
      assert.equal(link.llm, "hf");
      assert.equal(link.params, "12");
      const summary = await summaryText(page);
      assert.match(summary, /sized for the open model of 12 billion parameters/);
      assert.doesNotMatch(summary, /T4/, "12 B parameters do not fit a 16 GB T4");
      await agreesWithAdvise(page);

      // The same search, shown again: the name typed is answered with the Hugging Face route.
      await page.goto(`${suite.server.url}?v=1&stage=deploy&model=catalog`);
      await waitForStep(page, "llm");
      await page.locator("#model-search").fill(name);
      assert.match(await page.getByTestId("model-count").textContent(), new RegExp(`No model in this list matches “${name}”; if “${name}” is an open model from Hugging Face`));
      assert.equal(await page.locator("#answer-llm-hf").count(), 1, "the Hugging Face route stays in view");

      // "Our own model", served in real time on GPUs: its size is asked with the busy hours.
      await gotoApp(page, suite.server.url);
      const own = await walk(page, how, { stage: "deploy", model: "own", serve: "realtime", gpu: "single", hours: "40", params: "12" });
      assert.ok(own.find((a) => a.key === "hours")?.fields.includes("params"), "the size is asked with the busy hours");
      assert.equal(linkOf(page).params, "12");
      const ownSummary = await summaryText(page);
      assert.match(ownSummary, /sized for your model of 12 billion parameters/);
      assert.doesNotMatch(ownSummary, /T4/);
      await agreesWithAdvise(page);
      await axeAllOpen(page, `task 3's result ${at}`);
      assertClean(s);
    });

    test(`4. fine-tune Llama 3.3 70B on 50 million tokens, then serve it: a figure or a clear question (${at})`, { timeout: TEST_TIMEOUT * 2 }, async () => {
      const s = await bare(width);
      const { page } = s;
      const asked = await walk(page, how, { stage: "train", model: "finetune", search: "llama 3.3", llm: "llama-3.3-70b-instruct", traintokens: "50", ...TRAFFIC });
      const training = asked.find((a) => a.key === "traintokens");
      assert.ok(training?.fields.includes("epochs"), "the training data and its epochs are asked");
      assert.equal(training.numbers.epochs, "3", "the epochs start at a stated default");
      assert.match(await page.locator("main").textContent(), /50 M tokens of training data, 3 epochs/);
      const cli = await agreesWithAdvise(page);
      // Every option not priced says why, and what would price it.
      for (const o of cli.json.costs.options.filter((o) => o.monthly.kind === "not-estimated")) {
        assert.ok(o.monthly.why.length > 40, `${o.target} says why it is not estimated`);
      }
      const gpuWhy = cli.json.costs.options.find((o) => o.target === "compute-cluster").monthly.why;
      assert.match(gpuWhy, /until the hours each job trains are given/);
      // What serves it afterwards is named.
      assert.match(await page.getByTestId("then-serve").textContent(), /serve/i);
      // The hours a job trains, given in the usage: the GPU options get a figure.
      const field = page.locator("#usage-trainhours");
      if (how === "mouse") await field.click();
      else await field.focus();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("20");
      await page.keyboard.press("Tab");
      await page.waitForFunction(() => new URL(location.href).searchParams.get("trainhours") === "20");
      const priced = await agreesWithAdvise(page);
      assert.equal(priced.json.costs.options.find((o) => o.target === "compute-cluster").monthly.kind, "priced");
      await axeAllOpen(page, `task 4's result ${at}`);
      assertClean(s);
    });

    test(`5. warnings that change the decision lead the summary: a retirement within 90 days, a peak above the limit (${at})`, { timeout: TEST_TIMEOUT }, async () => {
      const s = await bare(width);
      const { page } = s;
      // gpt-5-mini retires on 2027-02-09: 65 days after TODAY. 500,000 requests a day over 8 hours
      // pass its default rate limit.
      await walk(page, how, { stage: "deploy", model: "catalog", search: "gpt-5-mini", llm: "gpt-5-mini", requests: "500000", t: "intokens=2000&outtokens=500", d: "dayhours=8" });
      const summary = page.getByTestId("summary");
      const warn = summary.locator(".model-facts.warn");
      assert.match(await warn.textContent(), /retires on 2027-02-09\. That is in 65 days/);
      assert.match(await warn.textContent(), /gpt-5\.4-mini/);
      assert.ok(await summary.getByTestId("decisive").isVisible(), "the limit is in view");
      assert.match(await summary.getByTestId("decisive").textContent(), /limit/);
      await agreesWithAdvise(page);
      await axeAllOpen(page, `task 5's result ${at}`);
      assertClean(s);
    });

    test(`6. the whole project's plan: on the first screen, its requirements asked once, Remove with Undo (${at})`, { timeout: TEST_TIMEOUT * 3 }, async () => {
      const s = await bare(width);
      const { page } = s;
      await waitForStep(page, "stage");
      const bottom = await page.evaluate(() => document.querySelector("[data-act=plan-start]").getBoundingClientRect().bottom);
      assert.ok(bottom <= 844, `the way to plan ends at ${bottom} px, below the first screen`);
      await press(page, how, "Plan the whole project", { back: true });
      await page.locator("[data-testid=plan-banner]").waitFor();

      const first = await walk(page, how, { stage: "explore", mode: "notebook", data: "small", residency: "eu", hours: "20", people: "4" });
      assert.ok(["residency", "network", "cmk"].every((k) => first.some((a) => a.key === k)), "asked on the first workload");
      await press(page, how, "Add another stage");
      await waitForStep(page, "stage");
      assert.match(await page.getByTestId("plan-settled").textContent(), /not asked again: Data residency: In the EU/);
      const second = await walk(page, how, { stage: "train", mode: "script", gpu: "single", hours: "10" });
      assert.ok(!second.some((a) => ["residency", "network", "cmk"].includes(a.key)), `asked again: ${second.map((a) => a.key)}`);
      // Above the result's heading, where focus is: Shift+Tab reaches it.
      await press(page, how, "Back to the plan", { back: true });
      await page.getByTestId("plan").waitFor();
      assert.equal(await page.getByTestId("workload").count(), 2);
      assert.match(await page.getByTestId("plan-left-out").textContent(), /storage account, container registry, key vault/);

      // Remove the second workload, then Undo.
      const before = await page.getByTestId("plan-total").getAttribute("data-monthly-usd");
      await press(page, how, await page.getByTestId("workload").nth(1).getByRole("button", { name: /^Remove/ }).textContent());
      await page.getByTestId("plan-removed").waitFor();
      assert.equal(await page.getByTestId("workload").count(), 1);
      // Focus is on the plan's heading; the notice with its Undo is under it.
      await press(page, how, await page.getByTestId("plan-removed").getByRole("button").textContent());
      await page.getByTestId("plan-removed").waitFor({ state: "detached" });
      assert.equal(await page.getByTestId("workload").count(), 2);
      assert.equal(await page.getByTestId("plan-total").getAttribute("data-monthly-usd"), before, "Undo puts the total back");
      await axeAllOpen(page, `task 6's plan ${at}`);
      assertClean(s);
    });
  }
});
