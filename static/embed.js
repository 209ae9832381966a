// One-line embed of the Azure ML compute advisor. On the host page:
//   <script src="https://example.org/advisor/embed.js" defer></script>
//   <div data-aml-advisor="stage=deploy&lock=stage"></div>
// Each such div gets an iframe of the advisor (the folder this script is served from), with the
// div's share-link keys as presets, embed=1 for the compact layout, and a title for screen
// readers. The advisor posts {type: "aml-advisor:height", height} whenever its content changes
// size; only messages from one of these iframes, from the advisor's origin, resize it. Where the
// browser sizes iframes to their content natively (frame-sizing), it does that too. No framework.
(() => {
  const script = document.currentScript;
  const base = new URL("./", script ? script.src : location.href);
  const frames = [];
  addEventListener("message", (e) => {
    const d = e.data;
    if (e.origin !== base.origin || !d || d.type !== "aml-advisor:height") return;
    const h = Math.ceil(Number(d.height));
    if (!(h > 0)) return;
    for (const f of frames) if (f.contentWindow === e.source) f.style.height = h + "px";
  });
  const mount = () => {
    for (const div of document.querySelectorAll("[data-aml-advisor]")) {
      if (div.querySelector("iframe")) continue;
      const presets = div.getAttribute("data-aml-advisor").replace(/^[?&]+/, "");
      const f = document.createElement("iframe");
      f.src = new URL("?" + (presets ? presets + "&" : "") + "embed=1", base).href;
      f.title = div.getAttribute("data-title") || "Azure ML compute advisor";
      f.allow = "clipboard-write";
      f.style.width = "100%";
      f.style.border = "0";
      f.style.height = "40rem";
      f.style.setProperty("frame-sizing", "content-height");
      frames.push(f);
      div.appendChild(f);
    }
  };
  if (document.readyState === "loading") addEventListener("DOMContentLoaded", mount);
  else mount();
})();
