// "Create it": the commands that create the chosen option, as `advise --snippets` prints them for
// the same link, copied with one button each; another option on demand; names given once, checked
// against the naming rules and kept out of the link.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { ADVISE, TEST_TIMEOUT, assertClean, ensureAdvise, readClipboard, useBrowserSuite } from "./helpers.mjs";

const QUERY =
  "v=1&stage=train&mode=script&data=large&gpu=single&spark=no&existing=none&where=cloud&preempt=ok&manage=own&hours=40&nodes=4&priority=lowpriority&vm=Standard_NC4as_T4_v3";

/** What `advise --snippets TOOL [--target SLUG] QUERY` prints. */
function snippets(tool, target) {
  const args = ["--snippets", tool, ...(target ? ["--target", target] : []), QUERY];
  return execFileSync(ADVISE, args, { encoding: "utf8" });
}

/** The code in each of the panel's copy fields, in order. */
function fields(page) {
  return page.locator("[data-testid=create] textarea").evaluateAll((all) => all.map((t) => t.value));
}

describe("create it", () => {
  const { open } = useBrowserSuite();

  /** The result for QUERY, with the clipboard allowed, and its "Create it" panel. */
  async function openPanel() {
    ensureAdvise();
    const s = await open(`?${QUERY}`);
    await s.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    return { s, page: s.page, panel: s.page.getByTestId("create") };
  }

  test("copies each snippet of the pick as the CLI prints it, for each tool", { timeout: TEST_TIMEOUT }, async () => {
    const { s, page, panel } = await openPanel();
    assert.equal(await page.locator("#create-target").inputValue(), "compute-cluster", "the pick is shown first");

    const cli = await fields(page);
    assert.equal(cli.length, 1);
    assert.ok(snippets("cli").endsWith(cli[0]), `the CLI's output ends with the page's commands:\n${cli[0]}`);
    assert.match(cli[0], /--size Standard_NC4as_T4_v3 --min-instances 0 --max-instances 4/);
    assert.match(cli[0], /--tier low_priority/);
    await panel.getByRole("button", { name: "Copy Azure CLI" }).click();
    await panel.getByText("Copied.").waitFor();
    assert.equal(await readClipboard(page), cli[0]);

    await page.selectOption("#create-tool", "yaml");
    await panel.getByRole("heading", { name: "cluster.yml" }).waitFor();
    const yaml = await fields(page);
    const printed = snippets("yaml");
    // The cluster, and the job that runs on it.
    assert.equal(yaml.length, 2);
    assert.ok(printed.includes(yaml[0]) && yaml[0].includes("max_instances: 4"), yaml[0]);
    assert.ok(printed.includes(yaml[1]) && yaml[1].includes("compute: azureml:"), yaml[1]);

    await page.selectOption("#create-tool", "python");
    await panel.getByRole("heading", { name: "Python SDK" }).waitFor();
    const python = await fields(page);
    assert.ok(snippets("python").endsWith(python[0]), python[0]);
    assert.match(python[0], /tier="low_priority"/);
    // Every snippet links the page it follows.
    assert.match(await panel.getByRole("link").first().getAttribute("href"), /^https:\/\/learn\.microsoft\.com\/azure\/machine-learning\//);
    assertClean(s);
  });

  test("shows another option on demand, with names given once and kept out of the link", { timeout: TEST_TIMEOUT }, async () => {
    const { s, page, panel } = await openPanel();

    // "Show how to create it" on an alternative moves the panel, and focus, to it.
    await page.getByRole("button", { name: "Show how to create it (Serverless compute)" }).click();
    await panel.getByText("Nothing to create: a job without compute").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.id), "create-target");
    assert.equal(await page.locator("#create-target").inputValue(), "serverless");
    assert.ok(snippets("cli", "serverless").endsWith((await fields(page))[0]));

    // Names given once serve every option; a name that breaks the rules says why and is not used.
    await page.fill("#name-group", "ml-rg");
    await page.locator("#name-group").press("Tab");
    await page.fill("#name-workspace", "ml-ws");
    await page.locator("#name-workspace").press("Tab");
    await page.waitForFunction(() => document.querySelector("[data-testid=create] textarea").value.includes("-g ml-rg -w ml-ws"));
    await page.selectOption("#create-target", "compute-cluster");
    await page.locator("#name-compute").waitFor();
    await page.fill("#name-compute", "9 lives");
    await page.locator("#name-compute").press("Tab");
    await page.locator("#name-compute-error").waitFor();
    assert.equal(await page.locator("#name-compute").getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator("#name-compute").inputValue(), "9 lives", "what was typed stays");
    let cli = (await fields(page))[0];
    assert.match(cli, /--name train-cluster /, "the commands keep the last valid name");
    assert.match(cli, /-g ml-rg -w ml-ws/);
    await page.fill("#name-compute", "gpu-train");
    await page.locator("#name-compute").press("Tab");
    await page.waitForFunction(() => document.querySelector("[data-testid=create] textarea").value.includes("--name gpu-train "));
    assert.equal(await page.locator("#name-compute-error").count(), 0);

    // The names are the person's: not in the address, but in the Markdown they copy.
    assert.ok(!page.url().includes("ml-rg") && !page.url().includes("gpu-train"), page.url());
    await page.getByRole("button", { name: "Copy as Markdown" }).click();
    await page.locator("#export-markdown-status").getByText("Copied.").waitFor();
    const markdown = await readClipboard(page);
    assert.ok(markdown.includes("## Create it") && markdown.includes("--name gpu-train") && markdown.includes("-g ml-rg -w ml-ws"), markdown);
    assertClean(s);
  });

  test("the tool chosen travels in the link and a link restores it, names left out", { timeout: TEST_TIMEOUT }, async () => {
    const { s, page, panel } = await openPanel();
    await page.fill("#name-group", "ml-rg");
    await page.locator("#name-group").press("Tab");
    await page.selectOption("#create-tool", "python");
    await page.waitForURL((u) => u.searchParams.get("tool") === "python");
    await panel.getByRole("heading", { name: "Python SDK" }).waitFor();
    assert.equal(await page.locator("[data-testid=share-link]").inputValue(), page.url(), "the share link carries it");
    assert.ok(!page.url().includes("ml-rg"), "names stay out of the link");
    const link = new URL(page.url()).search;
    assertClean(s);

    const again = await open(link);
    await again.page.getByTestId("create").getByRole("heading", { name: "Python SDK" }).waitFor();
    assert.equal(await again.page.locator("#create-tool").inputValue(), "python");
    assert.ok(snippets("python").endsWith((await fields(again.page))[0]));
    assertClean(again);

    const bad = await open(`?${QUERY}&tool=bash`);
    assert.match(await bad.page.getByTestId("notices").innerText(), /“bash” is not a valid value for tool; using the Azure CLI\./);
    assert.equal(await bad.page.locator("#create-tool").inputValue(), "cli");
    assertClean(bad);
  });
});
