// Shared helpers for the end-to-end tests: a static server for dist/, the browser of the engine
// under test (E2E_ENGINE: chromium, the default; firefox; webkit), a page that records console errors, page errors and any request that leaves 127.0.0.1, the hooks
// that set these up for a suite, and readers for the wizard and the result. Not a test file itself (it does not match *.test.mjs).

import { after, afterEach, before } from "node:test";
import { createServer } from "node:http";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { firefox } from "pw-bidi";
import AxeBuilder from "@axe-core/playwright";
import { INJECT, initScriptFor, launchWebKit, requestSeen, routeDecision } from "./webdriver.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DIST = join(ROOT, "dist");
// The CLI the native tests built (`cargo test` leaves it here, optimised by the test profile), so
// a full run compiles it once; `ensureAdvise` builds it when it is missing or stale.
export const ADVISE = join(ROOT, "target", "debug", process.platform === "win32" ? "advise.exe" : "advise");
// Chromium's headless shell for the tests: the same Blink and V8 as the browser, without the
// browser window and its WebUI toolbar that the full browser draws, headless, for every context
// (two thirds of the processor Chromium took over the suite). The bench measures what a person
// runs: the full browser (`launchBrowser(args, { full: true })`).
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL ?? "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FIREFOX = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
/** Loaded into Firefox: TCP_NODELAY on its WebDriver BiDi socket (tests/e2e/nodelay/src/lib.rs says why). */
const FIREFOX_NODELAY = process.env.FIREFOX_NODELAY ?? join(ROOT, "target", "nodelay", "release", "libnodelay.so");

/**
 * The engine the suite runs in: `chromium` (Playwright, the system Chromium), `firefox`
 * (Playwright 1.64.1 over WebDriver BiDi, Debian's Firefox ESR) or `webkit` (WebKitGTK over
 * classic WebDriver, `webdriver.mjs`). `make e2e` runs the suite once per engine.
 */
export const ENGINE = process.env.E2E_ENGINE ?? "chromium";
const ENGINES = ["chromium", "firefox", "webkit"];
if (!ENGINES.includes(ENGINE)) throw new Error(`E2E_ENGINE=${ENGINE}: expected one of ${ENGINES.join(", ")}`);

/**
 * A test option for what the page still gets wrong in `engine`, known and not yet fixed: the
 * test runs there and its failure is reported as a TODO with `why`, without failing the run.
 */
export function knownIn(engine, why) {
  return ENGINE === engine ? { todo: `${ENGINE}: ${why}` } : {};
}

/**
 * A test option that skips the test in the engines not listed, saying why: for what a driver
 * cannot do in an engine (no CDP outside Chromium, no request interception over classic
 * WebDriver), never for what the page gets wrong there.
 */
export function only(engines, why) {
  return engines.includes(ENGINE) ? {} : { skip: `${ENGINE}: ${why}` };
}

/** The policy a host should send with the page; every test server sends it as a header, on top of
 * the page's own meta tag, and every page reports a violation as a console error. */
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; form-action 'none'";

/** Generous per-test limit so a hung browser fails the test instead of the whole run. */
export const TEST_TIMEOUT = 90_000;

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves dist/ on 127.0.0.1 on an ephemeral port. Resolves to { origin, url, close }. With
 * `compress`, as a static host or CDN serves it: brotli (quality 11) or gzip (level 9), whichever
 * the browser accepts, each file compressed once.
 */
