// WebKit for the end-to-end suite. Playwright cannot drive a stock WebKit (its WebKit protocol
// needs Playwright's patched build, which cannot be downloaded here), so WebKitGTK is driven over
// classic WebDriver (WebKitWebDriver + MiniBrowser, on a private Xvfb display), behind the small
// part of Playwright's Browser / BrowserContext / Page / Locator API that the suite uses. A test
// that calls something this file does not have fails with a message naming it, never silently.
//
// What differs from Playwright, and how it is made up for:
// - No console channel (WebKitWebDriver has neither BiDi nor a log endpoint): the test server
//   injects `/__e2e/init.js` into every HTML page, a script that records console.error, uncaught
//   errors, rejections and CSP violations into `window.__e2eLog`, which this file drains after
//   every command and hands to `page.on("console" | "pageerror")` listeners. The same script
//   runs the context's `addInitScript` functions: each session's MiniBrowser sends a user agent
//   that ends in "e2e-session/<n>", and the server knows whose scripts to send by the context
//   that session serves.
// - One WebDriver session per context at a time, each with its own driver process (a driver
//   takes one session at a time); the dark theme is chosen when MiniBrowser starts (GTK_THEME).
//   A closed context's session goes back to the browser, its page left for about:blank and its
//   other windows closed, and the next context with the same theme and arguments takes it:
//   starting a driver and a MiniBrowser costs about a second of both cores, and the page keeps
//   nothing between documents (no cookies, no storage; every response is `no-store`).
// - Sessions use the "none" page-load strategy: WebKitGTK often never reports a page as loaded
//   (its DOM complete and the app started), and every command after a navigation then waited
//   out the page-load timeout. `goto` and `reload` wait instead until the document they left has
//   been replaced and the new one is parsed, not for every subresource (a request a test holds
//   back on purpose never ends).
// - Screenshots wait for two painted frames first (a WebKitGTK screenshot taken right after a
//   DOM change can come back white).
// - Request routing is done by the test server (`routeDecision`), by the same user agent.
// - No downloads, PDF, frames or CDP: those throw.

import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, writeFileSync } from "node:fs";

const DRIVER = process.env.WEBKIT_DRIVER ?? "WebKitWebDriver";
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ??
  ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"].find((p) => existsSync(p)) ??
  "MiniBrowser";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** Resolves once `arguments[0]` has the same box in two animation frames in a row (a second at most). */
const STABLE = `const el = arguments[0];
  return new Promise((ok) => {
    const t0 = performance.now();
    let last = "";
    const frame = () => {
      const r = el.getBoundingClientRect();
      const box = [r.x, r.y, r.width, r.height].join();
      if (box === last || performance.now() - t0 > 1000) return ok(null);
      last = box;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });`;

/** Scripts registered by `addInitScript`, by context id (read by the test server). */
const initScripts = new Map();
/** Routes registered by `route`, by context id: [regex, handler], newest first. */
const routes = new Map();
/** `on("request")` listeners, by context id. */
const requestListeners = new Map();

/** Tells a context's request listeners of a request the test server received from it. */
export function requestSeen(userAgent, url, method) {
  const id = contextOf(userAgent);
  for (const f of (id && requestListeners.get(id)) || []) f({ url: () => url, method: () => method });
}

/** The context each session serves now, by session number (sessions are reused: see `Browser`). */
const sessionContexts = new Map();

/**
 * The context a request comes from: its browser's user agent ends in "e2e-session/<n>", and
 * session n serves one context at a time.
 */
const contextOf = (userAgent = "") => sessionContexts.get(/ e2e-session\/(\d+)$/.exec(userAgent)?.[1]);

