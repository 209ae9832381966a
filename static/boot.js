// Loads the WebAssembly app. An external file, so the page's Content-Security-Policy can forbid
// inline scripts. Tests wait for the TrunkApplicationStarted event.
//
// A classic script in <head>, so it runs before the first paint: it marks the page with classes
// the CSS reads ("js"; "result-link" when the address carries answers), so the static first step
// in index.html, or the placeholder for a result, shows from the first frame with nothing to
// swap. The app starts as soon as it has loaded and the page is parsed, and takes the static
// step's place (src/ui/static_step.rs): before the first paint when it loads quickly.
(() => {
  // Written by `cargo run --bin firststep` from the question table: the keys of a link's answers.
  const answerKeys = /* firststep:keys */ ["stage", "model", "llm", "params", "serve", "traintokens", "epochs", "requests", "intokens", "outtokens", "dayhours", "days", "users", "userreq", "mode", "data", "gpu", "spark", "residency", "existing", "where", "network", "cmk", "preempt", "manage", "hours", "tokensin", "tokensout"] /* /firststep:keys */;
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  root.classList.add("js");
  // A plan's link numbers each workload's keys ("2.stage"): it opens on the plan, not the step.
  const keys = [...query.keys()].map((k) => k.replace(/^\d+\./, ""));
  if (answerKeys.some((k) => keys.includes(k))) root.classList.add("result-link");
  // Inside a host's iframe (embed=1) the static step drops the header and footer, as the app does.
  if (query.get("embed") === "1") root.classList.add("embed");

  // The page is parsed: the static step (or the placeholder) is all in the DOM. Fired when the
  // parser ends, before DOMContentLoaded and before the browser has had a chance to paint.
  const parsed = new Promise((ok) =>
    document.readyState === "loading" ? document.addEventListener("readystatechange", ok, { once: true }) : ok(),
  );
  // Embedded, the host sizes its iframe from the static content before the app starts (the app
  // then posts the same message on every change).
  if (root.classList.contains("embed") && parent !== window)
    parsed.then(() =>
      parent.postMessage({ type: "aml-advisor:height", height: Math.ceil(root.getBoundingClientRect().height) }, "*"),
    );
  // A notice at the top of `where`, read out at once; `links` are [text, href, newTab] triples.
  const notice = (text, links, where) => {
    const p = document.createElement("p");
    p.className = "notice load-error";
    p.setAttribute("role", "alert");
    p.textContent = text;
    for (const [label, href, newTab] of links) {
      const a = document.createElement("a");
      a.textContent = label;
      a.href = href;
      if (newTab) a.target = "_blank";
      p.append(" ", a);
    }
    where.prepend(p);
  };
  // Called by the app (src/ui/mod.rs, `morph`) after each render of a wizard step or the result:
  // brings `el`'s children to `html` by walking the old and the new trees side by side, changing
  // only what differs. Kept elements keep focus, and an opened <details> stays open while its
  // summary, which names its option, is the same; the browser restyles and lays out only what
  // changed.
  const sync = (old, next) => {
    const nodes = [...next.childNodes];
    nodes.forEach((n, i) => {
      const o = old.childNodes[i];
      if (!o) old.append(n);
      else if (o.nodeName !== n.nodeName) o.replaceWith(n);
      else if (o.nodeType !== 1) {
        if (o.nodeValue !== n.nodeValue) o.nodeValue = n.nodeValue;
      } else if (!o.isEqualNode(n)) {
        for (const { name } of [...o.attributes])
          if (!n.hasAttribute(name) && (name !== "open" || o.firstChild?.textContent !== n.firstChild?.textContent))
            o.removeAttribute(name);
        for (const { name, value } of n.attributes) if (o.getAttribute(name) !== value) o.setAttribute(name, value);
        sync(o, n);
      }
    });
    while (old.childNodes.length > nodes.length) old.lastChild.remove();
  };
  // For `make bench`: when a result's top pick is first in the page (a result link's first
  // screen, or the wizard's last answer).
  let topPick = false;
  window.amlAdvisorMorph = (el, html) => {
    if (el.amlMarkup === html) return;
    el.amlMarkup = html;
    const t = document.createElement("template");
    t.innerHTML = html;
    sync(el, t.content);
    if (!topPick && el.querySelector("[data-testid=top-pick]")) {
      topPick = true;
      performance.mark("aml-advisor:top-pick");
    }
    // A field a person has changed stops following its markup: set what the markup chose (a
    // radio button kept across steps would otherwise stay checked).
    for (const o of el.querySelectorAll("option[selected]")) o.selected = true;
    for (const i of el.querySelectorAll("input[value]")) if (i.value !== i.getAttribute("value")) i.value = i.getAttribute("value");
    for (const r of el.querySelectorAll("input[type=radio]")) r.checked = r.hasAttribute("checked");
  };
  // A press of Next in the static step before the app has started is kept, as its checked
  // answer is: the app reads `data-pressed` and goes on from there (src/ui/static_step.rs).
  // Meanwhile the step says so, where the person pressed.
  document.addEventListener("submit", (e) => {
    const form = e.target.closest("#static-page form");
    if (!form) return;
    e.preventDefault();
    form.dataset.pressed = "next";
    if (form.querySelector(".waiting")) return;
    const p = document.createElement("p");
    p.className = "hint waiting";
    p.setAttribute("role", "status");
    p.textContent = "Still loading: the advisor goes on from here as soon as it is ready.";
    form.querySelector(".actions").append(p);
  });
  // "Plan the whole project" pressed before the app has started is kept the same way: the app
  // reads `data-pressed` on the button and starts the plan on the first question.
  document.addEventListener("click", (e) => {
    const button = e.target.closest("#static-page [data-act=plan-start]");
    if (!button) return;
    button.dataset.pressed = "plan";
    const box = button.parentElement;
    if (box.querySelector(".waiting")) return;
    const p = document.createElement("p");
    p.className = "hint waiting";
    p.setAttribute("role", "status");
    p.textContent = "Still loading: the plan starts here as soon as the advisor is ready.";
    box.append(p);
  });
  // Called by the app's panic hook (src/ui/mod.rs): the app has stopped; say so, and offer a
  // fresh start (and, embedded, the full page).
  let stopped = false;
  window.amlAdvisorStopped = () => {
    stopped = true;
    const full = new URL(location.href);
    full.searchParams.delete("embed");
    const links = [["Start over", location.pathname + (root.classList.contains("embed") ? "?embed=1" : ""), false]];
    if (root.classList.contains("embed")) links.push(["Open the full advisor", full.href, true]);
    // In the app's main column; above everything while the static page is still there, since the
    // app, if it still draws, removes it.
    const main = !document.getElementById("static-page") && document.querySelector("main");
    notice("Something went wrong and the advisor stopped. Your answers are in the address bar.", links, main || document.body);
  };
  // Called by the app once its first screen is drawn and its listeners are attached. For
  // `make bench`: when the first question is interactive.
  window.amlAdvisorStarted = () => {
    performance.mark("aml-advisor:interactive");
    window.dispatchEvent(new CustomEvent("TrunkApplicationStarted"));
  };
  // The glue and the wasm download while the page parses (index.html preloads both), and the
  // wasm compiles as it arrives. The app starts as soon as both are ready and the page is parsed,
  // instantiated synchronously: when the network is quick, before the first paint, which is
  // then the app's; otherwise the static step shows until it is ready.
  const base = document.currentScript.src;
  const wasm = fetch(new URL("aml-compute-advisor_bg.wasm", base)).then((r) => {
    if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
    // Compiled from the stream where the host types it right; from the bytes where it does not.
    return r.headers.get("Content-Type") === "application/wasm"
      ? WebAssembly.compileStreaming(r)
      : r.arrayBuffer().then((b) => WebAssembly.compile(b));
  });
  const loaded = Promise.all([import("./aml-compute-advisor.js"), wasm]);
  loaded.catch(() => {}); // reported below, once the page is there to say it
  parsed
    .then(() => loaded)
    .then(([app, module]) => {
      // For `make bench`: the app's memory.
      window.amlAdvisorMemory = app.initSync({ module }).memory;
    })
    .catch((err) => {
      // The static step stays (not the result's placeholder), without its dead buttons.
      root.classList.remove("result-link");
      root.classList.add("no-advisor");
      // A panic as the app started has said so already.
      if (!stopped)
        notice(
          "The advisor could not start in this browser: it needs JavaScript and WebAssembly. (" + err + ")",
          [],
          document.querySelector("#static-page main") || document.body,
        );
    });
})();
