// The browser half of `make bench` (scripts/bench.sh): prints, for the record, never asserts.
//  - Load against the floor: the release page and the bare Yew page (bench/bare/dist), loaded
//    alternately ROUNDS times each in fresh contexts from 127.0.0.1, timed from navigation start
//    to the `aml-advisor:interactive` mark both set once their first question is interactive.
//  - A slow phone: the first page and two result links against the bare page, under Lighthouse's
//    mobile conditions applied for real (150 ms round trips, 1.6 Mbps down, 750 kbps up, the CPU
//    4× slower, by the DevTools protocol), served compressed, THROTTLED rounds each: navigation
//    to the first question interactive (`aml-advisor:interactive`) and to the top pick in the
//    page (`aml-advisor:top-pick`, boot.js).
//  - Answer to update: 200 random answer and usage changes on a result with its charts, each
//    timed from the change to the end of its update (tests/e2e/changes.mjs).
//  - Soak: SOAK random changes; console errors, panics, and the JS heap and wasm memory before
//    and after.
// Budgets (reported next to each figure): load ratio at most 1.5, median update at most 8 ms.
import { join } from "node:path";
import { ROOT, launchBrowser, startServer } from "../tests/e2e/helpers.mjs";
import { memory, percentiles, randomChanges } from "../tests/e2e/changes.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const SOAK = Number(process.env.SOAK ?? 10_000);
const THROTTLED = Number(process.env.THROTTLED ?? 5);
// The result links scripts/lighthouse.sh measures: a compute result and a catalog model's.
const COMPUTE_LINK = "?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10";
const CATALOG_LINK = "?v=1&stage=deploy&model=catalog&llm=gpt-5.4-mini&requests=20000&intokens=1500&outtokens=400&dayhours=12&days=5&where=cloud&network=public&cmk=no";
const FULL = "?v=1&stage=train&mode=script&data=large&gpu=single&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=30";
const ms = (v) => `${v.toFixed(1)} ms`;

const app = await startServer();
// The bare page is Trunk's default output, with an inline loader: served without the policy.
const bare = await startServer(join(ROOT, "bench", "bare", "dist"), { csp: false });
// The same two, compressed as a static host serves them, for the slow phone.
const appZ = await startServer(undefined, { compress: true });
const bareZ = await startServer(join(ROOT, "bench", "bare", "dist"), { csp: false, compress: true });
const browser = await launchBrowser(["--enable-precise-memory-info", "--js-flags=--expose-gc"], { full: true });
try {
  const interactive = async (url) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("aml-advisor:interactive").length > 0);
    const t = await page.evaluate(() => performance.getEntriesByName("aml-advisor:interactive")[0].startTime);
    await context.close();
    return t;
  };
  const times = { app: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) {
    times.app.push(await interactive(app.url));
    times.bare.push(await interactive(bare.url));
  }
  const a = percentiles(times.app).median;
  const b = percentiles(times.bare).median;
  console.log(`load to the first interactive question, median of ${ROUNDS} each (127.0.0.1, fresh contexts)`);
  console.log(`  advisor ${ms(a)}   bare Yew page ${ms(b)}   ratio ${(a / b).toFixed(2)} (budget 1.5: ${a / b <= 1.5 ? "ok" : "OVER"})`);

  // A slow phone: each load in a fresh context, throttled before it navigates.
  const slow = async (url, mark) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000 });
    const t = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, mark);
    await context.close();
    return t;
  };
  const loads = [
    ["bare Yew page, first question", bareZ.url, "aml-advisor:interactive"],
    ["advisor, first question", appZ.url, "aml-advisor:interactive"],
    ["compute result link, top pick", appZ.url + COMPUTE_LINK, "aml-advisor:top-pick"],
    ["catalog result link, top pick", appZ.url + CATALOG_LINK, "aml-advisor:top-pick"],
  ];
  // Once unthrottled first: the servers compress each file on its first request.
  for (const [, url, mark] of loads) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark);
    await context.close();
  }
  const slowTimes = loads.map(() => []);
  for (let i = 0; i < THROTTLED; i++) for (const [n, [, url, mark]] of loads.entries()) slowTimes[n].push(await slow(url, mark));
  const floor = percentiles(slowTimes[0]).median;
  console.log(`a slow phone (150 ms RTT, 1.6 Mbps, CPU 4× slower; compressed), median of ${THROTTLED} each, from navigation`);
  for (const [n, [name]] of loads.entries()) {
    const m = percentiles(slowTimes[n]).median;
    console.log(`  ${name.padEnd(32)} ${ms(m).padStart(10)}   × bare ${(m / floor).toFixed(2)}`);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(app.url + FULL);
  await page.locator("[data-testid=cost-lines]").waitFor();
  await randomChanges(page, 20, 3);
  const u = percentiles(await randomChanges(page, 200, 5));
  console.log(`answer or usage change to updated result (charts shown), 200 changes`);
  console.log(`  median ${ms(u.median)} (budget 8 ms: ${u.median <= 8 ? "ok" : "OVER"})   95th percentile ${ms(u.p95)}`);

  const before = await memory(page);
  const started = Date.now();
  const soak = percentiles(await randomChanges(page, SOAK, 9));
  const after = await memory(page);
  const panics = await page.getByRole("alert").count();
  const mb = (v) => `${(v / 1048576).toFixed(1)} MB`;
  console.log(`soak: ${SOAK} random changes in ${((Date.now() - started) / 1000).toFixed(0)} s, median ${ms(soak.median)}`);
  console.log(`  JS heap ${mb(before.heap)} → ${mb(after.heap)}   wasm memory ${mb(before.wasm)} → ${mb(after.wasm)}`);
  console.log(`  console errors ${errors.length}, panic notices ${panics}${errors.length ? `: ${errors[0]}` : ""}`);
  await context.close();
} finally {
  await browser.close();
  await app.close();
  await bare.close();
  await appZ.close();
  await bareZ.close();
}