function globToRegex(glob) {
  if (glob instanceof RegExp) return glob;
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (c === "*") re += "[^/]*";
    else re += c.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/**
 * Playwright's request routing, done by the test server: a request from a context (known by its
 * user agent) whose URL matches one of its routes waits for the handler's `continue`, `abort` or
 * `fulfill`. Resolves to "continue", "abort" or { status, body, contentType }.
 */
export async function routeDecision(userAgent, url) {
  const id = contextOf(userAgent);
  const match = (id && routes.get(id)?.find(([re]) => re.test(url))) || null;
  if (!match) return "continue";
  return new Promise((decide) => {
    const route = {
      request: () => ({ url: () => url }),
      continue: async () => decide("continue"),
      fallback: async () => decide("continue"),
      abort: async () => decide("abort"),
      fulfill: async ({ status = 200, body = "", contentType = "text/plain" } = {}) => decide({ status, body, contentType }),
    };
    Promise.resolve(match[1](route, route.request())).catch(() => decide("abort"));
  });
}

/** What the test server puts into every HTML page, after `<head>` (WebKit only). */
export const INJECT = '<script src="/__e2e/init.js"></script>';

/** The body of `/__e2e/init.js` for the request's context: the recorder, then the context's scripts. */
export function initScriptFor(userAgent = "") {
  const id = contextOf(userAgent);
  const extra = (id && initScripts.get(id)) || [];
  return `${RECORDER}\n${extra.join("\n")}\n`;
}

// Runs before any page script. Errors are kept as text, in order.
const RECORDER = `(() => {
  const log = (window.__e2eLog = []);
  const text = (a) => (a instanceof Error ? (a.stack || a.message) : typeof a === "string" ? a : (() => { try { return JSON.stringify(a); } catch { return String(a); } })());
  const error = console.error.bind(console);
  console.error = (...args) => { log.push(["console", "error", args.map(text).join(" ")]); error(...args); };
  const warn = console.warn.bind(console);
  console.warn = (...args) => { log.push(["console", "warning", args.map(text).join(" ")]); warn(...args); };
  window.addEventListener("error", (e) => log.push(["pageerror", "error", e.message + (e.error && e.error.stack ? "\\n" + e.error.stack : "")]));
  window.addEventListener("unhandledrejection", (e) => log.push(["pageerror", "error", "unhandled rejection: " + text(e.reason)]));
})();`;

// ---------------------------------------------------------------------------------------------
// Processes: one Xvfb for the browser, one driver per context.

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

function startXvfb() {
  return new Promise((ok, fail) => {
    let proc;
    try {
      proc = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1400x24", "-nolisten", "tcp"], {
        stdio: ["ignore", "ignore", "pipe", "pipe"],
      });
    } catch (e) {
      fail(e);
      return;
    }
    let out = "";
    let err = "";
    proc.stderr.on("data", (d) => (err += d));
    proc.once("error", (e) => fail(new Error(`Xvfb could not start (${e.message}); run scripts/setup-test-tools.sh`)));
    proc.once("exit", (code) => fail(new Error(`Xvfb exited with ${code}: ${err.trim()}`)));
    proc.stdio[3].on("data", (d) => {
      out += d;
      if (out.includes("\n")) ok({ display: `:${out.trim()}`, proc });
    });
  });
}

async function request(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.value?.error) {
    const v = json.value ?? {};
    const e = new Error(`WebDriver ${method} ${path}: ${v.error ?? res.status}: ${v.message ?? ""}`.trim());
    e.webdriver = v.error;
    throw e;
  }
  return json.value;
}