export async function startServer(root = DIST, { csp = true, compress = false, prefix = "/" } = {}) {
  const compressed = new Map();
  assert.ok(
    existsSync(join(root, "index.html")),
    `${root}/index.html is missing: build the site first with \`make dist\``,
  );
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
      // (WebKit's recorder, below, is served at /__e2e/ whatever the prefix.)
      if (!path.startsWith(prefix) && !path.startsWith("/__e2e/")) throw new Error("outside the prefix");
      const sub = path.startsWith("/__e2e/") ? path : "/" + path.slice(prefix.length);
      const rel = normalize(sub === "/" ? "/index.html" : sub).replace(/^([/\\])+/, "");
      const file = resolve(root, rel);
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (ENGINE === "webkit") {
        if (!path.startsWith("/__e2e/")) requestSeen(req.headers["user-agent"], `http://127.0.0.1:${server.address().port}${req.url}`, req.method);
        const decision = await routeDecision(req.headers["user-agent"], `http://127.0.0.1:${server.address().port}${req.url}`);
        if (decision === "abort") {
          req.socket.destroy();
          return;
        }
        if (typeof decision === "object") {
          res.writeHead(decision.status, { "Content-Type": decision.contentType }).end(decision.body);
          return;
        }
      }
      if (ENGINE === "webkit" && sub === "/__e2e/init.js") {
        res.writeHead(200, { "Content-Type": MIME[".js"], "Cache-Control": "no-store" }).end(initScriptFor(req.headers["user-agent"]));
        return;
      }
      let body = await readFile(file);
      // WebKit has no console channel: every page gets the recorder (webdriver.mjs) first.
      if (ENGINE === "webkit" && extname(file).toLowerCase() === ".html") {
        // (The built page is minified: no <head> tag, so after the charset or the <html> tag.)
        const html = body.toString("utf8");
        const at = /<meta charset[^>]*>|<head>|<html[^>]*>/i.exec(html);
        body = Buffer.from(at ? html.slice(0, at.index + at[0].length) + INJECT + html.slice(at.index + at[0].length) : INJECT + html);
      }
      const accepted = req.headers["accept-encoding"] ?? "";
      const encoding = !compress ? null : /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
      if (encoding) {
        const key = `${encoding} ${file}`;
        if (!compressed.has(key)) {
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
          compressed.set(key, encoding === "br" ? zlib.brotliCompressSync(body, { params }) : zlib.gzipSync(body, { level: 9 }));
        }
        body = compressed.get(key);
      }
      res.writeHead(200, {
        "Content-Type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        "Cache-Control": "no-store",
        ...(csp ? { "Content-Security-Policy": CSP } : {}),
        ...(compress ? { Vary: "Accept-Encoding" } : {}),
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    }
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", ok);
  });
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/**
 * The browser of the engine under test, headless, with nothing that phones home; `extraArgs`
 * (Chromium's) and `full` (the full Chromium rather than its headless shell) for the bench.
 * Fails with a clear message when the engine cannot start.
 */
export async function launchBrowser(extraArgs = [], { full = false } = {}) {
  try {
    if (ENGINE === "firefox") return await launchFirefox();
    if (ENGINE === "webkit") return await launchWebKit();
    return await launchChromium(extraArgs, full ? CHROMIUM : CHROMIUM_SHELL);
  } catch (e) {
    throw new Error(`${ENGINE} cannot start (run scripts/setup-test-tools.sh, or see README "Browser tests"): ${e.message}`);
  }
}

let shared = null;

/**
 * The browser a suite runs in, as a handle that keeps every context opened through it, so that
 * `releaseSuiteBrowser` closes each one the suite left open (a page left running, such as one
 * that records every frame, would otherwise go on using the processor for the suites after it).
 * Under `run.mjs` (E2E_ONE_BROWSER=1) the browser is one for the whole process, launched for the
 * first suite (again if it has gone) and closed after the last by `closeSuiteBrowser`; a test
 * file run alone (`node --test tests/e2e/x.test.mjs`) launches its own.
 */
export async function suiteBrowser() {
  let browser;
  if (process.env.E2E_ONE_BROWSER !== "1") browser = await launchBrowser();
  else {
    const current = shared && (await shared.catch(() => null));
    if (!current || !current.isConnected()) shared = launchBrowser();
    browser = await shared;
  }
  const contexts = [];
  const newContext = async (options) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === "newContext") return newContext;
      if (key === "newPage") return async (options) => (await newContext(options)).newPage();
      if (key === SUITE_CONTEXTS) return contexts;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const SUITE_CONTEXTS = Symbol("the contexts a suite opened");

/**
 * Closes every context opened through a suite's browser so far: after each test (no suite opens
 * a page for more than one test), so that its pages stop and WebKit's sessions go back to the
 * browser for the next test.
 */
export async function closeSuiteContexts(browser) {
  // Closing a context that is already closed does nothing.
  for (const context of browser?.[SUITE_CONTEXTS].splice(0) ?? []) await context.close().catch(() => {});
}

/** A suite is done with its browser: every context it opened is closed, and the browser too unless the process shares it. */
export async function releaseSuiteBrowser(browser) {
  if (!browser) return;
  await closeSuiteContexts(browser);
  if (process.env.E2E_ONE_BROWSER !== "1") await browser.close();
}

