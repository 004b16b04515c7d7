"""Build the static site into dist/ (and optionally serve it).

    python build.py                         # writes dist/
    python build.py serve [--port N]        # builds, then serves dist/ on 127.0.0.1
    python build.py serve --base /cassino/  # ... under a sub-path, as GitHub Pages does

dist/ holds the Pyodide core files (from node_modules/pyodide, installed with `npm ci` when
missing), the standard library precompiled to bytecode inside Pyodide on Node and trimmed to
the modules the site imports and split in two (`python_stdlib.pyc.zip`: what Python's start
imports; `python_stdlib_more.pyc.zip`: the rest; cached in .cache/stdlib/), our own `cassino`
wheel built from this repo, a pyodide-lock.json of our own listing it with its sha256
(Pyodide checks it), everything in web/ (web/table/ included, but not its lab page lab.*,
which reads the test fixtures), generated icons, docs/embedding.md as HTML, and
`sw.js`: the service worker, from web/sw.template.js, with the list of every file and a hash
of their content (its cache name, so a new build replaces the old cache). Nothing is fetched
from a CDN and every URL is relative, so the site works under any sub-path.
"""

from __future__ import annotations

import argparse
import ast
import base64
import datetime
import email.utils
import functools
import gzip
import hashlib
import html
import http.server
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
# esbuild (MIT, a devDependency: used at build time, never shipped) strips the comments and
# white space of web/'s scripts and style sheets in dist/; names are kept, web/ stays the source.
ESBUILD = ROOT / "node_modules" / "esbuild" / "bin" / "esbuild"
CACHE = ROOT / ".cache" / "wheels"
STDLIB_CACHE = ROOT / ".cache" / "stdlib"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_VERSION = "314.0.7"
PYODIDE_PYTHON = "3.14"
# Files loadPyodide needs from the npm package (the stock lock file is replaced by ours, the
# stock stdlib by its compiled copy).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"]
# pyodide.asm.mjs's dynamic linking, done at every start (a start from the snapshot too) once
# the WebAssembly is instantiated, made quicker at build time (runtime_script). NOT public API:
# Emscripten's generated code inside Pyodide 314.0.7's pyodide.asm.mjs, matched text for text;
# if any piece is not found exactly once (another Pyodide), the stock file is shipped as it is.
# The table and the GOT come out as the stock code makes them (the same slot for every
# function, in the same order: a snapshot's memory holds them).
# - reportUndefinedSymbols puts ~260 JS functions in the table: for each, addFunction first
#   tries wasmTable.set, which throws a TypeError, then makes a wrapper module. The TypeErrors
#   are made without a stack trace (Error.stackTraceLimit 0 meanwhile, restored after), and
#   the wrapper module is compiled once per signature (its bytes depend on nothing else),
#   then instantiated for each function.
# - setWasmTableEntry's mirror keeps the function it set, not wasmTable.get of it: the same
#   object (a function set in a table is got back as itself), without a table read for each
#   of the ~5,400 functions updateGOT adds.
# - mergeLibSymbols walks the ~8,560 exports' names (Object.keys), not an array and a closure
#   made for each export (Object.entries, setImport).
# - updateGOT finds each exported function's slot in one pass: a function not yet in the table
#   gets the next slot of one wasmTable.grow for all (~5,200 of them), not a grow of one each,
#   in the same order. And it makes a GOT entry (a WebAssembly.Global) only for a symbol a
#   module imports (the ~280 the runtime's own module does, then any a later module asks for):
#   the value of any other is kept in gotLazy and becomes its entry, with that value, when a
#   module imports the symbol (GOTHandler) — ~8,300 Globals not made, and ~8,300 fewer entries
#   for reportUndefinedSymbols to walk. Module.GOT holds only the entries made.
RUNTIME_LINKING = (
    ('var convertJsFunctionToWasm=(func,sig)=>{var bytes=',
     'var wrapperModules={};var convertJsFunctionToWasm=(func,sig)=>{var module=wrapperModules['
     'sig];if(module){return new WebAssembly.Instance(module,{e:{f:func}}).exports["f"]}var '
     'bytes='),
    ('var module=new WebAssembly.Module(bytes);var instance=new WebAssembly.Instance(module,{e:{'
     'f:func}});',
     'var module=wrapperModules[sig]=new WebAssembly.Module(bytes);var instance=new WebAssembly.'
     'Instance(module,{e:{f:func}});'),
    ('var reportUndefinedSymbols=()=>{for(var[symName,entry]of Object.entries(GOT)){',
     'var reportUndefinedSymbols=()=>{var stackTraceLimit=Error.stackTraceLimit;Error.'
     'stackTraceLimit=0;try{reportUndefinedSymbolsNow()}finally{Error.stackTraceLimit='
     'stackTraceLimit}};var reportUndefinedSymbolsNow=()=>{for(var[symName,entry]of '
     'Object.entries(GOT)){'),
    ('var setWasmTableEntry=(idx,func)=>{wasmTable.set(idx,func);wasmTableMirror[idx]='
     'wasmTable.get(idx)};',
     'var setWasmTableEntry=(idx,func)=>{wasmTable.set(idx,func);wasmTableMirror[idx]=func};'),
    ('var mergeLibSymbols=(exports,libName)=>{for(var[sym,exp]of Object.entries(exports)){const '
     'setImport=target=>{if(!isSymbolDefined(target)){wasmImports[target]=exp}};setImport(sym);'
     'const main_alias="__main_argc_argv";if(sym=="main"){setImport(main_alias)}if(sym=='
     'main_alias){setImport("main")}}};',
     'var mergeLibSymbols=(exports,libName)=>{for(var sym of Object.keys(exports)){var exp='
     'exports[sym];if(!isSymbolDefined(sym)){wasmImports[sym]=exp}if(sym=="main"&&!'
     'isSymbolDefined("__main_argc_argv")){wasmImports["__main_argc_argv"]=exp}if(sym=='
     '"__main_argc_argv"&&!isSymbolDefined("main")){wasmImports["main"]=exp}}};'),
    ('var updateGOT=(exports,replace)=>{for(var symName in exports){if(isInternalSym(symName)){'
     'continue}var value=exports[symName];var existingEntry=GOT[symName]&&GOT[symName].value!=-1;'
     'if(replace||!existingEntry){var newValue;if(typeof value=="function"){newValue=addFunction('
     'value)}else if(typeof value.value=="number"){newValue=value}else{continue}GOT[symName]??='
     'new WebAssembly.Global({value:"i32",mutable:true});GOT[symName].value=newValue}}};',
     'var gotLazy=new Map;var updateGOT=(exports,replace)=>{var batch=!freeTableIndexes.length,'
     'base=wasmTable.length,added=[];if(batch&&!functionsInTableMap){functionsInTableMap=new Map;'
     'updateTableMap(0,base)}for(var symName in exports){if(isInternalSym(symName)){continue}var '
     'value=exports[symName];var entry=GOT[symName];var existingEntry=entry?entry.value!=-1:'
     'gotLazy.has(symName);if(replace||!existingEntry){var newValue;if(typeof value=="function")'
     '{if(batch){newValue=functionsInTableMap.get(value);if(!newValue){newValue=base+added.length;'
     'added.push(value);functionsInTableMap.set(value,newValue)}}else{newValue=addFunction(value)'
     '}}else if(typeof value.value=="number"){newValue=value.value}else{continue}if(entry){entry.'
     'value=newValue}else{gotLazy.set(symName,newValue)}}}if(added.length){wasmTable.grow(added.'
     'length);for(var k=0;k<added.length;k++){setWasmTableEntry(base+k,added[k])}}};'),
    ('var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];if(!rtn){rtn=GOT[symName]=new '
     'WebAssembly.Global({value:"i32",mutable:true},-1)}',
     'var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];if(!rtn){var lazy=gotLazy.get('
     'symName);rtn=GOT[symName]=new WebAssembly.Global({value:"i32",mutable:true},lazy??-1);if('
     'lazy!==undefined){gotLazy.delete(symName)}}'),
)
# The runtime's linking put off (NOT public API either: the same Emscripten code, as patched by
# RUNTIME_LINKING above; applied only with runtime_table_added's count). Of the ~8,560 exports of
# the runtime's own module, updateGOT gives every function not yet in the table (~5,200) a slot,
# and the GOT a value, though no module imports any of them (the ~280 symbols it imports are all
# the JavaScript library's) and nothing asks for their slots unless a later module is loaded or a
# function's address looked up (dlsym, addFunction). So the table is only grown by their number
# (TABLE_ADDED, counted from the WebAssembly at build time: runtime_table_added), and the slots
# are filled, in the stock order, and the GOT values and the table's map made, at the first such
# request (linkNow) — unless a symbol the module imports is also one it exports (then at once, as
# before). The ~260 JavaScript functions the module imports get their slots after those, in the
# same order, as before, but wrapped by one WebAssembly module made for all of them
# (flushPending), not one module each.
RUNTIME_DEFERRED = (
    ('var gotLazy=new Map;var updateGOT=(exports,replace)=>{var batch=',
     'var gotLazy=new Map;var linkLater=null,linkedMain=false,linkedFuncs=[],pendingFuncs=[],'
     'pendingSigs=[],pendingSlots=new Map;var TABLE_ADDED=@TABLE_ADDED@;var deferLink=(exports,'
     'replace)=>{if(replace||TABLE_ADDED<0||freeTableIndexes.length||functionsInTableMap){return '
     'false}for(var symName in GOT){if(symName in exports){return false}}linkLater={exports,base:'
     'wasmTable.length};wasmTable.grow(TABLE_ADDED);return true};var linkNow=()=>{if(!linkLater)'
     '{return}var later=linkLater;linkLater=null;var map=functionsInTableMap=new WeakMap;'
     'updateTableMap(0,later.base);var added=0;for(var symName in later.exports){if(isInternalSym('
     'symName)){continue}var value=later.exports[symName];var entry=GOT[symName];if(entry?entry.'
     'value!=-1:gotLazy.has(symName)){continue}var newValue;if(typeof value=="function"){newValue='
     'map.get(value);if(!newValue){newValue=later.base+added;added++;map.set(value,newValue);'
     'setWasmTableEntry(newValue,value)}}else if(typeof value.value=="number"){newValue=value.'
     'value}else{continue}if(entry){entry.value=newValue}else{gotLazy.set(symName,newValue)}}for('
     'var[func,slot]of linkedFuncs){map.set(func,slot)}linkedFuncs=null;if(added!=TABLE_ADDED){'
     'throw new Error(`runtime linking: ${added} functions for the table, room made for '
     '${TABLE_ADDED}`)}};var addFunctionLinking=(func,sig)=>{if(!linkLater||freeTableIndexes.'
     'length||typeof sig!="string"||/^\\d+$/.test(func.name)){flushPending();return addFunction('
     'func,sig)}var slot=pendingSlots.get(func);if(slot===undefined){slot=wasmTable.length+'
     'pendingFuncs.length;pendingFuncs.push(func);pendingSigs.push(sig);pendingSlots.set(func,'
     'slot)}return slot};var addFreshFunction=func=>{if(!linkLater){return addFunction(func)}'
     'flushPending();var slot=getEmptyTableSlot();setWasmTableEntry(slot,func);linkedFuncs.push(['
     'func,slot]);return slot};var flushPending=()=>{var n=pendingFuncs.length;if(!n){return}'
     'var leb=v=>{var out=[];do{var b=v&127;v>>>=7;out.push(v?b|128:b)}while(v);return out};'
     'var str=text=>['
     '...leb(text.length),...Array.from(text,c=>c.charCodeAt(0))];var section=(id,items)=>{var '
     'body=leb(items.length);for(var item of items){body.push(...item)}return[id,...leb(body.'
     'length),...body]};var types=[],typeOf=new Map,imports=[],exported=[],funcs={};for(var i=0;'
     'i<n;i++){var sig=pendingSigs[i];var t=typeOf.get(sig);if(t===undefined){typeOf.set(sig,t='
     'types.length);types.push([96,...generateTypePack(sig.slice(1)),...generateTypePack(sig[0]'
     '==="v"?"":sig[0])])}imports.push([...str("e"),...str(""+i),0,...leb(t)]);exported.push([...'
     'str(""+i),0,...leb(i)]);funcs[i]=pendingFuncs[i]}var wrappers=new WebAssembly.Instance(new '
     'WebAssembly.Module(Uint8Array.from([0,97,115,109,1,0,0,0,...section(1,types),...section(2,'
     'imports),...section(7,exported)])),{e:funcs}).exports;var base=wasmTable.length;if('
     'pendingSlots.get(pendingFuncs[0])!==base){throw new Error("runtime linking: the table grew '
     'meanwhile")}wasmTable.grow(n);for(var i=0;i<n;i++){setWasmTableEntry(base+i,wrappers[i]);if('
     'linkedFuncs){linkedFuncs.push([pendingFuncs[i],base+i])}else{functionsInTableMap.set('
     'pendingFuncs[i],base+i)}}pendingFuncs=[];pendingSigs=[];pendingSlots=new Map};var updateGOT='
     '(exports,replace)=>{if(!linkedMain){linkedMain=true;if(deferLink(exports,replace)){return}}'
     'linkNow();var batch='),
    ('var getFunctionAddress=func=>{if(!functionsInTableMap){',
     'var getFunctionAddress=func=>{linkNow();if(!functionsInTableMap){'),
    ('var updateTableMap=(offset,count)=>{if(functionsInTableMap){',
     'var updateTableMap=(offset,count)=>{linkNow();if(functionsInTableMap){'),
    ('var removeFunction=index=>{functionsInTableMap.delete(',
     'var removeFunction=index=>{linkNow();functionsInTableMap.delete('),
    ('var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];',
     'var GOTHandler={get(weakImports,symName){linkNow();var rtn=GOT[symName];'),
    ('if(typeof value=="function"){entry.value=addFunction(value,value.sig)}',
     'if(typeof value=="function"){entry.value=addFunctionLinking(value,value.sig)}'),
    ('try{reportUndefinedSymbolsNow()}finally{',
     'try{reportUndefinedSymbolsNow();flushPending()}finally{'),
    ('return addFunction(trampolineInstance.exports.trampoline_call)}',
     'return addFreshFunction(trampolineInstance.exports.trampoline_call)}'),
)
TABLE_ADDED = "@TABLE_ADDED@"  # in RUNTIME_DEFERRED: runtime_table_added's count
# A start from the snapshot, made quicker the same way (NOT public API: Pyodide's
# API.restoreSnapshot, minified, inside the same file): the stock code copies the snapshot's
# whole memory (31 MB) into the WebAssembly memory. The worker keeps the snapshot without its
# pages of zeros (web/worker.js packMemory) and used to unpack it to the whole memory first;
# with build.json's "restore": "packed" (write_service_worker: this piece is in the script) it
# hands over the header and the kept runs as they are (snapshot.packedRuns), and the runs are
# copied in place, the rest of the memory zeroed: the same bytes, a third of the copying.
RUNTIME_RESTORE = (
    ('API.restoreSnapshot=function(t){let e=new Uint32Array(',
     'API.restoreSnapshot=function(t){let packed=t.packedRuns;let e=new Uint32Array('),
    ('let s=(new TextDecoder).decode(i),l=JSON.parse(s);return Module.HEAP8.set(t),l};',
     'let s=(new TextDecoder).decode(i),l=JSON.parse(s);return packed?restorePackedSnapshot('
     'packed,r,t.length):Module.HEAP8.set(t),l};var restorePackedSnapshot=(packed,start,size)=>{'
     'let heap=Module.HEAP8,runs=packed.runs,bytes=packed.bytes,from=0,done=0;for(let k=0;k<'
     'runs.length;k+=2){let at=runs[k],length=runs[k+1],low=Math.max(at,start);if(at+length>'
     'start){if(low-start>done){heap.fill(0,done,low-start)}heap.set(bytes.subarray(from+low-at,'
     'from+length),low-start);done=at+length-start}from+=length}if(size>done){heap.fill(0,done,'
     'size)}};'),
)
RESTORE_PACKED = "restorePackedSnapshot"  # in the shipped script: build.json "restore": "packed"
RUNTIME_PATCHES = {"linking": RUNTIME_LINKING, "deferred": RUNTIME_DEFERRED,
                   "restore": RUNTIME_RESTORE}
