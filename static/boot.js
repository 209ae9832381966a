// Loads the WebAssembly app. An external file, so the page's Content-Security-Policy can forbid
// inline scripts. Tests wait for the TrunkApplicationStarted event.
import init from "./aml-compute-advisor.js";

init()
  .then(() => window.dispatchEvent(new CustomEvent("TrunkApplicationStarted")))
  .catch((err) => {
    const p = document.createElement("p");
    p.className = "page load-error";
    p.setAttribute("role", "alert");
    p.textContent = "The advisor could not start in this browser: " + err;
    document.body.appendChild(p);
  });