/** Closes the browser the process shared, after its last suite. */
export async function closeSuiteBrowser() {
  const browser = shared && (await shared.catch(() => null));
  shared = null;
  await browser?.close();
}

/**
 * Firefox ESR through Playwright's WebDriver BiDi channel. That channel ignores a context's
 * `colorScheme` and `javaScriptEnabled` without a word, so they are set as the browser's
 * preferences instead: a context that asks for other preferences than the first browser's is
 * opened in a second Firefox started with them (one per set, started when first needed).
 */
async function launchFirefox() {
  const prefsFor = ({ colorScheme = "light", javaScriptEnabled = true } = {}) => ({
    // 0 dark, 1 light
    "layout.css.prefers-color-scheme.content-override": colorScheme === "dark" ? 0 : 1,
    "javascript.enabled": javaScriptEnabled !== false,
    // Firefox has no clipboard permissions to grant: this lets a page read the clipboard
    // without the paste prompt, as a granted "clipboard-read" does in Chromium.
    "dom.events.testing.asyncClipboard": true,
  });
  const CLIPBOARD = ["clipboard-read", "clipboard-write"];
  const withoutClipboard = (list) => list?.filter((p) => !CLIPBOARD.includes(p));
  // Without the library every command sent beside another waits 40 ms for a delayed ACK: the
  // suite runs the same, about twice as slowly.
  let env;
  if (existsSync(FIREFOX_NODELAY)) env = { ...process.env, LD_PRELOAD: [FIREFOX_NODELAY, process.env.LD_PRELOAD].filter(Boolean).join(":") };
  else console.error(`${FIREFOX_NODELAY} is missing (scripts/setup-test-tools.sh builds it): Firefox runs with Nagle's algorithm, slowly`);
  const launch = (prefs) => firefox.launch({ channel: "moz-firefox", executablePath: FIREFOX, headless: true, firefoxUserPrefs: prefs, env });
  const first = prefsFor();
  const main = await launch(first);
  const others = new Map();
  const newContext = main.newContext.bind(main);
  const contextFor = async (options) => {
    const prefs = prefsFor(options);
    const key = JSON.stringify(prefs);
    if (key === JSON.stringify(first)) return newContext(options);
    if (!others.has(key)) others.set(key, launch(prefs));
    return (await others.get(key)).newContext(options);
  };
  main.newContext = async (options = {}) => {
    const context = await contextFor({ ...options, permissions: withoutClipboard(options.permissions) });
    const grant = context.grantPermissions.bind(context);
    context.grantPermissions = (list, o) => grant(withoutClipboard(list), o);
    return context;
  };
  // Playwright-BiDi's fill() sets a field's value in Firefox without what typing does: a number
  // field keeps its text ("10" + "200" gave "10200") and leaving the field fires no `change`, so
  // a name typed into "Create it" was never applied (typed by hand, both work). In Firefox, fill()
  // types as a person does instead: select all, delete, type.
  const probe = await newContext();
  const page = await probe.newPage();
  const proto = Object.getPrototypeOf(page.locator("body"));
  const pageProto = Object.getPrototypeOf(page);
  await probe.close();
  if (!proto.__typesToFill) {
    proto.fill = async function (value, options) {
      await this.focus(options);
      await this.press("Control+a", options);
      await this.press("Delete", options);
      if (value !== "") await this.pressSequentially(String(value), options);
    };
    pageProto.fill = function (selector, value, options) {
      return this.locator(selector).fill(value, options);
    };
    proto.__typesToFill = true;
  }
  const close = main.close.bind(main);
  main.close = async () => {
    for (const b of others.values()) await (await b.catch(() => null))?.close();
    await close();
  };
  return main;
}