RUNTIME_SCRIPT = "pyodide.asm.mjs"
RUNTIME_WASM = "pyodide.asm.wasm"
STDLIB_NAME = "python_stdlib.pyc.zip"  # the worker passes it as loadPyodide({stdLibURL})
STDLIB_OPTIMIZE = 2  # compile(optimize=2): no docstrings or asserts, 0.6 MB less to fetch
WHEEL_OPTIMIZE = 2  # the same for our wheel's bytecode (the repo keeps the sources)
COMPILE_STDLIB = ROOT / "tools" / "compile_stdlib.mjs"
# The stdlib in two zips (tools/split_stdlib.mjs): STDLIB_NAME holds what Python's own start
# imports, STDLIB_MORE_NAME the rest, which the worker fetches while Python starts and adds to
# sys.path once it is up (web/worker.js mountMore).
STDLIB_MORE_NAME = "python_stdlib_more.pyc.zip"
SPLIT_STDLIB = ROOT / "tools" / "split_stdlib.mjs"
# The rules texts and the lessons leave the site's wheel for a zip of their own (TEXTS_NAME):
# only the requests of bridge.TEXT_OPS (the Rules dialog, Learn) import them, so a first visit
# does not download them before it plays; the worker fetches and extracts the zip before the
# first such request (web/worker.js). The package (py_src/, any wheel pip builds) keeps them.
TEXT_PACKAGES = ("cassino/rules_text/", "cassino/lessons/")
TEXTS_NAME = "cassino-texts.zip"
# What the site's wheel leaves out (site_wheel): the command line and what only it imports
# (the arena's matches, the invariant audit), and the entry point naming it. The browser
# never imports them (tests/test_site_wheel.py); the
# package (py_src/, any wheel pip builds) keeps them.
NOT_IN_BROWSER = ("cassino/__main__.pyc", "cassino/cli.pyc", "cassino/audit.pyc",
                  "cassino/ai/arena.pyc", ".dist-info/entry_points.txt")
