"""`build.py serve` sends files as GitHub Pages does: gzip (Content-Encoding) for the types
Pages compresses when the client accepts it, archives and images as they are, the right
Content-Type (application/wasm included), and 304s on revalidation."""

from __future__ import annotations

import gzip
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from buildmodule import load_build

REPO = Path(__file__).resolve().parent.parent


build = load_build()
FILES = {
    "index.html": b"<!doctype html><title>x</title>" + b"<p>hello</p>" * 200,
    "app.js": b"console.log('x');\n" * 300,
    "pyodide.asm.wasm": b"\0asm\1\0\0\0" + bytes(5000),
    "variants.json": b'{"ok": true}' * 100,
    "python_stdlib.pyc.zip": b"PK\3\4" + bytes(3000),
    "cassino-0.1.0-py3-none-any.whl": b"PK\3\4" + bytes(3000),
    "icon-192.png": b"\x89PNG" + bytes(3000),
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    for name, data in FILES.items():
        (root / name).write_bytes(data)
    server = build.make_server(root, 0, quiet=True, gzip_cache=root.parent / "gzip-cache")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def get(url: str, **headers):
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


@pytest.mark.parametrize(("name", "ctype"), [
    ("index.html", "text/html"), ("app.js", "text/javascript"),
    ("pyodide.asm.wasm", "application/wasm"), ("variants.json", "application/json")])
def test_compressible_types_are_sent_gzipped_to_a_client_that_accepts_gzip(site, name, ctype):
    status, headers, body = get(site + name, **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200
    assert headers["Content-Type"].startswith(ctype)
    assert headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in headers["Vary"]
    assert int(headers["Content-Length"]) == len(body) < len(FILES[name])
    assert gzip.decompress(body) == FILES[name]


def test_the_site_root_is_index_html_gzipped(site):
    status, headers, body = get(site, **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == FILES["index.html"]


@pytest.mark.parametrize("name", ["python_stdlib.pyc.zip", "cassino-0.1.0-py3-none-any.whl",
                                  "icon-192.png"])
def test_archives_and_images_go_as_they_are(site, name):
    status, headers, body = get(site + name, **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] is None and body == FILES[name]


def test_no_gzip_for_a_client_that_does_not_accept_it(site):
    for accept in (None, "identity", "gzip;q=0"):
        status, headers, body = get(site + "app.js", **({"Accept-Encoding": accept}
                                                         if accept else {}))
        assert status == 200 and headers["Content-Encoding"] is None
        assert body == FILES["app.js"]


def test_a_gzipped_file_revalidates_with_304(site):
    _, headers, _ = get(site + "pyodide.asm.wasm", **{"Accept-Encoding": "gzip"})
    status, _, body = get(site + "pyodide.asm.wasm", **{
        "Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]})
    assert status == 304 and body == b""