function launchChromium(extraArgs, executablePath) {
  return chromium.launch({
    executablePath,
    args: [
      ...extraArgs,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A fresh context and page. Records console errors, page errors and every request that is not
 * for 127.0.0.1 (those are aborted). `window.__started` turns true on TrunkApplicationStarted.
 */
export async function openPage(browser, { colorScheme = "light", viewport } = {}) {
  const context = await browser.newContext({ colorScheme, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const session = { context, page, errors: [], offsite: [] };
  page.on("console", (m) => {
    if (m.type() === "error") session.errors.push(`console.error: ${m.text()}`);
  });
  page.on("pageerror", (e) => session.errors.push(`pageerror: ${e.stack ?? e.message ?? e}`));
  const local = (href) => {
    const url = new URL(href);
    return url.protocol === "data:" || url.protocol === "blob:" || url.hostname === "127.0.0.1";
  };
  // Every attempt is recorded (even one the page's CSP stops before the network), and aborted.
  context.on("request", (r) => {
    if (!local(r.url())) session.offsite.push(r.url());
  });
  await context.route("**/*", (route) => (local(route.request().url()) ? route.continue() : route.abort("blockedbyclient")));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await page.addInitScript(() => {
    window.__started = false;
    window.addEventListener("TrunkApplicationStarted", () => {
      window.__started = true;
    });
  });
  return session;
}

/** Navigates and waits until the wasm app has started and rendered its main content. */
export async function gotoApp(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__started === true);
  await page.locator("main#main form.wizard, main#main [data-testid=recommendation], main#main [data-testid=plan-view]").first().waitFor();
}

/**
 * The text on the clipboard, as the page left it (after a grant of "clipboard-read"). WebKit lets
 * no page read the clipboard without a person's paste; there it is read from the browser's display.
 */
export async function readClipboard(page) {
  if (ENGINE === "webkit") return page.context().readClipboard();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Fails when the page logged an error, threw, or tried to reach anything but 127.0.0.1. */
export function assertClean(session) {
  assert.deepEqual(session.errors, [], `console or page errors:\n${session.errors.join("\n")}`);
  assert.deepEqual(session.offsite, [], `requests that left 127.0.0.1:\n${session.offsite.join("\n")}`);
}

export async function closeSession(session) {
  await session?.context?.close();
}

/**
 * Call inside a `describe` callback: registers the hooks every suite needs (a server for dist/
 * and a browser before its tests; every page a test opened closed after it; the server closed,
 * and the browser released, after the last). `open(query)` gives a new context and page, nothing shared with earlier pages, on the
 * app at `query`; a `viewport` ({ width, height }) is set before the page loads so the app is
 * laid out at that size from the start, and `colorScheme` ("light" or "dark") is emulated. `server` and `browser` exist once the hooks have run.
 */
export function useBrowserSuite() {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await suiteBrowser();
  });
  afterEach(() => closeSuiteContexts(browser));
  after(async () => {
    await releaseSuiteBrowser(browser);
    await server?.close();
  });

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    async open(query = "", { viewport, colorScheme } = {}) {
      // (Its context is closed after the test, even if the page fails to load.)
      const s = await openPage(browser, { colorScheme });
      if (viewport) await s.page.setViewportSize(viewport);
      await gotoApp(s.page, server.url + query);
      return s;
    },
  };
}

/** The top pick and the ranked options as the page shows them. */
export async function readResult(page) {
  await page.locator("[data-testid=recommendation] [data-testid=top-pick]").waitFor();
  return page.evaluate(() => {
    const top = document.querySelector("[data-testid=top-pick]")?.getAttribute("data-target") ?? null;
    const options = [...document.querySelectorAll("[data-testid=recommendation] [data-testid=option]")].map((el) => ({
      target: el.getAttribute("data-target"),
      rank: el.getAttribute("data-rank"),
      monthly: el.getAttribute("data-monthly-usd"),
    }));
    return { top, options };
  });
}

/** Waits until the top pick shown is `target`. */
export async function expectTopPick(page, target) {
  await page.locator(`[data-testid=top-pick][data-target="${target}"]`).waitFor();
}

/** The query of the current page as an ordered list of [key, value]. */
export function queryPairs(url) {
  return [...new URL(url).searchParams.entries()];
}

// ---------------------------------------------------------------------------------------------
// The native CLI, as the oracle for the ranked order and the monthly figures.

/** The newest modification time under `path` (a file or a directory), in ms. */
function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), st.mtimeMs);
}

/**
 * Builds target/debug/advise when it is missing or older than the sources (so the CLI and the
 * freshly built page come from the same code). cargo from ~/.cargo/bin if it is not on PATH.
 */
export function ensureAdvise() {
  const sources = ["src", "Cargo.toml", "Cargo.lock"].map((p) => join(ROOT, p)).filter((p) => existsSync(p));
  if (existsSync(ADVISE) && statSync(ADVISE).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  const home = process.env.HOME ?? "";
  execFileSync("cargo", ["build", "--bin", "advise"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PATH: `${home}/.cargo/bin:${process.env.PATH ?? ""}` },
  });
  assert.ok(existsSync(ADVISE), `cargo build did not produce ${ADVISE}`);
}

