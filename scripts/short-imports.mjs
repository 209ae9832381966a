// Release post-build step (scripts/minify-js.sh), before terser: gives the wasm's imports short
// names. wasm-bindgen names each import after its JS function plus a 16-digit hash
// (`__wbg_set_innerHTML_a9d3a267967b5117`), under the module `./aml-compute-advisor_bg.js`; the
// 120-odd names are written twice, in the wasm's import section and as keys of the glue's import
// object, and their hashes do not compress. This rewrites the import section with names `a`, `b`,
// ... `ab`, ... (module `w`) and renames the glue's keys to match: about 3.7 KB gzip off the
// page. The rest of the wasm is copied byte for byte. It fails the build when a name is not a key
// of the glue exactly once, so a change in the glue's shape cannot ship a page whose imports do
// not resolve.
//
// usage: node scripts/short-imports.mjs WASM JS
import { readFileSync, writeFileSync } from "node:fs";

const [wasmPath, jsPath] = process.argv.slice(2);
const wasm = readFileSync(wasmPath);
let glue = readFileSync(jsPath, "utf8");
const fail = (why) => {
  console.error(`short-imports: ${why}`);
  process.exit(1);
};

const uleb = (buf, at) => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
};
const toUleb = (v) => {
  const out = [];
  do {
    let b = v & 0x7f;
    v = Math.floor(v / 128);
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return Buffer.from(out);
};
const name = (s) => Buffer.concat([toUleb(Buffer.byteLength(s)), Buffer.from(s)]);
// a..z, A..Z, then two letters: valid JS identifiers that are never keywords.
const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const short = (i) => (i < 52 ? letters[i] : letters[Math.floor(i / 52) - 1] + letters[i % 52]);
const MODULE = "w";

// Find the import section (id 2).
let at = 8;
let section;
while (at < wasm.length) {
  const id = wasm[at];
  const [size, body] = uleb(wasm, at + 1);
  if (id === 2) section = { start: at, body, end: body + size };
  at = body + size;
}
if (!section) fail("the wasm has no import section");

let [count, p] = uleb(wasm, section.body);
const parts = [toUleb(count)];
const modules = new Set();
for (let i = 0; i < count; i++) {
  let len;
  [len, p] = uleb(wasm, p);
  const module = wasm.subarray(p, p + len).toString();
  p += len;
  [len, p] = uleb(wasm, p);
  const field = wasm.subarray(p, p + len).toString();
  p += len;
  // The descriptor: kind, then a type index (function), a table, memory or global type.
  const descStart = p;
  const kind = wasm[p++];
  if (kind === 0) [, p] = uleb(wasm, p);
  else if (kind === 1) {
    p++; // reference type
    const flags = wasm[p++];
    [, p] = uleb(wasm, p);
    if (flags & 1) [, p] = uleb(wasm, p);
  } else if (kind === 2) {
    const flags = wasm[p++];
    [, p] = uleb(wasm, p);
    if (flags & 1) [, p] = uleb(wasm, p);
  } else if (kind === 3) p += 2;
  else fail(`import ${field} has an unknown kind ${kind}`);
  const to = short(i);
  // A key of the glue's import object: `name: function(...)`.
  const key = new RegExp(`(?<=[{,\\s])${field}(?=\\s*:)`, "g");
  const found = glue.match(key)?.length ?? 0;
  if (found !== 1) fail(`the import ${field} is a key of the glue ${found} times, not once`);
  glue = glue.replace(key, to);
  modules.add(module);
  parts.push(name(MODULE), name(to), wasm.subarray(descStart, p));
}
if (p !== section.end) fail("the import section did not parse to its end");
for (const module of modules) {
  const key = JSON.stringify(module) + ":";
  if (glue.split(key).length !== 2) fail(`the module ${module} is not a key of the glue once`);
  glue = glue.replace(key, `${MODULE}:`);
}
if (modules.size !== 1) fail(`the imports come from ${modules.size} modules; the glue is written for one`);

const body = Buffer.concat(parts);
writeFileSync(
  wasmPath,
  Buffer.concat([wasm.subarray(0, section.start), Buffer.from([2]), toUleb(body.length), body, wasm.subarray(section.end)]),
);
writeFileSync(jsPath, glue);
console.log(`short-imports: ${count} imports renamed`);