# The build's start-up snapshot, made on Node (tools/make_snapshot.mjs): Python's memory with
# the rules imported, its pages of zeros left out, gzipped (about 5 MB). Not precached by the
# service worker nor in a first visit's count: the worker fetches it only on a first visit
# whose line brought the runtime's WebAssembly quickly (web/worker.js shippedSnapshot); its
# runs are in build.json "snapshot". Made from the files it is in the build with, so it is
# not in the content hash either.
SNAPSHOT_NAME = "start-snapshot.bin"
# How fast the runtime's script (260 KB gzipped) must have come, in bytes per millisecond from
# its first byte to its last (about 40 Mbit/s), for a first visit to fetch the snapshot: its
# bytes must cost less time than the start they save (build.json "snapshot" "fast").
# Measured (bench/first_visit.py, Chromium's throttling, 40 ms latency): at 100 Mbit/s the
# script measures under 5,000 bytes/ms (it shares the line with the WebAssembly), so such a
# line starts the normal way (1.98 s to playable); with the snapshot forced (1,500) it plays
# after 1.76-1.89 s: near even, so the bar is kept high (a real line's slow start measures
# lower still). At 30 Mbit/s even 1,500 is not reached.
FAST_BYTES_PER_MS = 5000
MAKE_SNAPSHOT = ROOT / "tools" / "make_snapshot.mjs"
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshot"
PACKAGE_SRC = ROOT / "py_src" / "cassino"
# The stdlib ships trimmed to what the site imports (tools/compile_stdlib.mjs, trim): what
# Pyodide's boot with our wheel and importing every module of the package leave in
# sys.modules, every stdlib module our sources import anywhere (stdlib_roots), and this
# margin — modules a code path or a small fix may reach for lazily — each with what it
# imports when imported.
STDLIB_MARGIN = (
    "json", "random", "hashlib", "hmac", "secrets", "base64", "binascii", "struct",
    "datetime", "calendar", "copy", "pprint", "difflib", "string", "textwrap", "heapq",
    "bisect", "math", "statistics", "fractions", "decimal", "numbers", "collections",
    "functools", "operator", "itertools", "dataclasses", "enum", "typing", "contextlib",
    "traceback", "linecache", "warnings", "weakref", "io", "re", "locale", "gettext",
    "argparse", "queue", "graphlib",
    # text codecs Python looks up by name
    "encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.utf_16",
    "encodings.utf_16_le", "encodings.utf_16_be", "encodings.utf_32",
    "encodings.raw_unicode_escape", "encodings.unicode_escape",
)
# Pure-Python wheels shipped beside ours (none: the page installs nothing at run time).
EXTRA_WHEELS: dict[str, str] = {}
SW_TEMPLATE = "sw.template.js"
DOCS_TO_HTML = {"embedding.md": "embedding.html"}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def ensure_pyodide() -> None:
    """Run `npm ci` when node_modules/pyodide is missing or not the pinned version, or the
    minifier (ESBUILD) is missing."""
    pkg = PYODIDE_DIR / "package.json"
    if (pkg.exists() and json.loads(pkg.read_text())["version"] == PYODIDE_VERSION
            and ESBUILD.exists()):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm is needed (Node 20+) to install pyodide; install Node.js first")
    log("node_modules (pyodide, esbuild) missing or stale: running npm ci")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    version = json.loads(pkg.read_text())["version"]
    if version != PYODIDE_VERSION:
        sys.exit(f"build.py: node_modules has pyodide {version}, expected {PYODIDE_VERSION}")


def extra_wheels() -> list[Path]:
    """The micropip and packaging wheels, from .cache/wheels or downloaded into it."""
    CACHE.mkdir(parents=True, exist_ok=True)
    wheels = []
    for name, version in EXTRA_WHEELS.items():
        found = sorted(CACHE.glob(f"{name}-{version}-*.whl"))
        if not found:
            log(f"downloading {name}=={version} from PyPI into {CACHE.relative_to(ROOT)}")
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--python-version", PYODIDE_PYTHON, "--only-binary=:all:",
                 "-d", str(CACHE), f"{name}=={version}"],
                check=True,
            )
            found = sorted(CACHE.glob(f"{name}-{version}-*.whl"))
        if not found:
            sys.exit(f"build.py: no wheel for {name}=={version} after download")
        wheels.append(found[-1])
    return wheels