/** Runs `advise --json [args…] <query>` and returns what the page should show, in the page's shape. */
export function adviseCli(query, args = []) {
  const out = execFileSync(ADVISE, ["--json", ...args, query.replace(/^\?/, "")], { cwd: ROOT, encoding: "utf8" });
  const json = JSON.parse(out);
  const costOf = new Map(json.costs.options.map((o) => [o.target, o.monthly]));
  const options = json.advice.ranked.map((r) => {
    const m = costOf.get(r.target);
    return {
      target: r.target,
      rank: String(r.rank),
      monthly: m && m.kind === "priced" ? m.total : null,
    };
  });
  return { top: options[0]?.target ?? null, options, notices: json.notices, query: json.query, json };
}

// ---------------------------------------------------------------------------------------------
// The wizard.

/** Where focus is, as a short description, and the state of the current step. */
export async function stepState(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    const radios = [...document.querySelectorAll("form.wizard input[type=radio]")];
    const hours = document.querySelector("form.wizard input#answer-hours");
    // A step of numbers (traffic, training): its fields, named by their keys.
    const numbers = [...document.querySelectorAll("form.wizard .numbers input")];
    return {
      focus: a ? `${a.tagName.toLowerCase()}${a.id ? "#" + a.id : ""}` : null,
      title: document.querySelector("h2#step-title")?.textContent ?? null,
      legend: document.querySelector("form.wizard fieldset legend")?.textContent ?? null,
      progress: document.querySelector("form.wizard .progress-label")?.textContent ?? null,
      // A step of numbers goes by its share-link key: the traffic's is `requests` (its fields
      // start with the people who make them), the training's `traintokens`.
      key: hours ? "hours" : (numbers.find((n) => n.name === "requests") ?? numbers[0])?.name ?? radios[0]?.name ?? null,
      numbers: Object.fromEntries(numbers.map((n) => [n.name, n.value])),
      checked: radios.filter((r) => r.checked).map((r) => r.value),
      hours: hours ? hours.value : null,
      next: document.querySelector("form.wizard [data-testid=next]")?.textContent ?? null,
    };
  });
}

/**
 * Waits for the wizard step asking `key`, with focus on its heading (the wizard moves focus there
 * on each step, and the page's first step takes it), or, with `focused: false` (an embedded page
 * as it opens), with focus left where it was. Returns the step state.
 */
export async function waitForStep(page, key, { focused = true } = {}) {
  const numbers = key === "requests" || key === "traintokens";
  const selector = key === "hours"
    ? "form.wizard input#answer-hours"
    : numbers
      ? `form.wizard .numbers input[name="${key}"]`
      : `form.wizard input[type=radio][name="${key}"]`;
  await page.locator(selector).first().waitFor();
  try {
    await page.waitForFunction((want) => (document.activeElement?.id === "step-title") === want, focused, { timeout: 5_000 });
  } catch {
    const s = await stepState(page);
    assert.fail(`step "${key}": focus is on ${s.focus}, ${focused ? "not" : "yet"} on h2#step-title`);
  }
  const s = await stepState(page);
  assert.equal(s.key, key, `expected the "${key}" question, the page asks "${s.key}"`);
  assert.ok(s.title && s.title.trim().length > 0, "the step heading is empty");
  if (key !== "hours" && !numbers) {
    assert.equal(s.legend, s.title, "the radio group's legend repeats the question");
    assert.ok(s.checked.length <= 1, `at most one answer is checked on "${key}": ${s.checked}`);
  }
  return s;
}

/**
 * Walks the wizard with the mouse. `steps` is the expected sequence of [key, value]; a null value
 * keeps an answer already given, else chooses the first (nothing is pre-checked). Returns the
 * state seen at each step.
 */
