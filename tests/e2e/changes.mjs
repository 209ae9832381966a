// Random answer and usage changes on a result page, run inside the page: shared by the soak test
// (tests/e2e/soak.test.mjs) and `make bench` (scripts/bench-browser.mjs). Not a test file itself.

/**
 * Makes `n` changes chosen by a seeded generator among the result's fields (answers and usage,
 * numbers including ones the page must refuse) and its "Try it" buttons, each followed by one
 * task so that the update it causes has rendered. Returns the milliseconds each took, from the
 * change to the end of its update.
 *
 * The changes run in the page a hundred at a time, the generator's state carried from one call
 * to the next (the same seed makes the same changes however they are split): one script call
 * with all of them ran 45 s in WebKit on a quiet machine, and a WebDriver script call times out
 * at 60 s, which a busy machine passed.
 */
export async function randomChanges(page, n, seed) {
  const times = [];
  let state = seed >>> 0 || 1;
  for (let done = 0; done < n; done += CHUNK) {
    const r = await changesInPage(page, Math.min(CHUNK, n - done), state, done);
    times.push(...r.times);
    state = r.state;
  }
  return times;
}

const CHUNK = 100;

function changesInPage(page, n, state, first) {
  return page.evaluate(
    async ({ n, state, first }) => {
      let x = state;
      const rnd = () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 0) / 4294967296;
      };
      // One task later: Yew renders in a microtask, so the update is done by then.
      const task = () =>
        new Promise((ok) => {
          const c = new MessageChannel();
          c.port1.onmessage = () => ok();
          c.port2.postMessage(0);
        });
      const numbers = ["0", "1", "2", "4", "10", "40", "100", "168", "200", "-3", "12.5", "", "x"];
      const times = [];
      for (let i = 0; i < n; i++) {
        const root = document.querySelector("[data-testid=recommendation]");
        if (!root) throw new Error(`change ${first + i}: the result is gone`);
        const fields = [...root.querySelectorAll("select[data-key], input[data-key]")];
        const tries = [...root.querySelectorAll("[data-act^=try-]")];
        const k = Math.floor(rnd() * (fields.length + (tries.length ? 2 : 0)));
        performance.mark("change-start");
        if (k < fields.length) {
          const f = fields[k];
          if (f.tagName === "SELECT") f.selectedIndex = Math.floor(rnd() * f.options.length);
          else f.value = numbers[Math.floor(rnd() * numbers.length)];
          f.dispatchEvent(new Event("change", { bubbles: true }));
        } else {
          tries[Math.floor(rnd() * tries.length)].click();
        }
        await task();
        performance.mark("change-end");
        times.push(performance.measure("change", "change-start", "change-end").duration);
        performance.clearMarks();
        performance.clearMeasures();
      }
      return { times, state: x };
    },
    { n, state, first },
  );
}

/** The JS heap (after a garbage collection, where the browser exposes it) and the app's memory. */
export function memory(page) {
  return page.evaluate(() => {
    globalThis.gc?.();
    return { heap: performance.memory?.usedJSHeapSize ?? 0, wasm: window.amlAdvisorMemory?.buffer.byteLength ?? 0 };
  });
}

/** Median and 95th percentile of `xs`. */
export function percentiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95) };
}