def own_wheel(outdir: Path) -> Path:
    """Build the cassino wheel from this repo."""
    log("building the cassino wheel")
    # SOURCE_DATE_EPOCH: the same sources give the same wheel bytes, so the content hash
    # (and with it the service worker's cache) changes only when something did.
    env = {**os.environ, "SOURCE_DATE_EPOCH": "315532800"}
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "-w", str(outdir), str(ROOT)],
        check=True, env=env,
    )
    found = sorted(outdir.glob("cassino-*.whl"))
    if len(found) != 1:
        sys.exit(f"build.py: expected one cassino wheel, got {found}")
    return found[0]


def record_line(name: str, data: bytes) -> bytes:
    """A wheel RECORD line: the file's name, sha256 (urlsafe base64, unpadded) and size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n".encode()


def site_wheel(wheel: Path, texts: Path) -> None:
    """The wheel the site loads, rewritten in place: the TEXT_PACKAGES files moved into the
    zip ``texts`` (laid out as in site-packages), the NOT_IN_BROWSER files left out, and
    METADATA without its long description (the README); RECORD to match. The entries keep
    their dates: the same wheel gives the same bytes."""
    with zipfile.ZipFile(wheel) as whl:
        entries = [(info, whl.read(info)) for info in whl.infolist()]
    moved = [(i, data) for i, data in entries if i.filename.startswith(TEXT_PACKAGES)]
    if not moved:
        sys.exit(f"build.py: no {' or '.join(TEXT_PACKAGES)} in {wheel.name}")
    names = {i.filename for i, _ in entries}
    missing = [n for n in NOT_IN_BROWSER if not any(x.endswith(n) for x in names)]
    if missing:
        sys.exit(f"build.py: NOT_IN_BROWSER names what {wheel.name} lacks: {missing}")
    with zipfile.ZipFile(texts, "w", zipfile.ZIP_DEFLATED) as out:
        for info, data in moved:
            out.writestr(info, data, zipfile.ZIP_DEFLATED, 9)
    kept = [(i, data) for i, data in entries if not i.filename.startswith(TEXT_PACKAGES)
            and not i.filename.endswith(NOT_IN_BROWSER)]
    (record_info, _), = [(i, d) for i, d in kept if i.filename.endswith(".dist-info/RECORD")]
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        record = b""
        for info, data in kept:
            if info is record_info:
                continue
            if info.filename.endswith(".dist-info/METADATA"):
                data = data.split(b"\n\n", 1)[0] + b"\n"  # the headers, not the README
            record += record_line(info.filename, data)
            out.writestr(info, data, zipfile.ZIP_DEFLATED, 9)
        out.writestr(record_info, record + f"{record_info.filename},,\n".encode(),
                     zipfile.ZIP_DEFLATED, 9)


def wheel_version(wheel: Path) -> str:
    return wheel.name.split("-")[1]


def lock_entry(wheel: Path, imports: list[str], depends: list[str]) -> dict:
    name = wheel.name.split("-")[0].lower().replace("_", "-")
    return {
        "name": name,
        "version": wheel_version(wheel),
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def write_lock(wheels: dict[str, Path]) -> dict:
    stock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text())
    packages = {name: lock_entry(wheel, [name], []) for name, wheel in wheels.items()}
    lock = {"info": stock["info"], "packages": packages}
    (DIST / "pyodide-lock.json").write_text(json.dumps(lock, indent=2) + "\n")
    return lock


def compiled_stdlib() -> Path:
    """Pyodide's stdlib with every module compiled to .pyc inside Pyodide on Node (so the
    bytecode is Pyodide's Python's), cached in .cache/stdlib/ by Pyodide version, optimize
    level and the compile script's hash."""
    script = hashlib.sha256(COMPILE_STDLIB.read_bytes()).hexdigest()[:12]
    cached = STDLIB_CACHE / f"{PYODIDE_VERSION}-o{STDLIB_OPTIMIZE}-{script}" / STDLIB_NAME
    if cached.exists():
        return cached
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py: node is needed (Node 20+) to precompile the standard library")
    log("precompiling the standard library inside Pyodide (once per Pyodide version)")
    cached.parent.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".partial")
    subprocess.run([node, str(COMPILE_STDLIB), str(PYODIDE_DIR),
                    str(PYODIDE_DIR / "python_stdlib.zip"), str(partial), str(STDLIB_OPTIMIZE)],
                   check=True)
    partial.replace(cached)
    return cached


def stdlib_roots() -> list[str]:
    """The stdlib modules our package imports anywhere (at the top, in functions), by
    their top-level name, and the margin (STDLIB_MARGIN)."""
    names = set(STDLIB_MARGIN)
    for path in PACKAGE_SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in {"cassino", "__future__"})


def trimmed_stdlib(compiled: Path) -> Path:
    """The compiled stdlib trimmed to what the site imports (see STDLIB_MARGIN), by
    tools/compile_stdlib.mjs inside Pyodide on Node with dist/'s lock file and wheel;
    cached in .cache/stdlib/ by Pyodide version, optimize level, the script's hash and the
    roots. Beside it, ``<zip>.json`` lists the modules kept."""
    roots = stdlib_roots()
    script = hashlib.sha256(COMPILE_STDLIB.read_bytes()).hexdigest()[:12]
    key = hashlib.sha256(json.dumps(roots).encode()).hexdigest()[:12]
    cached = (STDLIB_CACHE / f"{PYODIDE_VERSION}-o{STDLIB_OPTIMIZE}-{script}-trim-{key}"
              / STDLIB_NAME)
    if cached.exists():
        return cached
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py: node is needed (Node 20+) to trim the standard library")
    log("trimming the standard library to what the site imports")
    cached.parent.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".partial")
    roots_file = cached.parent / "roots.json"
    roots_file.write_text(json.dumps(roots, indent=0))
    subprocess.run([node, str(COMPILE_STDLIB), str(PYODIDE_DIR), str(compiled), str(partial),
                    "trim", str(DIST), str(roots_file)], check=True)
    partial.with_name(partial.name + ".json").replace(cached.with_name(cached.name + ".json"))
    partial.replace(cached)
    return cached


def split_stdlib(trimmed: Path) -> tuple[Path, Path]:
    """The trimmed stdlib split by tools/split_stdlib.mjs: (what Python's start imports, the
    rest), cached beside ``trimmed`` by the script's hash."""
    script = hashlib.sha256(SPLIT_STDLIB.read_bytes()).hexdigest()[:12]
    boot = trimmed.parent / f"split-{script}" / STDLIB_NAME
    more = boot.with_name(STDLIB_MORE_NAME)
    if boot.exists() and more.exists():
        return boot, more
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py: node is needed (Node 20+) to split the standard library")
    log("splitting the standard library: what Python's start imports, and the rest")
    boot.parent.mkdir(parents=True, exist_ok=True)
    partial = boot.with_suffix(".partial"), more.with_suffix(".partial")
    subprocess.run([node, str(SPLIT_STDLIB), str(PYODIDE_DIR), str(trimmed),
                    *map(str, partial)], check=True)
    partial[1].replace(more)
    partial[0].replace(boot)
    return boot, more


