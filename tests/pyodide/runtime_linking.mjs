// node tests/pyodide/runtime_linking.mjs DIR...: for each DIR (a copy of Pyodide's core files
// whose pyodide.asm.mjs calls globalThis.__linked once its dynamic linking is done, see
// tests/test_runtime_linking.py), loads Pyodide from it and prints one JSON line: the GOT's
// values by symbol and the name of the function in each slot of the table. A GOT value kept
// aside (build.py's gotLazy: no entry made until a module imports the symbol) counts as the
// GOT's; each is then asked for as a module's import would (GOTHandler), and must come back
// as an entry with that value ("lazy": how many, "asked": whether each did).
import { pathToFileURL } from "node:url";

for (const dir of process.argv.slice(2)) {
  let linked = null;
  globalThis.__linked = (GOT, table, mirror, lazy, handler) => {
    const got = {};
    for (const [name, global] of Object.entries(GOT)) got[name] = global.value;
    const kept = lazy ? [...lazy] : [];
    for (const [name, value] of kept) {
      if (name in got) throw new Error(`${name} is both in the GOT and kept aside`);
      got[name] = value;
    }
    const asked = kept.every(([name, value]) => handler.get(new Set([name]), name).value === value
      && GOT[name].value === value && !lazy.has(name));
    const slots = [];
    let mirrored = 0;
    for (let i = 0; i < table.length; i += 1) {
      const func = table.get(i);
      slots.push(func ? func.name : null);
      if (mirror[i] !== undefined && mirror[i] !== func) throw new Error(`mirror differs at ${i}`);
      if (mirror[i] !== undefined) mirrored += 1;
    }
    linked = { got, slots, mirrored, lazy: kept.length, asked };
  };
  const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({ indexURL: `${dir}/` });
  const answer = pyodide.runPython("sum(range(10))");
  console.log(JSON.stringify({ dir, answer, ...linked }));
}
