// Loads the WebAssembly app. An external file, so the page's Content-Security-Policy can forbid
// inline scripts. Tests wait for the TrunkApplicationStarted event.
//
// A classic script in <head>, so it runs before the first paint: it marks the page with classes
// the CSS reads ("js"; "result-link" when the address carries answers), so the static first step
// in index.html, or the placeholder for a result, shows from the first frame with nothing to
// swap. It starts loading the app at once and mounts it when the document is parsed; the app
// takes the static step's place (src/ui/static_step.rs).
(() => {
  // Written by `cargo run --bin firststep` from the question table: the keys of a link's answers.
  const answerKeys = /* firststep:keys */ ["stage", "serve", "mode", "data", "gpu", "spark", "existing", "where", "preempt", "manage", "hours"] /* /firststep:keys */;
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  root.classList.add("js");
  if (answerKeys.some((k) => query.has(k))) root.classList.add("result-link");

  const parsed = new Promise((ok) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ok, { once: true });
    else ok();
  });
  Promise.all([import("./aml-compute-advisor.js"), parsed])
    .then(([app]) => app.default())
    .then(() => window.dispatchEvent(new CustomEvent("TrunkApplicationStarted")))
    .catch((err) => {
      // The static step stays (not the result's placeholder), without its dead buttons.
      root.classList.remove("result-link");
      root.classList.add("no-advisor");
      const p = document.createElement("p");
      p.className = "notice load-error";
      p.setAttribute("role", "alert");
      p.textContent =
        "The advisor could not start in this browser: it needs JavaScript and WebAssembly. (" + err + ")";
      const main = document.querySelector("#static-page main");
      if (main) main.prepend(p);
      else document.body.appendChild(p);
    });
})();