def compiled_wheel(wheel: Path) -> Path:
    """Our wheel with its modules compiled to .pyc inside Pyodide (sourceless: x.py becomes
    x.pyc), so importing cassino compiles nothing in the browser; cached in
    .cache/wheels-pyc/ by the wheel's sha256."""
    script = hashlib.sha256(COMPILE_STDLIB.read_bytes()).hexdigest()[:12]
    key = f"{PYODIDE_VERSION}-o{WHEEL_OPTIMIZE}-{script}-{sha256(wheel)[:24]}"
    cached = ROOT / ".cache" / "wheels-pyc" / key / wheel.name
    if cached.exists():
        return cached
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py: node is needed (Node 20+) to precompile our wheel")
    log("precompiling the cassino wheel inside Pyodide")
    cached.parent.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".partial")
    subprocess.run([node, str(COMPILE_STDLIB), str(PYODIDE_DIR), str(wheel), str(partial),
                    f"wheel-{WHEEL_OPTIMIZE}"], check=True)
    partial.replace(cached)
    return cached


# ----------------------------------------------------------------- icons (PNG, no Pillow)
def png(width: int, height: int, pixel) -> bytes:
    """A PNG image; ``pixel(x, y)`` gives (r, g, b, a)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def icon(size: int) -> bytes:
    """The app icon: a white card with a red diamond on the table's green (maskable: the
    card stays inside the middle 80 %)."""
    green, white, red = (27, 94, 54, 255), (250, 250, 245, 255), (200, 30, 45, 255)
    s = size / 100
    left, right, top, bottom, radius = 30 * s, 70 * s, 22 * s, 78 * s, 5 * s
    cx, cy = 50 * s, 50 * s

    def inside_card(x: float, y: float) -> bool:
        if not (left <= x <= right and top <= y <= bottom):
            return False
        dx = max(left + radius - x, 0, x - (right - radius))
        dy = max(top + radius - y, 0, y - (bottom - radius))
        return dx * dx + dy * dy <= radius * radius

    def pixel(x: int, y: int):
        px, py = x + 0.5, y + 0.5
        if not inside_card(px, py):
            return green
        if abs(px - cx) / (12 * s) + abs(py - cy) / (17 * s) <= 1:
            return red
        return white

    return png(size, size, pixel)


# ----------------------------------------------------------------- docs as HTML
def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    out = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", out)
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r'<a href="\2">\1</a>', out)


def markdown_to_html(text: str, title: str) -> str:
    """Enough Markdown for our docs: headings, paragraphs, lists, tables, code blocks."""
    body: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            block = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                block.append(lines[i])
                i += 1
            body.append("<pre><code>" + html.escape("\n".join(block), quote=False)
                        + "</code></pre>")
        elif m := re.match(r"(#{1,4}) (.*)", line):
            level = len(m.group(1))
            body.append(f"<h{level}>{_inline(m.group(2))}</h{level}>")
        elif line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].startswith("|"):
                row = lines[i].strip()[1:].removesuffix("|")
                cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", row)]
                if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                    tag = "th" if not rows else "td"
                    rows.append("<tr>" + "".join(f"<{tag}>{_inline(c)}</{tag}>"
                                                 for c in cells) + "</tr>")
                i += 1
            body.append("<table>" + "".join(rows) + "</table>")
            continue
        elif re.match(r"[-*] ", line):
            items = []
            while i < len(lines) and (re.match(r"[-*] ", lines[i])
                                      or (items and lines[i].startswith("  "))):
                if re.match(r"[-*] ", lines[i]):
                    items.append(lines[i][2:])
                else:
                    items[-1] += " " + lines[i].strip()
                i += 1
            body.append("<ul>" + "".join(f"<li>{_inline(x)}</li>" for x in items) + "</ul>")
            continue
        elif line.strip():
            para = [line]
            while (i + 1 < len(lines) and lines[i + 1].strip()
                   and not re.match(r"(#|```|\||[-*] )", lines[i + 1])):
                i += 1
                para.append(lines[i])
            body.append(f"<p>{_inline(' '.join(para))}</p>")
        i += 1
    return ("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; "
            "style-src 'self'; object-src 'none'; base-uri 'self'\">\n"
            f"<title>{html.escape(title)}</title>\n"
            "<link rel=\"stylesheet\" href=\"./docs.css\">\n"
            "<link rel=\"icon\" href=\"./icon-192.png\" type=\"image/png\">\n"
            "</head>\n<body>\n<main>\n"
            + "\n".join(body) + "\n</main>\n</body>\n</html>\n")


# ----------------------------------------------------------------- the worker's start
START_WORKER = "start-worker.js"
START_WORKER_TAG = f'<script src="./{START_WORKER}"></script>'
START_PAGES = ("index.html", "embed.html", "learn.html")


def inline_start_worker(directory: Path = DIST) -> None:
    """The pages that start the Python worker get start-worker.js inline, allowed by its hash
    in their Content-Security-Policy (script-src 'sha256-…', no 'unsafe-inline'): the worker
    starts as soon as the page's head is parsed, not one request later (on a reload served by
    the service worker that request waited 100-350 ms behind the page's others; on a slow
    first visit, longer). Before it, lang.js's functions set <html lang> to the page's
    language (PAGE_LANG_JS), so the page's static words show in it from the first paint."""
    lang = (directory / "lang.js").read_text(encoding="utf-8")
    lang = re.sub(r"\bexport (?=function )", "", lang)
    if "export" in lang:
        raise SystemExit("build.py: lang.js must export only functions (export function …)")
    script = (PAGE_LANG_JS.replace("{LANG}", lang)
              + (directory / START_WORKER).read_text(encoding="utf-8"))
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    for name in START_PAGES:
        path = directory / name
        text = path.read_text(encoding="utf-8")
        if text.count(START_WORKER_TAG) != 1 or text.count("script-src 'self'") != 1:
            raise SystemExit(f"build.py: {name} must load {START_WORKER} once, under a CSP")
        text = text.replace(START_WORKER_TAG, f"<script>{script}</script>")
        text = text.replace("script-src 'self'", f"script-src 'self' 'sha256-{digest}'")
        path.write_text(text, encoding="utf-8")


# The words a page's HTML carries (data-i18n) are written by its script in the page's
# language once the page's modules have run: on a first visit over a slow line a second or
# more after the first paint, which showed them in English to every visitor. The built game
# page, embed frame and lessons page carry them in both languages (bilingual_static_texts)
# and, before the body is parsed, the inline start script sets <html lang> to the page's
# language (PAGE_LANG_JS, from lang.js itself); style.css, embed.css and learn.css show that
# language's words.
# BILINGUAL_PAGES: page -> its word catalogues, English and Portuguese.
BILINGUAL_PAGES = {"index.html": ("i18n/en.js", "i18n/pt.js"),
                   "embed.html": ("i18n/embed-en.js", "i18n/embed-pt.js"),
                   "learn.html": ("i18n/learn-en.js", "i18n/learn-pt.js")}
# data-i18n: the page's script writes it on every drawing; data-i18n-static: another script
# writes it (the loading screen's label: progress.js), the catalogue's words stand until then
STATIC_WORD = re.compile(r'(<(\w+)\b[^<>]*\bdata-i18n(?:-static)?="(\w+)"[^<>]*>)([^<]*)(</\2>)')
PAGE_LANG_JS = ("{const pt=(()=>{{LANG}\nreturn pageLang({pt:1,en:1})==='pt';})();"
                "document.documentElement.lang=pt?'pt-BR':'en';}")


