// node tests/pyodide/runtime_linking.mjs DIR...: for each DIR (a copy of Pyodide's core files
// whose pyodide.asm.mjs calls globalThis.__linked once its dynamic linking is done, see
// tests/test_runtime_linking.py), loads Pyodide from it and prints one JSON line: the GOT's
// values by symbol and the name of the function in each slot of the table.
import { pathToFileURL } from "node:url";

for (const dir of process.argv.slice(2)) {
  let linked = null;
  globalThis.__linked = (GOT, table, mirror) => {
    const got = {};
    for (const [name, global] of Object.entries(GOT)) got[name] = global.value;
    const slots = [];
    let mirrored = 0;
    for (let i = 0; i < table.length; i += 1) {
      const func = table.get(i);
      slots.push(func ? func.name : null);
      if (mirror[i] !== undefined && mirror[i] !== func) throw new Error(`mirror differs at ${i}`);
      if (mirror[i] !== undefined) mirrored += 1;
    }
    linked = { got, slots, mirrored };
  };
  const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({ indexURL: `${dir}/` });
  const answer = pyodide.runPython("sum(range(10))");
  console.log(JSON.stringify({ dir, answer, ...linked }));
}
