// node tests/pyodide/runtime_linking.mjs DIR...: for each DIR (a copy of Pyodide's core files
// whose pyodide.asm.mjs calls globalThis.__linked once its dynamic linking is done, see
// tests/test_runtime_linking.py), loads Pyodide from it, runs a line of Python, and prints one
// JSON line: the GOT's values by symbol and what is in each slot of the table. Where the
// linking was put off (build.py's RUNTIME_DEFERRED: "pending" says it still is once Python has
// run), it is done first (linkNow), as the first request that needs it would. A GOT value kept
// aside (build.py's gotLazy: no entry made until a module imports the symbol) counts as the
// GOT's; each is then asked for as a module's import would (GOTHandler), and must come back as
// an entry with that value ("lazy": how many, "asked": whether each did). A slot holding the
// wrapper of a JavaScript function the runtime imports is named after that function's symbol
// (the wrappers' own names differ: one module for all of them, not one each).
import { pathToFileURL } from "node:url";

for (const dir of process.argv.slice(2)) {
  let linked = null;
  globalThis.__linked = (...args) => { linked = args; };
  const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({ indexURL: `${dir}/` });
  const answer = pyodide.runPython("sum(range(10))");
  const [GOT, table, mirror, lazy, handler, linkNow, pendingNow, imports] = linked;
  const pending = pendingNow ? pendingNow() : false;
  const empty = table.length - [...Array(table.length).keys()].filter((i) => table.get(i)).length;
  if (linkNow) linkNow();
  const got = {};
  for (const [name, global] of Object.entries(GOT)) got[name] = global.value;
  const kept = lazy ? [...lazy] : [];
  for (const [name, value] of kept) {
    if (name in got) throw new Error(`${name} is both in the GOT and kept aside`);
    got[name] = value;
  }
  const wrapped = {};
  for (const name of Object.keys(GOT)) {
    const func = imports[name];
    if (typeof func === "function" && !/^\d+$/.test(func.name)) wrapped[GOT[name].value] = name;
  }
  const asked = kept.every(([name, value]) => handler.get(new Set([name]), name).value === value
    && GOT[name].value === value && !lazy.has(name));
  const slots = [];
  let mirrored = 0;
  for (let i = 0; i < table.length; i += 1) {
    const func = table.get(i);
    slots.push(i in wrapped ? `wraps ${wrapped[i]}` : func ? func.name : null);
    if (mirror[i] !== undefined && mirror[i] !== func) throw new Error(`mirror differs at ${i}`);
    if (mirror[i] !== undefined) mirrored += 1;
  }
  console.log(JSON.stringify({ dir, answer, got, slots, mirrored, lazy: kept.length, asked,
                               pending, empty }));
}