def catalogue(path: Path) -> dict[str, str]:
    """The string entries of a web/i18n catalogue (an ES module's default export), by Node."""
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py: node is needed (Node 20+) to read the page's word catalogues")
    code = ("const m = await import(process.argv[1]); const out = {};"
            "for (const [k, v] of Object.entries(m.default)) if (typeof v === 'string') out[k] = v;"
            "process.stdout.write(JSON.stringify(out));")
    done = subprocess.run([node, "--input-type=module", "-e", code, path.resolve().as_uri()],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def bilingual(page: str, en: dict[str, str], pt: dict[str, str]) -> tuple[str, int]:
    """``page`` with each data-i18n element of plain text (a key both catalogues have) in both
    languages: <span class="l-en">…</span><span class="l-pt" lang="pt-BR">…</span> (the
    page's script later writes the one it speaks); and how many."""
    count = 0

    def both(match: re.Match) -> str:
        nonlocal count
        key = match.group(3)
        if key not in en or key not in pt or not match.group(4).strip():
            return match.group(0)
        count += 1
        words = (f'<span class="l-en">{html.escape(en[key], quote=False)}</span>'
                 f'<span class="l-pt" lang="pt-BR">{html.escape(pt[key], quote=False)}</span>')
        return f"{match.group(1)}{words}{match.group(5)}"

    return STATIC_WORD.sub(both, page), count


def bilingual_static_texts(directory: Path = DIST) -> int:
    """BILINGUAL_PAGES' static words in both languages (bilingual); returns how many."""
    count = 0
    for name, words in BILINGUAL_PAGES.items():
        en, pt = (catalogue(WEB / source) for source in words)
        path = directory / name
        text, n = bilingual(path.read_text(encoding="utf-8"), en, pt)
        path.write_text(text, encoding="utf-8")
        count += n
    return count


def minify_web(directory: Path = DIST) -> int:
    """web/'s scripts and style sheets in ``directory`` without comments and white space
    (esbuild --minify-whitespace --minify-syntax: every name kept, the same code), in place;
    returns the bytes saved. Their readable sources are web/."""
    files = sorted(p for p in directory.rglob("*") if p.suffix in (".js", ".css")
                   and (WEB / p.relative_to(directory)).exists())
    before = sum(p.stat().st_size for p in files)
    subprocess.run([str(ESBUILD), *map(str, files), f"--outdir={directory}",
                    f"--outbase={directory}", "--allow-overwrite", "--minify-whitespace",
                    "--minify-syntax", "--charset=utf8", "--log-level=warning"], check=True)
    return before - sum(p.stat().st_size for p in files)


# The worker's script with its imports in one file: a module worker runs nothing until every
# static import has come (one more round of requests to the service worker or the network),
# and its first act, the WebAssembly's compile, waits for that. Measured (bench/start_ab.py,
# 100 warm reloads a build): the worker's scripts run 22 ms sooner, ready 16 ms sooner. What
# it imports at run time stays apart: the runtime's script (loadPyodide's own import) and
# Node's modules, which pyodide.mjs imports only in Node.
WORKER = "worker.js"
WORKER_EXTERNAL = ("./pyodide.asm.mjs", "node:*", "ws")


def bundle_worker(directory: Path = DIST) -> int:
    """``directory``/worker.js with its static imports (pyodide.mjs, save-store.js,
    download-progress.js) bundled in, minified as minify_web does; returns its size. The
    imported files stay in ``directory`` (tests and tools load pyodide.mjs)."""
    path = directory / WORKER
    subprocess.run([str(ESBUILD), str(path), "--bundle", "--format=esm", f"--outfile={path}",
                    "--allow-overwrite", *(f"--external:{name}" for name in WORKER_EXTERNAL),
                    "--minify-whitespace", "--minify-syntax", "--charset=utf8",
                    "--log-level=warning"], check=True)
    return path.stat().st_size


# ----------------------------------------------------------------- service worker
def write_variants(directory: Path = DIST) -> Path:
    """variants.json: the bridge's own answer to ``{"op": "variants"}`` (rule sets, levels),
    so the page has it, and asks for its first deal, while Python is still starting."""
    sys.path.insert(0, str(ROOT / "py_src"))
    try:
        from cassino import bridge
    finally:
        sys.path.pop(0)
    path = directory / "variants.json"
    path.write_text(bridge.handle(json.dumps({"op": "variants"})), encoding="utf-8")
    return path


def shipped_snapshot(directory: Path = DIST) -> dict | None:
    """dist/start-snapshot.bin (SNAPSHOT_NAME) made by tools/make_snapshot.mjs from the
    runtime, the stdlib zips, the wheel and the texts in ``directory``, cached in
    .cache/snapshot/ by their hash and the script's; its record ({file, fast, memory,
    runs, length}) for build.json, or None if it could not be made (the build goes on without)."""
    wheel = next(p.name for p in sorted(directory.glob("cassino-*.whl")))
    archives = [wheel, *([TEXTS_NAME] if (directory / TEXTS_NAME).exists() else [])]
    digest = hashlib.sha256(MAKE_SNAPSHOT.read_bytes())
    for name in [*PYODIDE_FILES, STDLIB_NAME, STDLIB_MORE_NAME, *archives]:
        digest.update(name.encode() + b"\0" + hashlib.sha256((directory / name).read_bytes())
                      .digest())
    cached = SNAPSHOT_CACHE / digest.hexdigest()[:24]
    if not (cached / "record.json").exists():
        node = shutil.which("node")
        if node is None:
            return None
        log("making the start-up snapshot on Node (tools/make_snapshot.mjs)")
        cached.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([node, str(MAKE_SNAPSHOT), str(directory),
                               str(cached / SNAPSHOT_NAME), *archives],
                              capture_output=True, text=True)
        if done.returncode != 0:
            log(f"no start-up snapshot: {done.stderr.strip()[-500:]}")
            return None
        (cached / "record.json").write_text(done.stdout)
    shutil.copy2(cached / SNAPSHOT_NAME, directory / SNAPSHOT_NAME)
    return {"file": SNAPSHOT_NAME, "fast": FAST_BYTES_PER_MS,
            **json.loads((cached / "record.json").read_text())}


# The files download-progress.js counts byte by byte (the runtime's script, counted whole).
DOWNLOADS = ("pyodide.asm.wasm", "pyodide.asm.mjs", STDLIB_NAME, STDLIB_MORE_NAME,
             "cassino-*.whl")
# Files a first visit does not need before it plays (the embed, the docs, sw.js's precache).
NOT_AT_START = ("embed.*", "embed-*.js", "card-words.js", "embedding.*", "learn.*", "learn-*.js",
                "docs.css", "icon-512.png", "sw.js", ".nojekyll", TEXTS_NAME, SNAPSHOT_NAME)


def transfer_size(path: Path) -> int:
    """The bytes a file takes on the wire from GitHub Pages (and build.py serve): gzipped
    for the types it compresses (GZIP_TYPES), else as it is."""
    ctype = Handler.extensions_map.get(path.suffix) or ""
    if ctype in GZIP_TYPES:
        return len(Handler.gzipped.get(str(path), path.stat()))
    return path.stat().st_size


def write_download_sizes(directory: Path = DIST) -> dict:
    """download.json: the size and transfer size of the files the loading bar counts, and
    what a first visit downloads before it plays (the "first visit: N MB" note)."""
    files = {p.name: {"size": p.stat().st_size, "transfer": transfer_size(p)}
             for pattern in DOWNLOADS for p in sorted(directory.glob(pattern))}
    first = sum(transfer_size(p) for p in directory.iterdir()
                if p.is_file() and not any(p.match(x) for x in NOT_AT_START))
    sizes = {"files": files, "first_visit": first}
    (directory / "download.json").write_text(json.dumps(sizes, indent=1) + "\n")
    return sizes


def content_hash(directory: Path, skip: set[str]) -> tuple[list[str], str]:
    """Every file of ``directory`` (relative, sorted) but ``skip``, and a hash of them all."""
    files = sorted(p.relative_to(directory).as_posix() for p in directory.rglob("*")
                   if p.is_file() and p.relative_to(directory).as_posix() not in skip)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((directory / name).read_bytes())
                      .digest())
    return files, digest.hexdigest()


