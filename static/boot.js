// Loads the WebAssembly app. An external file, so the page's Content-Security-Policy can forbid
// inline scripts. Tests wait for the TrunkApplicationStarted event.
//
// A classic script in <head>, so it runs before the first paint: it marks the page with classes
// the CSS reads ("js"; "result-link" when the address carries answers), so the static first step
// in index.html, or the placeholder for a result, shows from the first frame with nothing to
// swap. The app, loaded after that first frame, takes the static step's place
// (src/ui/static_step.rs).
(() => {
  // Written by `cargo run --bin firststep` from the question table: the keys of a link's answers.
  const answerKeys = /* firststep:keys */ ["stage", "serve", "mode", "data", "gpu", "spark", "existing", "where", "preempt", "manage", "hours"] /* /firststep:keys */;
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  root.classList.add("js");
  if (answerKeys.some((k) => query.has(k))) root.classList.add("result-link");
  // Inside a host's iframe (embed=1) the static step drops the header and footer, as the app does.
  if (query.get("embed") === "1") root.classList.add("embed");

  // The app loads once the first frame with the question is on screen, so its WebAssembly never
  // competes with that frame for the network or the main thread, and the question's paint counts
  // as the largest. A timer starts it anyway where no frame comes (a hidden tab, an off-screen
  // iframe).
  const painted = new Promise((ok) => {
    const afterFrame = () => {
      // The first contentful paint's entry is written once that frame is on screen. The end of
      // a frame's callbacks is not enough: the app could then replace the question between the
      // paint and its presentation, and that paint would not count as the largest one.
      const paint = window.PerformanceObserver?.supportedEntryTypes?.includes("paint");
      const check = () =>
        !paint || performance.getEntriesByName("first-contentful-paint").length
          ? setTimeout(ok)
          : requestAnimationFrame(check);
      requestAnimationFrame(check);
      setTimeout(ok, 250);
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFrame, { once: true });
    else afterFrame();
  });
  // Embedded, the host sizes its iframe from the static content before the app starts (the app
  // then posts the same message on every change).
  if (root.classList.contains("embed") && parent !== window)
    painted.then(() =>
      parent.postMessage({ type: "aml-advisor:height", height: Math.ceil(root.getBoundingClientRect().height) }, "*"),
    );
  // A notice at the top of the page, read out at once; `links` are [text, href, newTab] triples.
  const notice = (text, links) => {
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
    const main = document.querySelector("#static-page main") || document.querySelector("main");
    if (main) main.prepend(p);
    else document.body.prepend(p);
  };
  // Called by the app (src/ui/mod.rs, `morph`) after each render of a wizard step or the result:
  // brings `el`'s children to `html` by walking the old and the new trees side by side, changing
  // only what differs. Kept elements keep focus, and an opened <details> stays open; the browser
  // restyles and lays out only what changed.
  const sync = (old, next) => {
    const nodes = [...next.childNodes];
    nodes.forEach((n, i) => {
      const o = old.childNodes[i];
      if (!o) old.append(n);
      else if (o.nodeName !== n.nodeName) o.replaceWith(n);
      else if (o.nodeType !== 1) {
        if (o.nodeValue !== n.nodeValue) o.nodeValue = n.nodeValue;
      } else if (!o.isEqualNode(n)) {
        for (const { name } of [...o.attributes]) if (name !== "open" && !n.hasAttribute(name)) o.removeAttribute(name);
        for (const { name, value } of n.attributes) if (o.getAttribute(name) !== value) o.setAttribute(name, value);
        sync(o, n);
      }
    });
    while (old.childNodes.length > nodes.length) old.lastChild.remove();
  };
  window.amlAdvisorMorph = (el, html) => {
    if (el.amlMarkup === html) return;
    el.amlMarkup = html;
    const t = document.createElement("template");
    t.innerHTML = html;
    sync(el, t.content);
    // A field a person has changed stops following its markup: set what the markup chose (a
    // radio button kept across steps would otherwise stay checked).
    for (const o of el.querySelectorAll("option[selected]")) o.selected = true;
    for (const i of el.querySelectorAll("input[value]")) if (i.value !== i.getAttribute("value")) i.value = i.getAttribute("value");
    for (const r of el.querySelectorAll("input[type=radio]")) r.checked = r.hasAttribute("checked");
  };
  // Called by the app's panic hook (src/ui/mod.rs): the app has stopped; say so, and offer a
  // fresh start (and, embedded, the full page).
  window.amlAdvisorStopped = () => {
    const full = new URL(location.href);
    full.searchParams.delete("embed");
    const links = [["Start over", location.pathname + (root.classList.contains("embed") ? "?embed=1" : ""), false]];
    if (root.classList.contains("embed")) links.push(["Open the full advisor", full.href, true]);
    notice("Something went wrong and the advisor stopped. Your answers are in the address bar.", links);
  };
  // The glue and the wasm download side by side (the glue would only ask for the wasm once run).
  const base = document.currentScript.src;
  painted
    .then(() => {
      const wasm = fetch(new URL("aml-compute-advisor_bg.wasm", base));
      wasm.catch(() => {}); // reported below, through the app's start, if the glue loads at all
      return import("./aml-compute-advisor.js").then((app) => app.default({ module_or_path: wasm }));
    })
    .then((wasm) => {
      // For `make bench`: when the first question is interactive, and the app's memory.
      performance.mark("aml-advisor:interactive");
      window.amlAdvisorMemory = wasm.memory;
      window.dispatchEvent(new CustomEvent("TrunkApplicationStarted"));
    })
    .catch((err) => {
      // The static step stays (not the result's placeholder), without its dead buttons.
      root.classList.remove("result-link");
      root.classList.add("no-advisor");
      notice("The advisor could not start in this browser: it needs JavaScript and WebAssembly. (" + err + ")", []);
    });
})();