export async function walkWizardByMouse(page, steps) {
  const seen = [];
  let most = Infinity;
  for (const [i, [key, value]] of steps.entries()) {
    const s = await waitForStep(page, key);
    // "Question 2 of at most 11", then "Question 3 of 5": the position moves on by one and the
    // count never rises.
    const m = s.progress.match(new RegExp(`^Question ${i + 1} of (?:at most )?(\\d+)$`));
    assert.ok(m, `progress on step "${key}": ${s.progress}`);
    assert.ok(Number(m[1]) <= most, `the count rose from ${most} to ${m[1]} on step "${key}"`);
    most = Number(m[1]);
    if (key === "hours") {
      // The hours, or [hours, presets…]: then the presets under them ("people=4") too.
      const [hours, ...sets] = Array.isArray(value) ? value : [value];
      if (hours !== null || !(await page.locator("#answer-hours").inputValue())) {
        await page.locator("#answer-hours").fill(String(hours ?? 10));
      }
      for (const set of sets) {
        await page.locator(`form.wizard button[data-set="${set}"]`).click();
        const [k, v] = set.split("=");
        await page.waitForFunction(([k, v]) => document.querySelector(`form.wizard input[name="${k}"]`)?.value === v, [k, v]);
      }
    } else if (key === "requests" || key === "traintokens") {
      // A step of numbers: its presets, by what each sets ("intokens=2000&outtokens=500").
      for (const set of value) {
        await page.locator(`form.wizard button[data-set="${set}"]`).click();
        for (const pair of set.split("&")) {
          const [k, v] = pair.split("=");
          await page.waitForFunction(([k, v]) => document.querySelector(`form.wizard input[name="${k}"]`)?.value === v, [k, v]);
        }
      }
    } else if (value !== null || s.checked.length === 0) {
      const id = value === null || value === undefined
        ? await page.locator(`form.wizard input[name="${key}"]`).first().getAttribute("id")
        : `answer-${key}-${value}`;
      await page.locator(`label[for="${id}"]`).click();
      await page.waitForFunction((id) => document.getElementById(id)?.checked === true, id);
    }
    const after = await stepState(page);
    assert.equal(after.progress, s.progress, `choosing on "${key}" does not move the count`);
    const last = i === steps.length - 1;
    // Exact on the last step, unless it steers: where data may be processed and customer-managed
    // keys may still ask the hours GPUs of yours train ("of at most N + 1", and Next, since
    // another answer asks them).
    const steers = last && (key === "cmk" || key === "residency") && after.progress === `Question ${steps.length} of at most ${steps.length + 1}`;
    if (last) {
      assert.ok(after.progress === `Question ${steps.length} of ${steps.length}` || steers, `the last step's count: ${after.progress}`);
    }
    assert.equal(after.next.trim(), last && !steers ? "See the advice" : "Next", `submit button text on "${key}"`);
    seen.push(after);
    await page.locator("form.wizard [data-testid=next]").click();
  }
  await page.locator("[data-testid=recommendation]").waitFor();
  assert.equal(await page.locator("form.wizard").count(), 0, "the wizard is gone on the result");
  return seen;
}

// ---------------------------------------------------------------------------------------------
// Accessibility.

/**
 * Runs axe with the WCAG 2.1 A/AA rules and fails with a readable list of violations. axe-core
 * is put into the page once and run there, in every engine: AxeBuilder, which injects it again
 * into every frame and finishes each run in a second page, took about a second a call in
 * Firefox. A page with frames (which axe must enter one by one) still goes through AxeBuilder.
 */
export async function assertNoAxeViolations(page, label) {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const framed = ENGINE !== "webkit" && (await page.locator("iframe").count()) > 0;
  const results = framed ? await new AxeBuilder({ page }).withTags(tags).analyze() : await axeInPage(page, tags);
  const lines = results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      - ${n.target.join(" ")}\n        ${n.failureSummary?.replace(/\n/g, "\n        ")}`)
      .join("\n");
    return `  * [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n    ${v.helpUrl}\n${nodes}`;
  });
  assert.equal(results.violations.length, 0, `axe violations on ${label}:\n${lines.join("\n")}`);
  return results;
}

let axeSource;

/** Runs in the page: axe over the document with `tags`, its violations in a form that crosses any driver. */
const runAxe = (tags) =>
  window.axe.run(document, { runOnly: { type: "tag", values: tags } }).then((r) => ({
    violations: r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    })),
  }));

/** axe-core, put into the page's document unless it is there already, run with `tags`. */
async function axeInPage(page, tags) {
  axeSource ??= await readFile(join(dirname(fileURLToPath(import.meta.resolve("axe-core"))), "axe.min.js"), "utf8");
  if (ENGINE === "webkit") {
    const present = await page._exec("return typeof window.axe?.run === 'function';");
    return page._exec(`${present ? "" : axeSource}\n;return (${runAxe})(arguments[0]);`, [tags]);
  }
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(axeSource);
  return page.evaluate(runAxe, tags);
}