# Written from the content hash, so not part of it (nor is sw.js).
BUILD_INFO = "build.json"


def packed_restore(directory: Path) -> bool:
    """Whether the runtime's script in ``directory`` restores a packed snapshot
    (RUNTIME_RESTORE)."""
    script = directory / RUNTIME_SCRIPT
    return script.exists() and RESTORE_PACKED in script.read_text()


CACHE_NAME_PLACEHOLDER = "__CACHE_NAME__"  # in sw.template.js and web/worker.js
CACHE_PREFIX = "cassino-"  # sw.template.js PREFIX: the caches of our builds
CACHE_DIGITS = 16  # of the content hash, in the cache's name


def cache_name(digest: str) -> str:
    """The service worker's cache of the build whose content hash is ``digest``."""
    return CACHE_PREFIX + digest[:CACHE_DIGITS]


# worker.js OUR_CACHE's string: the placeholder, or the name a build wrote there.
CACHE_NAME_IN_WORKER = re.compile(
    f'"(?:{re.escape(CACHE_NAME_PLACEHOLDER)}|{re.escape(CACHE_PREFIX)}[0-9a-f]{{{CACHE_DIGITS}}})"')


def write_service_worker(directory: Path = DIST, snapshot: dict | None = None) -> str:
    """sw.js from the template: precache list and cache name (the content hash); and
    build.json, which names the build for the worker's start-up snapshot (web/worker.js: a
    snapshot is only used by the build, and the Pyodide version, that made it), with the
    shipped snapshot's record (``snapshot``: shipped_snapshot), if any, and the name of the
    service worker's cache (the worker reads the runtime's WebAssembly from it directly),
    which is also written into the worker's script (worker.js OUR_CACHE: hashed with the
    placeholder, so the name still stands for every byte of the script but itself)."""
    worker = directory / WORKER
    script, named = CACHE_NAME_IN_WORKER.subn(f'"{CACHE_NAME_PLACEHOLDER}"', worker.read_text())
    if named != 1:
        raise SystemExit(f"{WORKER}: expected one {CACHE_NAME_PLACEHOLDER} (OUR_CACHE)")
    worker.write_text(script)  # as hashed: with the placeholder (or a name written before)
    files, digest = content_hash(directory, {"sw.js", ".nojekyll", BUILD_INFO, SNAPSHOT_NAME})
    wheel = next(p.name for p in sorted(directory.glob("cassino-*.whl")))
    cache = cache_name(digest)
    worker.write_text(script.replace(CACHE_NAME_PLACEHOLDER, cache))
    info = {"build": digest[:16], "pyodide": PYODIDE_VERSION, "wheel": wheel, "cache": cache,
            **({"texts": TEXTS_NAME} if (directory / TEXTS_NAME).exists() else {}),
            **({"restore": "packed"} if packed_restore(directory) else {}),
            **({"snapshot": snapshot} if snapshot else {})}
    (directory / BUILD_INFO).write_text(json.dumps(info, indent=1) + "\n")
    template = (WEB / SW_TEMPLATE).read_text()
    text = (template.replace(CACHE_NAME_PLACEHOLDER, cache)
            .replace("__FILES__", json.dumps(sorted([*files, BUILD_INFO]))))
    (directory / "sw.js").write_text(text)
    return digest


def runtime_script(text: str, table_added: int | None = None) -> tuple[str, list[str]]:
    """pyodide.asm.mjs with each group of RUNTIME_PATCHES whose every piece is in it exactly
    once replaced (any other group is left as it is), and the names of the groups replaced.
    "deferred" needs the count of functions the linking adds to the table (runtime_table_added
    of the same Pyodide's WebAssembly): without it, that group is left out."""
    done = []
    for name, pieces in RUNTIME_PATCHES.items():
        if name == "deferred" and table_added is None:
            continue
        if all(text.count(stock) == 1 for stock, _ in pieces):
            for stock, quicker in pieces:
                text = text.replace(stock, quicker.replace(TABLE_ADDED, str(table_added)))
            done.append(name)
    return text, done


# Export names the runtime's updateGOT leaves out (Emscripten's isInternalSym, and any name
# starting "__em_js__").
INTERNAL_SYMBOLS = frozenset((
    "memory", "__memory_base", "__table_base", "__stack_pointer", "__indirect_function_table",
    "__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size",
    "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls",
    "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"))