async function startDriver(display, { dark }) {
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display };
  if (dark) env.GTK_THEME = "Adwaita:dark";
  else delete env.GTK_THEME;
  let proc;
  let err = "";
  try {
    proc = spawn(DRIVER, [`--port=${port}`, "--host=127.0.0.1"], { env, stdio: ["ignore", "ignore", "pipe"] });
  } catch (e) {
    throw new Error(`WebKit cannot start: ${DRIVER}: ${e.message}; run scripts/setup-test-tools.sh`);
  }
  proc.stderr.on("data", (d) => (err += d));
  const failed = new Promise((_, fail) => {
    proc.once("error", (e) => fail(new Error(`WebKit cannot start: ${DRIVER}: ${e.message}; run scripts/setup-test-tools.sh`)));
    proc.once("exit", (code) => fail(new Error(`WebKit cannot start: ${DRIVER} exited with ${code}: ${err.trim()}`)));
  });
  failed.catch(() => {});
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await Promise.race([
      fetch(`${base}/status`).then((r) => r.ok, () => false),
      failed,
    ]);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`WebKit cannot start: ${DRIVER} did not answer on ${base}: ${err.trim()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base, proc };
}

// ---------------------------------------------------------------------------------------------
// Playwright's key names as WebDriver key codes.

const KEYS = {
  Enter: "\uE007",
  Tab: "\uE004",
  Space: " ",
  " ": " ",
  Backspace: "\uE003",
  Delete: "\uE017",
  Escape: "\uE00C",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Home: "\uE011",
  End: "\uE010",
  PageUp: "\uE00E",
  PageDown: "\uE00F",
  Shift: "\uE008",
  Control: "\uE009",
  Alt: "\uE00A",
  Meta: "\uE03D",
  ControlOrMeta: "\uE009",
};

function keyActions(combo) {
  const parts = combo === "+" ? ["+"] : combo.split("+");
  const codes = parts.map((p) => {
    const k = KEYS[p] ?? (p.length === 1 ? p : null);
    if (k === null) throw new Error(`WebKit adapter: unknown key "${p}"`);
    return k;
  });
  return [...codes.map((value) => ({ type: "keyDown", value })), ...codes.reverse().map((value) => ({ type: "keyUp", value }))];
}

// ---------------------------------------------------------------------------------------------
// Locators: a chain of steps, resolved in the page by one function.

// Resolves `steps` (from the document, or from `scope`) to the matching elements, in order.
const RESOLVE = String.raw`function __resolve(steps, scope) {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const visible = (el) => !!(el.getClientRects().length && getComputedStyle(el).visibility !== "hidden");
  const ROLES = {
    button: 'button,[role=button],input[type=button],input[type=submit],input[type=reset]',
    link: 'a[href],[role=link]',
    radio: 'input[type=radio],[role=radio]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=url],input[type=search],input[type=tel],textarea,[role=textbox]',
    spinbutton: 'input[type=number],[role=spinbutton]',
    combobox: 'select:not([multiple]):not([size]),[role=combobox]',
    alert: '[role=alert]',
    status: '[role=status],output',
    group: 'fieldset,details,[role=group]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    table: 'table,[role=table]',
    grid: '[role=grid]',
    img: 'img[alt]:not([alt=""]),[role=img]',
    navigation: 'nav,[role=navigation]',
    main: 'main,[role=main]',
    list: 'ul,ol,[role=list]',
    listitem: 'li,[role=listitem]',
    option: 'option,[role=option]',
    tab: '[role=tab]',
    dialog: 'dialog,[role=dialog]',
  };
  const hiddenFromA11y = (el) => {
    for (let e = el; e; e = e.parentElement) {
      if (e.getAttribute && e.getAttribute("aria-hidden") === "true") return true;
      if (e.hidden) return true;
    }
    return !el.getClientRects().length && !(el instanceof HTMLInputElement && el.labels && [...el.labels].some(visible));
  };
  const name = (el) => {
    const by = el.getAttribute("aria-labelledby");
    if (by) return norm(by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" "));
    const label = el.getAttribute("aria-label");
    if (label) return norm(label);
    if (el.labels && el.labels.length) return norm([...el.labels].map((l) => l.textContent).join(" "));
    if (el.tagName === "IMG") return norm(el.getAttribute("alt"));
    if (el.tagName === "INPUT" && /^(submit|button|reset)$/.test(el.type)) return norm(el.value);
    if (el.tagName === "FIELDSET") return norm(el.querySelector("legend")?.textContent);
    const text = norm(el.textContent);
    return text || norm(el.getAttribute("title"));
  };
  const matches = (got, want, exact) => {
    if (want === undefined || want === null) return true;
    if (want.re !== undefined) return new RegExp(want.re, want.flags).test(got);
    return exact ? got === want : got.toLowerCase().includes(String(want).toLowerCase());
  };
  let set = [scope || document];
  for (const s of steps) {
    if (s.css !== undefined) {
      const out = [];
      for (const root of set) for (const el of root.querySelectorAll(s.css)) if (!out.includes(el)) out.push(el);
      set = out;
    } else if (s.role !== undefined) {
      const sel = ROLES[s.role];
      if (!sel) throw new Error("WebKit adapter: role " + s.role + " is not known");
      const out = [];
      for (const root of set)
        for (const el of root.querySelectorAll(sel)) {
          if (out.includes(el) || hiddenFromA11y(el)) continue;
          if (s.level && !(el.tagName === "H" + s.level || el.getAttribute("aria-level") === String(s.level))) continue;
          if (s.checked !== undefined && el.checked !== s.checked) continue;
          if (!matches(name(el), s.name, s.exact)) continue;
          out.push(el);
        }
      set = out;
    } else if (s.text !== undefined) {
      const out = [];
      for (const root of set) {
        // (As Playwright's, a text search inside an element can match that element itself.)
        const all = [...(root === document ? [] : [root]), ...root.querySelectorAll("*")].filter((el) => !/^(SCRIPT|STYLE|TEMPLATE|HEAD|TITLE)$/.test(el.tagName));
        const hits = all.filter((el) => matches(norm(el.textContent), s.text, s.exact));
        // The innermost elements whose text matches, as Playwright's getByText.
        for (const el of hits) if (!hits.some((o) => o !== el && el.contains(o)) && !out.includes(el)) out.push(el);
      }
      set = out;
    } else if (s.hasText !== undefined) {
      set = set.filter((el) => matches(norm(el.textContent), s.hasText, false));
    } else if (s.hasNotText !== undefined) {
      set = set.filter((el) => !matches(norm(el.textContent), s.hasNotText, false));
    } else if (s.nth !== undefined) {
      const el = s.nth < 0 ? set[set.length + s.nth] : set[s.nth];
      set = el ? [el] : [];
    }
  }
  return set.filter((el) => el !== document);
}`;

function textSpec(v) {
  return v instanceof RegExp ? { re: v.source, flags: v.flags } : v;
}

class Locator {
  constructor(page, steps, frames = []) {
    this.page = page;
    this.steps = steps;
    this.frames = frames;
  }
  #with(step) {
    return new Locator(this.page, [...this.steps, step], this.frames);
  }
  locator(css) {
    return this.#with({ css });
  }
  getByTestId(id) {
    return this.#with({ css: `[data-testid="${id}"]` });
  }
  getByRole(role, { name, exact = false, level, checked } = {}) {
    return this.#with({ role, name: textSpec(name), exact, level, checked });
  }
  getByText(text, { exact = false } = {}) {
    return this.#with({ text: textSpec(text), exact });
  }
  frameLocator(css) {
    return new FrameLocator(this.page, [...this.frames, [...this.steps, { css }]]);
  }
  getByLabel() {
    throw new Error("WebKit adapter: getByLabel is not implemented");
  }
  filter({ hasText, hasNotText } = {}) {
    let l = this;
    if (hasText !== undefined) l = l.#with({ hasText: textSpec(hasText) });
    if (hasNotText !== undefined) l = l.#with({ hasNotText: textSpec(hasNotText) });
    return l;
  }
  first() {
    return this.#with({ nth: 0 });
  }
  last() {
    return this.#with({ nth: -1 });
  }
  nth(n) {
    return this.#with({ nth: n });
  }

  /** Runs `fn(elements, arg)` in the page (in the locator's frame). */
  async #run(fn, arg) {
    return this.page._inFrames(this.frames, () =>
      this.page._exec(`${RESOLVE}; const els = __resolve(arguments[0]); return (${fn})(els, arguments[1]);`, [this.steps, arg]),
    );
  }
  /** The first matching element as a WebDriver reference, waiting for it to be attached. */
  async #element(timeout) {
    await this.waitFor({ state: "attached", timeout });
    const ref = await this.#run((els) => els[0] ?? null);
    if (!ref) throw new Error(`WebKit adapter: no element for ${JSON.stringify(this.steps)}`);
    return ref[ELEMENT];
  }

  async count() {
    return this.#run((els) => els.length);
  }
  async all() {
    const n = await this.count();
    return Array.from({ length: n }, (_, i) => this.nth(i));
  }
  async waitFor({ state = "visible", timeout } = {}) {
    const limit = timeout ?? this.page._timeout;
    const deadline = Date.now() + limit;
    for (;;) {
      const ok = await this.#run((els, state) => {
        const vis = (el) => !!(el.getClientRects().length && getComputedStyle(el).visibility !== "hidden");
        if (state === "attached") return els.length > 0;
        if (state === "detached") return els.length === 0;
        if (state === "hidden") return !els.length || !vis(els[0]);
        return els.length > 0 && vis(els[0]);
      }, state);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`locator.waitFor: timeout ${limit}ms waiting for ${JSON.stringify(this.steps)} to be ${state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** The first element, waited for, then `act(id)` in the locator's frame. */
  async #act(act, timeout) {
    await this.waitFor({ timeout });
    await this.page._inFrames(this.frames, async () => {
      const ref = await this.page._exec(`${RESOLVE}; return __resolve(arguments[0])[0] || null;`, [this.steps]);
      if (!ref) throw new Error(`WebKit adapter: no element for ${JSON.stringify(this.steps)}`);
      await act(ref[ELEMENT]);
      await this.page._drain();
    });
  }
  /**
   * As Playwright's click: the element first holds still (the same box in two animation frames
   * running, up to a second), then WebDriver clicks its centre. Without the wait, a button moving
   * as the page lays out after an update (a list settling, a frame resizing) could be clicked
   * where it was a frame before, and the click was lost.
   */
  async click({ timeout } = {}) {
    await this.#act(async (id) => {
      await this.page._exec(STABLE, [{ [ELEMENT]: id }]);
      await this.page._cmd("POST", `/element/${id}/click`, {});
    }, timeout);
  }
  async focus() {
    await this.#act((id) => this.page._exec("arguments[0].focus()", [{ [ELEMENT]: id }]));
  }
  /** As a person does: select all, delete, type (WebDriver's element clear fires `change` at once). */
  async fill(value) {
    await this.#act(async (id) => {
      await this.page._exec("arguments[0].focus();", [{ [ELEMENT]: id }]);
      const acts = [...keyActions("Control+a"), ...keyActions("Backspace")];
      for (const ch of String(value)) acts.push({ type: "keyDown", value: ch }, { type: "keyUp", value: ch });
      await this.page._actions(acts);
    });
  }
  async type(text) {
    await this.#act(async (id) => {
      await this.page._exec("arguments[0].focus()", [{ [ELEMENT]: id }]);
      await this.page.keyboard.type(text);
    });
  }
  async pressSequentially(text) {
    return this.type(text);
  }
  async press(key) {
    await this.#act(async (id) => {
      await this.page._exec("arguments[0].focus()", [{ [ELEMENT]: id }]);
      await this.page._actions(keyActions(key));
    });
  }
  async check() {
    if (!(await this.isChecked())) await this.click();
  }
  async selectOption(value) {
    await this.waitFor();
    const values = Array.isArray(value) ? value : [value];
    return this.#run((els, values) => {
      const sel = els[0];
      for (const o of sel.options) o.selected = values.includes(o.value) || values.includes(o.label);
      sel.dispatchEvent(new Event("input", { bubbles: true }));
      sel.dispatchEvent(new Event("change", { bubbles: true }));
      return [...sel.selectedOptions].map((o) => o.value);
    }, values);
  }
  async dispatchEvent(type) {
    await this.#element();
    await this.#run((els, type) => els[0].dispatchEvent(new Event(type, { bubbles: true })), type);
  }
  async getAttribute(name) {
    await this.#element();
    return this.#run((els, name) => els[0].getAttribute(name), name);
  }
  async inputValue() {
    await this.#element();
    return this.#run((els) => els[0].value);
  }
  async textContent() {
    await this.#element();
    return this.#run((els) => els[0].textContent);
  }
  async innerText() {
    await this.#element();
    return this.#run((els) => els[0].innerText);
  }
  async allInnerTexts() {
    return this.#run((els) => Array.from(els, (e) => e.innerText));
  }
  async allTextContents() {
    return this.#run((els) => Array.from(els, (e) => e.textContent));
  }
  async isVisible() {
    return this.#run((els) => !!(els[0] && els[0].getClientRects().length && getComputedStyle(els[0]).visibility !== "hidden"));
  }
  async isChecked() {
    await this.#element();
    return this.#run((els) => els[0].checked === true || els[0].getAttribute("aria-checked") === "true");
  }
  async isDisabled() {
    await this.#element();
    return this.#run((els) => els[0].disabled === true);
  }
  async isEnabled() {
    return !(await this.isDisabled());
  }
  async boundingBox() {
    await this.#element();
    return this.#run((els) => {
      const r = els[0].getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
  }
  async evaluate(fn, arg) {
    await this.#element();
    return this.#run(`(els, arg) => (${fn})(els[0], arg)`, arg);
  }
  async evaluateAll(fn, arg) {
    return this.#run(fn, arg);
  }
  async screenshot() {
    throw new Error("WebKit adapter: element screenshots come back black in WebKitGTK; take a page screenshot");
  }
}

