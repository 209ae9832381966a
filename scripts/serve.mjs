// Serves a directory on a free port of 127.0.0.1 as a static host serves it (brotli or gzip, the
// policy header unless --no-csp; tests/e2e/helpers.mjs) and prints its address; for
// scripts/lighthouse.sh, which stops it. Usage: node scripts/serve.mjs DIR [--no-csp]
import { resolve } from "node:path";
import { startServer } from "../tests/e2e/helpers.mjs";

const [dir, flag] = process.argv.slice(2);
const server = await startServer(resolve(dir), { csp: flag !== "--no-csp", compress: true });
console.log(server.url);