def _leb(data: bytes, at: int) -> tuple[int, int]:
    """An unsigned LEB128 number at ``at``, and where it ends."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def _exported_functions(wasm: bytes, at: int) -> set[int]:
    """The export section at ``at``: the indices of the functions updateGOT links."""
    found = set()
    count, at = _leb(wasm, at)
    for _ in range(count):
        length, at = _leb(wasm, at)
        name = wasm[at:at + length].decode()
        kind, (index, at) = wasm[at + length], _leb(wasm, at + length + 1)
        if kind == 0 and name not in INTERNAL_SYMBOLS and not name.startswith("__em_js__"):
            found.add(index)
    return found


def _element_functions(wasm: bytes, at: int) -> set[int] | None:
    """The element section at ``at``: the indices of the functions its active segments put
    in the table; None for any other kind of segment or offset."""
    found = set()
    count, at = _leb(wasm, at)
    for _ in range(count):
        flags, at = _leb(wasm, at)
        if flags not in (0, 2):
            return None
        if flags == 2:
            _, at = _leb(wasm, at)  # the table
        while wasm[at] != 0x0B:  # the offset: i32.const or global.get
            if wasm[at] not in (0x41, 0x23):
                return None
            _, at = _leb(wasm, at + 1)
        at += 1
        if flags == 2:
            if wasm[at] != 0:  # elemkind funcref
                return None
            at += 1
        functions, at = _leb(wasm, at)
        for _ in range(functions):
            index, at = _leb(wasm, at)
            found.add(index)
    return found


def runtime_table_added(wasm: bytes) -> int | None:
    """How many functions the runtime's linking adds to the table: the exported functions
    (internal names left out) not already in it by the module's active element segments,
    each counted once (one function exported under two names has one slot). None for a
    module this reading does not know (another kind of element segment or offset)."""
    if wasm[:8] != b"\0asm\1\0\0\0":
        return None
    exported: set[int] = set()
    in_table: set[int] | None = set()
    at = 8
    try:
        while at < len(wasm):
            section = wasm[at]
            size, at = _leb(wasm, at + 1)
            if section == 7:
                exported = _exported_functions(wasm, at)
            elif section == 9:
                in_table = _element_functions(wasm, at)
                if in_table is None:
                    return None
            at += size
    except (IndexError, UnicodeDecodeError):
        return None
    return len(exported - in_table)


def copy_runtime(directory: Path = DIST) -> None:
    """Pyodide's core files into ``directory``, the runtime's script made quicker
    (runtime_script) where it is the code RUNTIME_PATCHES knows."""
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, directory / name)
    script = directory / RUNTIME_SCRIPT
    quicker, done = runtime_script(script.read_text(),
                                   runtime_table_added((directory / RUNTIME_WASM).read_bytes()))
    for name in RUNTIME_PATCHES:
        if name not in done:
            log(f"{RUNTIME_SCRIPT}: not the {name} code build.py knows; left as it is")
    if done:
        script.write_text(quicker)


def build() -> Path:
    ensure_pyodide()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    copy_runtime()
    wheels: dict[str, Path] = {}
    for wheel in extra_wheels():
        wheels[wheel.name.split("-")[0]] = shutil.copy2(wheel, DIST / wheel.name)
    with tempfile.TemporaryDirectory(prefix="cassino-wheel-") as tmp:
        wheel = compiled_wheel(own_wheel(Path(tmp)))
        wheels["cassino"] = Path(shutil.copy2(wheel, DIST / wheel.name))
    site_wheel(wheels["cassino"], DIST / TEXTS_NAME)
    wheels = {k: Path(v) for k, v in wheels.items()}
    write_lock(wheels)
    for part in split_stdlib(trimmed_stdlib(compiled_stdlib())):
        shutil.copy2(part, DIST / part.name)
    shutil.copytree(WEB, DIST, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns(SW_TEMPLATE, "test-*", "lab.*"))
    for size in (192, 512):
        (DIST / f"icon-{size}.png").write_bytes(icon(size))
    for source, target in DOCS_TO_HTML.items():
        text = (ROOT / "docs" / source).read_text()
        title = next((line[2:] for line in text.splitlines() if line.startswith("# ")), source)
        (DIST / target).write_text(markdown_to_html(text, title))
        shutil.copy2(ROOT / "docs" / source, DIST / source)
    log(f"minified web/'s scripts and style sheets: {minify_web():,} bytes less")
    log(f"{WORKER} with its imports in one file: {bundle_worker():,} bytes")
    log("static words in both languages (game page, embed frame, lessons page): "
        f"{bilingual_static_texts()}")
    inline_start_worker()
    write_variants()
    subprocess.run([sys.executable, str(ROOT / "tools" / "rules_pages.py"), str(DIST)], check=True)
    snapshot = shipped_snapshot()
    sizes = write_download_sizes()
    # GitHub Pages: serve files as they are (no Jekyll processing).
    (DIST / ".nojekyll").write_text("")
    digest = write_service_worker(snapshot=snapshot)
    total = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"wrote {DIST.relative_to(ROOT)}/ ({total:,} bytes, content {digest[:16]}; a first "
        f"visit downloads {sizes['first_visit']:,} bytes)")
    return DIST


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]


def chromium_launch_options(**extra) -> dict:
    """Playwright's launch options for the browser tests, benchmarks and screenshots:
    Debian's Chromium where it is installed (Playwright cannot download browsers on every
    machine), Playwright's own elsewhere; headless, with the flags that keep it off the
    network. ``extra`` options (pytest-playwright's) come first and are overridden."""
    options = {"headless": True, **extra, "args": CHROMIUM_ARGS}
    if CHROMIUM.exists():
        options["executable_path"] = str(CHROMIUM)
    return options


# What GitHub Pages sends gzipped: it decides by the file's media type, compressing those
# that the mime-db package marks compressible (text, JavaScript, JSON, the web manifest,
# SVG, WebAssembly) and not archives or images (.zip, .whl, .png go as they are).
GZIP_TYPES = frozenset({
    "text/html", "text/css", "text/javascript", "text/markdown", "text/plain",
    "application/json", "application/manifest+json", "application/wasm", "image/svg+xml",
})
GZIP_CACHE = ROOT / ".cache" / "gzip"


class Gzipped:
    """Gzip of the compressible files served, by content (path, size, mtime -> bytes in
    memory; sha256 -> .cache/gzip/ on disk, so a server compresses Pyodide's 9.6 MB runtime
    once per version, not per start)."""

    def __init__(self, cache_dir: Path = GZIP_CACHE) -> None:
        self.cache_dir = cache_dir
        self._lock = threading.Lock()
        self._memory: dict[tuple[str, int, int], bytes] = {}

    def get(self, path: str, stat: os.stat_result) -> bytes:
        key = (path, stat.st_size, stat.st_mtime_ns)
        with self._lock:
            found = self._memory.get(key)
            if found is None:
                data = Path(path).read_bytes()
                disk = self.cache_dir / f"{hashlib.sha256(data).hexdigest()}.gz"
                if disk.exists():
                    found = disk.read_bytes()
                else:
                    found = gzip.compress(data, compresslevel=9, mtime=0)
                    self.cache_dir.mkdir(parents=True, exist_ok=True)
                    partial = disk.with_suffix(f".{os.getpid()}.partial")
                    partial.write_bytes(found)
                    partial.replace(disk)
                self._memory[key] = found
            return found


def accepts_gzip(header: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (``gzip`` or ``*`` with q above 0)."""
    for part in header.split(","):
        coding, *params = (p.strip() for p in part.split(";"))
        if coding.lower() in ("gzip", "*"):
            q = next((p[2:] for p in params if p.startswith("q=")), "1")
            try:
                return float(q) > 0
            except ValueError:
                return False
    return False


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".whl": "application/zip",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".md": "text/markdown",
        ".svg": "image/svg+xml",
    }

    base = "/"  # the URL path dist/ is served under (make_server sets it)
    gzipped = Gzipped()  # make_server gives each server its own
    compressible = False  # this response's type is one GitHub Pages compresses

    def send_head(self):
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if self.base != "/" and path + "/" == self.base:
            self.send_response(301)
            self.send_header("Location", self.base)
            self.end_headers()
            return None
        if not path.startswith(self.base):
            self.send_error(404, f"not under {self.base}")
            return None
        local = self.translate_path(self.path)
        if path.endswith("/") and os.path.isdir(local):
            local = os.path.join(local, "index.html")
        ctype = self.guess_type(local)
        self.compressible = ctype.split(";")[0] in GZIP_TYPES
        if not (self.compressible and os.path.isfile(local)
                and accepts_gzip(self.headers.get("Accept-Encoding", ""))):
            return super().send_head()
        stat = os.stat(local)
        if self.not_modified(stat.st_mtime):
            self.send_response(304)
            self.end_headers()
            return None
        body = self.gzipped.get(local, stat)
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def not_modified(self, mtime: float) -> bool:
        """If-Modified-Since at or after the file's time (as SimpleHTTPRequestHandler)."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.UTC)
        modified = datetime.datetime.fromtimestamp(mtime, datetime.UTC)
        return modified.replace(microsecond=0) <= since

    def translate_path(self, path):
        return super().translate_path("/" + path[len(self.base):])

    def end_headers(self):
        # Revalidate every file (cheap 304s): a rebuilt wheel must never be taken from the
        # browser's cache, or Pyodide's sha256 check against the new lock file fails.
        self.send_header("Cache-Control", "no-cache")
        if self.compressible:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - http.server's signature
        if getattr(self.server, "quiet", False):
            return
        super().log_message(format, *args)


def make_server(directory: Path, port: int = 0, quiet: bool = False, base: str = "/",
                gzip_cache: Path = GZIP_CACHE) -> http.server.HTTPServer:
    """A threading HTTP server for `directory` on 127.0.0.1 (port 0 = any free port), at the
    URL path ``base`` (``/cassino/``: as GitHub Pages serves a project site). Like GitHub
    Pages, it sends the compressible types gzipped to a client that accepts it
    (Content-Encoding: gzip; GZIP_TYPES), each file compressed once (Gzipped)."""
    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    handler_class = type("BaseHandler", (Handler,), {"base": base, "gzipped": Gzipped(gzip_cache)})
    handler = functools.partial(handler_class, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.quiet = quiet
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument("--base", default="/",
                        help="URL path to serve under, e.g. /cassino/ (default /)")
    args = parser.parse_args(argv)
    dist = build()
    if args.command == "serve":
        server = make_server(dist, args.port, base=args.base)
        host, port = server.server_address[:2]
        base = server.RequestHandlerClass.func.base
        print(f"Serving Cassino at http://{host}:{port}{base}  (Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