/** Playwright's frameLocator: locators inside an iframe (WebDriver switches into it per command). */
class FrameLocator {
  constructor(page, frames) {
    this.page = page;
    this.frames = frames;
  }
  locator(css) {
    return new Locator(this.page, [{ css }], this.frames);
  }
  getByTestId(id) {
    return this.locator(`[data-testid="${id}"]`);
  }
  getByRole(role, options) {
    return new Locator(this.page, [], this.frames).getByRole(role, options);
  }
  getByText(text, options) {
    return new Locator(this.page, [], this.frames).getByText(text, options);
  }
  frameLocator(css) {
    return new FrameLocator(this.page, [...this.frames, [{ css }]]);
  }
}

// ---------------------------------------------------------------------------------------------
// Page, context, browser.

class Page {
  constructor(context, base, session) {
    this._context = context;
    this._base = base;
    this._session = session;
    this._timeout = 30_000;
    this._listeners = { console: [], pageerror: [] };
    this._closed = false;
    this.keyboard = {
      press: (key) => this._actions(keyActions(key)),
      down: (key) => this._actions([{ type: "keyDown", value: KEYS[key] ?? key }]),
      up: (key) => this._actions([{ type: "keyUp", value: KEYS[key] ?? key }]),
      type: async (text) => {
        const acts = [];
        for (const ch of text) acts.push({ type: "keyDown", value: ch }, { type: "keyUp", value: ch });
        await this._actions(acts);
      },
      insertText: (text) => this.keyboard.type(text),
    };
  }
  _cmd(method, path, body) {
    return request(this._base, method, `/session/${this._session}${path}`, body);
  }
  /** Runs `fn` with WebDriver switched into the iframes (each a chain of steps), then back to the top. */
  async _inFrames(frames, fn) {
    if (!frames.length) return fn();
    try {
      for (const steps of frames) {
        const ref = await this._exec(`${RESOLVE}; return __resolve(arguments[0])[0] || null;`, [steps]);
        if (!ref) throw new Error(`WebKit adapter: no frame for ${JSON.stringify(steps)}`);
        await this._cmd("POST", "/frame", { id: ref });
      }
      return await fn();
    } finally {
      await this._cmd("POST", "/frame", { id: null });
    }
  }
  async _actions(actions) {
    await this._cmd("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    await this._drain();
  }
  /** Runs a script body with `args`, awaiting a promise it returns; drains the page's log. */
  async _exec(body, args = []) {
    const script = `const done = arguments[arguments.length - 1];
      const args = Array.prototype.slice.call(arguments, 0, -1);
      try {
        Promise.resolve((function () { ${body} }).apply(null, args)).then(
          (value) => done({ ok: true, value: value === undefined ? null : value, href: location.href, log: (window.__e2eLog || []).splice(0) }),
          (e) => done({ ok: false, error: String((e && e.stack) || e), href: location.href, log: (window.__e2eLog || []).splice(0) }));
      } catch (e) {
        done({ ok: false, error: String((e && e.stack) || e), href: location.href, log: (window.__e2eLog || []).splice(0) });
      }`;
    const r = await this._cmd("POST", "/execute/async", { script, args });
    this._emit(r.log);
    this._href = r.href;
    if (!r.ok) throw new Error(`page script failed: ${r.error}`);
    return r.value;
  }
  _emit(log = []) {
    for (const [kind, type, text] of log) {
      if (kind === "console") for (const f of this._listeners.console) f({ type: () => type, text: () => text });
      else for (const f of this._listeners.pageerror) f(Object.assign(new Error(text), { stack: text }));
    }
  }
  async _drain() {
    try {
      await this._exec("return null;");
    } catch {
      // A page in the middle of navigating has no log to give yet.
    }
  }
  on(event, fn) {
    // Requests are seen by the test server (a request the page's CSP stops never leaves the page,
    // and is reported as a violation instead).
    if (event === "request") return requestListeners.get(this._context._id).push(fn);
    if (!this._listeners[event]) throw new Error(`WebKit adapter: page.on("${event}") is not supported`);
    this._listeners[event].push(fn);
  }
  context() {
    return this._context;
  }
  setDefaultTimeout(ms) {
    this._timeout = ms;
  }
  async goto(url) {
    await this._drain();
    const sameDocument = await this._exec(
      "const to = new URL(arguments[0], location.href); window.__e2eLeaving = true;" +
        "return to.href.split('#')[0] === location.href.split('#')[0] && to.hash !== '';",
      [url],
    ).catch(() => false);
    await this._cmd("POST", "/url", { url });
    if (!sameDocument) await this.#loaded();
    await this._drain();
    // WebDriver gives no response; the headers are read from the same server, for the same URL.
    const res = await fetch(url).catch(() => null);
    const headers = {};
    res?.headers.forEach((v, k) => (headers[k] = v));
    return res && { status: () => res.status, headers: () => headers, ok: () => res.ok };
  }
  // WebDriver's Back and Forward wait for a page load, which a same-document entry (pushState)
  // never has in WebKit: the page's own history.back() then a wait for the address to change.
  async goBack() {
    await this.#traverse("history.back()");
  }
  async goForward() {
    await this.#traverse("history.forward()");
  }
  async #traverse(call) {
    const before = await this.currentUrl();
    await this._exec(`window.__e2eMoved = false;
      addEventListener("popstate", () => (window.__e2eMoved = true), { once: true });
      ${call}; return null;`);
    const deadline = Date.now() + this._timeout;
    const moved = async () =>
      (await this.currentUrl().catch(() => before)) !== before || (await this._exec("return window.__e2eMoved !== false;").catch(() => false));
    while (!(await moved())) {
      if (Date.now() > deadline) throw new Error(`${call}: the address stayed ${before}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    await this._drain();
  }
  async reload() {
    await this._drain();
    await this._exec("window.__e2eLeaving = true; return null;").catch(() => {});
    await this._cmd("POST", "/refresh", {});
    await this.#loaded();
    await this._drain();
  }
  /**
   * Waits until the document the page was leaving (marked `__e2eLeaving`) has been replaced and
   * the new one is parsed: sessions start with the "none" page-load strategy, since WebKitGTK
   * often never reports a page as loaded, which made every navigation wait out the page-load
   * timeout.
   */
  async #loaded() {
    const deadline = Date.now() + this._timeout;
    for (;;) {
      const ready = await this._exec("return window.__e2eLeaving !== true && document.readyState !== 'loading';").catch(() => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`page load: timeout ${this._timeout}ms, at ${this._href ?? "about:blank"}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  /** Synchronous, as Playwright's: the address the page had after the adapter's last command. */
  url() {
    return this._href ?? "about:blank";
  }
  async currentUrl() {
    this._href = await this._cmd("GET", "/url");
    return this._href;
  }
  async waitForURL(want, { timeout } = {}) {
    const limit = timeout ?? this._timeout;
    const deadline = Date.now() + limit;
    for (;;) {
      const url = await this.currentUrl();
      const ok = typeof want === "function" ? want(new URL(url)) : want instanceof RegExp ? want.test(url) : url === want;
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`page.waitForURL: timeout ${limit}ms, at ${url}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async evaluate(fn, arg) {
    if (typeof fn === "string") return this._exec(`return (${fn});`).catch(() => this._exec(`${fn};`));
    return this._exec(`return (${fn})(arguments[0]);`, [arg]);
  }
  async waitForFunction(fn, arg, { timeout } = {}) {
    const limit = timeout ?? this._timeout;
    const deadline = Date.now() + limit;
    for (;;) {
      const v = await this.evaluate(fn, arg);
      if (v) return v;
      if (Date.now() > deadline) throw new Error(`page.waitForFunction: timeout ${limit}ms exceeded: ${String(fn).slice(0, 120)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async waitForTimeout(ms) {
    await new Promise((r) => setTimeout(r, ms));
  }
  locator(css) {
    return new Locator(this, [{ css }]);
  }
  getByTestId(id) {
    return new Locator(this, [{ css: `[data-testid="${id}"]` }]);
  }
  fill(selector, value) {
    return this.locator(selector).fill(value);
  }
  click(selector) {
    return this.locator(selector).click();
  }
  selectOption(selector, value) {
    return this.locator(selector).selectOption(value);
  }
  focus(selector) {
    return this.locator(selector).focus();
  }
  $eval(selector, fn, arg) {
    return this.locator(selector).first().evaluate(fn, arg);
  }
  getByRole(role, options) {
    return new Locator(this, []).getByRole(role, options);
  }
  getByText(text, options) {
    return new Locator(this, []).getByText(text, options);
  }
  async content() {
    return this._exec("return document.documentElement.outerHTML;");
  }
  async title() {
    return this._cmd("GET", "/title");
  }
  /**
   * The viewport, set by resizing the window by the browser's own frame around it. A window
   * left taller than the display (a full-page screenshot's) can report a frame that would make
   * the size asked for negative, which WebKitWebDriver refuses: the viewport's own size is asked
   * for instead, and the next round corrects by the frame.
   */
  async setViewportSize({ width, height }) {
    for (let i = 0; i < 4; i++) {
      const rect = await this._cmd("GET", "/window/rect");
      const inner = await this._exec("return [window.innerWidth, window.innerHeight];");
      if (inner[0] === width && inner[1] === height) break;
      const w = rect.width + width - inner[0];
      const h = rect.height + height - inner[1];
      await this._cmd("POST", "/window/rect", { width: w > 0 ? w : width, height: h > 0 ? h : height });
    }
  }
  viewportSize() {
    return this._viewport ?? null;
  }
  async screenshot({ path, fullPage = false } = {}) {
    let restore = null;
    if (fullPage) {
      const [w, h, sh] = await this._exec("return [window.innerWidth, window.innerHeight, document.documentElement.scrollHeight];");
      if (sh > h) {
        restore = { width: w, height: h };
        await this.setViewportSize({ width: w, height: Math.min(sh, 8000) });
      }
    }
    await this._exec("return new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(null))));");
    const png = Buffer.from(await this._cmd("GET", "/screenshot"), "base64");
    if (restore) await this.setViewportSize(restore);
    if (path) writeFileSync(path, png);
    return png;
  }
  async addInitScript(fn, arg) {
    return this._context.addInitScript(fn, arg);
  }
  async emulateMedia() {
    throw new Error("WebKit adapter: emulateMedia is not supported over WebDriver");
  }
  async route(pattern, handler) {
    return this._context.route(pattern, handler);
  }
  async close() {
    if (this._closed) return;
    this._closed = true;
    await this._context.close();
  }
  frames() {
    throw new Error("WebKit adapter: frames are not supported");
  }
  frameLocator(css) {
    return new FrameLocator(this, [[{ css }]]);
  }
  waitForEvent(name) {
    throw new Error(`WebKit adapter: waitForEvent("${name}") is not supported`);
  }
}

let contextIds = 0;
let sessionIds = 0;

class Context {
  constructor(browser, { colorScheme = "light", viewport, javaScriptEnabled = true, permissions } = {}) {
    this._browser = browser;
    this._dark = colorScheme === "dark";
    // MiniBrowser's own setting: no page script runs, while WebDriver's scripts still do.
    this._args = javaScriptEnabled === false ? ["--enable-javascript-markup=false"] : [];
    this._viewport = viewport === undefined ? { width: 1280, height: 720 } : viewport;
    this._permissions = permissions ?? [];
    this._id = String(++contextIds);
    this._pages = [];
    this._listeners = { request: [] };
    initScripts.set(this._id, []);
    routes.set(this._id, []);
    requestListeners.set(this._id, []);
  }
  async newPage() {
    if (this._pages.length) throw new Error("WebKit adapter: one page per context");
    const session = await this._browser._session(this._dark, this._args);
    this._session = session;
    sessionContexts.set(session.tag, this._id);
    const page = new Page(this, session.base, session.id);
    // A window another context used is brought back to the front as a new window would be
    // (the last window mapped has the display's focus): iconified, then restored.
    if (session.used) {
      const rect = await page._cmd("GET", "/window/rect");
      await page._cmd("POST", "/window/minimize", {});
      await page._cmd("POST", "/window/rect", { width: rect.width, height: rect.height });
    }
    session.used = true;
    if (this._viewport) await page.setViewportSize(this._viewport).catch(() => {});
    page._viewport = this._viewport;
    this._pages.push(page);
    return page;
  }
  async addInitScript(fn, arg) {
    const src = typeof fn === "function" ? `(${fn})(${JSON.stringify(arg ?? null)});` : String(fn?.content ?? fn);
    initScripts.get(this._id).push(`try { ${src} } catch (e) { (window.__e2eLog || []).push(["pageerror", "error", String(e && e.stack || e)]); }`);
  }
  on(event, fn) {
    if (event === "request") return requestListeners.get(this._id).push(fn);
    throw new Error(`WebKit adapter: context.on("${event}") is not supported`);
  }
  async route(pattern, handler) {
    routes.get(this._id).unshift([globToRegex(pattern), handler]);
  }
  async grantPermissions(list) {
    this._permissions.push(...list);
  }
  /** What the page copied: the X clipboard of the browser's display (a page may not read it). */
  async readClipboard() {
    const { execFileSync } = await import("node:child_process");
    return execFileSync("xclip", ["-selection", "clipboard", "-o"], {
      env: { ...process.env, DISPLAY: this._browser._display },
      encoding: "utf8",
    });
  }
  async setOffline() {
    throw new Error("WebKit adapter: setOffline is not supported");
  }
  async newCDPSession() {
    throw new Error("WebKit adapter: CDP is Chromium's");
  }
  async close() {
    const pages = this._pages.splice(0);
    for (const p of pages) p._closed = true;
    const session = this._session;
    this._session = null;
    if (session) {
      if (sessionContexts.get(session.tag) === this._id) sessionContexts.delete(session.tag);
      await this._browser._release(session, pages.length > 0);
    }
    initScripts.delete(this._id);
    routes.delete(this._id);
    requestListeners.delete(this._id);
  }
}

class Browser {
  constructor(xvfb) {
    this._xvfb = xvfb;
    this._display = xvfb.display;
    this._contexts = [];
    /** Sessions no context uses, by theme and arguments, ready for the next context. */
    this._idle = new Map();
    this._sessions = new Set();
    this._ua = "";
  }
  /** A session with the theme and MiniBrowser arguments asked for: an idle one, or a new one. */
  async _session(dark, args) {
    const key = JSON.stringify([dark, args]);
    const idle = this._idle.get(key);
    if (idle?.length) return idle.pop();
    const { base, proc } = await startDriver(this._display, { dark });
    const tag = String(++sessionIds);
    let value;
    try {
      value = await request(base, "POST", "/session", {
        capabilities: {
          alwaysMatch: {
            browserName: "MiniBrowser",
            pageLoadStrategy: "none",
            "webkitgtk:browserOptions": {
              binary: MINIBROWSER,
              args: ["--automation", ...(this._ua ? [`--user-agent=${this._ua} e2e-session/${tag}`] : []), ...args],
            },
          },
        },
      });
    } catch (e) {
      proc.kill();
      throw new Error(`WebKit cannot start a session: ${e.message}`);
    }
    const session = { key, tag, base, proc, id: value.sessionId };
    this._sessions.add(session);
    // (With the "none" strategy no command waits for a load; the page-load timeout is a backstop.)
    await request(base, "POST", `/session/${session.id}/timeouts`, { script: 60_000, pageLoad: 10_000 }).catch(() => {});
    return session;
  }
  /**
   * A session a context is done with: its page left for about:blank, its other windows closed,
   * then kept for the next context; one that does not answer that is ended instead.
   */
  async _release(session, used) {
    const cmd = (method, path, body) => request(session.base, method, `/session/${session.id}${path}`, body);
    try {
      if (used) {
        const handles = await cmd("GET", "/window/handles");
        for (const h of handles.slice(1)) {
          await cmd("POST", "/window", { handle: h });
          await cmd("DELETE", "/window");
        }
        await cmd("POST", "/window", { handle: handles[0] });
        await cmd("POST", "/frame", { id: null });
        await cmd("POST", "/url", { url: "about:blank" });
        const deadline = Date.now() + 5_000;
        while ((await cmd("GET", "/url")) !== "about:blank") {
          if (Date.now() > deadline) throw new Error("the page did not leave");
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      if (this._closed) throw new Error("the browser is closing");
      const idle = this._idle.get(session.key) ?? [];
      idle.push(session);
      this._idle.set(session.key, idle);
    } catch {
      await this._end(session);
    }
  }
  async _end(session) {
    this._sessions.delete(session);
    await request(session.base, "DELETE", `/session/${session.id}`).catch(() => {});
    session.proc.kill();
  }
  isConnected() {
    return !this._closed;
  }
  async newContext(options) {
    const c = new Context(this, options);
    this._contexts.push(c);
    return c;
  }
  async newPage(options) {
    return (await this.newContext(options)).newPage();
  }
  version() {
    return "WebKitGTK";
  }
  async close() {
    this._closed = true;
    for (const c of this._contexts.splice(0)) await c.close();
    for (const session of [...this._sessions]) await this._end(session);
    this._idle.clear();
    this._xvfb.proc.kill();
  }
}

/** Starts Xvfb and checks that a WebKit session opens; fails with a clear message if not. */
export async function launchWebKit() {
  const xvfb = await startXvfb();
  const browser = new Browser(xvfb);
  try {
    const probe = await browser.newContext({ viewport: null });
    const page = await probe.newPage();
    // The engine's own user agent, which every session then sends with its number after it.
    browser._ua = (await page._exec("return navigator.userAgent;")).trim();
    // (The probe's session sends no number: it is not kept.)
    const session = probe._session;
    probe._session = null;
    await probe.close();
    await browser._end(session);
  } catch (e) {
    await browser.close();
    throw e;
  }
  return browser;
}
