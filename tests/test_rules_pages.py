"""The static rules pages (tools/rules_pages.py, written into dist/rules/ by build.py): every
rule set has a page in Portuguese and in English that reads in full without JavaScript — each
heading of its text, each paragraph, each diagram drawn as cards with its tries and verdicts —
every URL relative and resolving, and an index of every rule set in both languages."""

from __future__ import annotations

import importlib.util
import shutil
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from cassino.position import game_from_position
from cassino.rules import RULE_SETS
from cassino.rules_text import rules_text

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("pt", "en")
VOID = {"meta", "link", "br", "img", "input", "hr", "source", "area", "base", "col", "wbr"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str | None], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, tag: str, **attrs: str) -> list[Node]:
        return [n for n in self.iter() if n.tag == tag
                and all(n.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]

    def text(self, skip: tuple[str, ...] = ("script", "template", "style")) -> str:
        parts = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.tag not in skip:
                parts.append(child.text(skip))
        return "".join(parts)

    def has_class(self, name: str) -> bool:
        return name in (self.attrs.get("class") or "").split()


class TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        assert node is not None, f"</{tag}> closes nothing"
        self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse(path: Path) -> Node:
    builder = TreeBuilder()
    builder.feed(path.read_text(encoding="utf-8"))
    builder.close()
    assert builder.current is builder.root, f"{path.name}: unclosed <{builder.current.tag}>"
    return builder.root


def squash(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The pages as build.py writes them, beside a copy of web/ (what dist/ also holds)."""
    spec = importlib.util.spec_from_file_location("rules_pages", ROOT / "tools" / "rules_pages.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    dist = tmp_path_factory.mktemp("dist")
    shutil.copytree(ROOT / "web", dist, dirs_exist_ok=True)
    (dist / "icon-192.png").write_bytes(b"")  # build.py draws it
    module.write(dist)
    return dist


def page(site: Path, lang: str, variant: str) -> Node:
    return parse(site / "rules" / lang / f"{variant}.html")


def position_cards(position: str) -> Counter:
    """Every card a diagram's position shows: hands, loose cards, builds, capture pile tops."""
    game = game_from_position(position)
    shown = [c.code for hand in game.hands for c in hand] + [c.code for c in game.loose]
    shown += [c.code for b in game.builds for c in b.cards]
    if game.rules.pile_tops:
        shown += [pile[-1].code for pile in game.piles if pile]
    return Counter(shown)


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_set_has_a_page_in_each_language_with_its_lang_attribute(site, lang):
    names = {p.stem for p in (site / "rules" / lang).glob("*.html")}
    assert names == set(RULE_SETS) | {"index"}
    for variant in RULE_SETS:
        html = page(site, lang, variant).find_all("html")[0]
        assert html.attrs["lang"] == {"pt": "pt-BR", "en": "en"}[lang]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", sorted(RULE_SETS))
def test_page_reads_every_heading_and_paragraph_without_a_script(site, variant, lang):
    doc = page(site, lang, variant)
    data = rules_text(variant, lang)
    name = RULE_SETS[variant].name[lang]
    assert squash(doc.find_all("h1")[0].text()) == name
    headings = [squash(h.text()) for h in doc.find_all("h2") if h.attrs.get("id") != "toc-title"]
    assert headings == [s["heading"] for s in data["sections"]]
    # The text is in the markup itself, outside scripts and templates; nothing is hidden.
    text = squash(doc.text())
    for s in data["sections"]:
        for para in s["paragraphs"]:
            assert squash(para) in text
    scripts = doc.find_all("script")
    assert all(s.attrs.get("src") and not s.text(()) for s in scripts), "no inline script"
    assert not [n for n in doc.iter() if "hidden" in n.attrs]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", sorted(RULE_SETS))
def test_every_diagram_is_drawn_as_cards_with_its_tries_and_verdicts(site, variant, lang):
    doc = page(site, lang, variant)
    figures = [f for f in doc.find_all("figure") if f.has_class("diagram")]
    diagrams = [d for s in rules_text(variant, lang)["sections"] for d in s["diagrams"]]
    assert len(figures) == len(diagrams) >= 3
    verdict = {"pt": ("pode", "não pode"), "en": ("legal", "refused")}[lang]
    for figure, d in zip(figures, diagrams, strict=True):
        assert figure.attrs["data-position"] == d["position"]
        drawn = Counter(n.attrs["data-card"] for n in figure.iter()
                        if n.tag == "span" and n.has_class("card"))
        assert drawn == position_cards(d["position"]), d["position"]
        assert d["caption"] in squash(figure.find_all("figcaption")[0].text())
        items = [n for n in figure.find_all("li") if n.has_class("try")]
        assert len(items) == len(d["tries"])
        for item, t in zip(items, d["tries"], strict=True):
            words = squash(item.text())
            assert t["label"] in words and squash(t["why"]) in words
            assert verdict[0 if t["legal"] else 1] in words
            assert item.has_class("legal" if t["legal"] else "refused")
        # The live version, on demand: embed.html's diagram mode, by a relative URL.
        assert figure.attrs["data-embed"].startswith(f"../../embed.html?lang={lang}&position=")


def _links(doc: Node) -> list[str]:
    return [n.attrs[k] for n in doc.iter() for k in ("href", "src", "data-embed")
            if n.attrs.get(k) is not None]


@pytest.mark.parametrize("lang", LANGS)
def test_every_url_is_relative_and_leads_to_a_file_or_an_anchor_of_the_site(site, lang):
    pages = [site / "rules" / lang / f"{v}.html" for v in RULE_SETS]
    pages += [site / "rules" / lang / "index.html", site / "rules" / "index.html"]
    for path in pages:
        doc = parse(path)
        ids = {n.attrs["id"] for n in doc.iter() if n.attrs.get("id")}
        for url in _links(doc):
            parts = urlsplit(url)
            assert not parts.scheme and not parts.netloc and not url.startswith("/"), url
            if not parts.path:
                assert parts.fragment in ids, f"{path.name}: #{parts.fragment}"
                continue
            target = (path.parent / unquote(parts.path)).resolve()
            assert target.is_file() and site.resolve() in target.parents, f"{path.name}: {url}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_links_back_to_the_game_to_the_index_and_to_the_other_language(site, lang):
    other = "en" if lang == "pt" else "pt"
    links = _links(page(site, lang, "swazi"))
    assert f"../../index.html?lang={lang}" in links
    assert "./index.html" in links
    assert f"../{other}/swazi.html" in links


@pytest.mark.parametrize("where", ["rules/index.html", "rules/pt/index.html",
                                   "rules/en/index.html"])
def test_index_lists_every_rule_set_with_name_players_source_and_summary(site, where):
    doc = parse(site / where)
    langs = ("pt", "en") if where == "rules/index.html" else (where.split("/")[1],)
    tables = doc.find_all("table")
    assert len(tables) == len(langs)
    for lang, table in zip(langs, tables, strict=True):
        rows = {r.attrs["data-variant"]: r for r in table.find_all("tr")
                if "data-variant" in r.attrs}
        assert list(rows) == list(RULE_SETS)
        for variant, rules in RULE_SETS.items():
            words = squash(rows[variant].text())
            assert rules.name[lang] in words
            assert rules.source in words
            assert str(rules.players[0]) in words and str(rules.players[-1]) in words
            assert squash(rules.describe()["summary"][lang]) in words
    if len(langs) == 2:
        assert [s.attrs["lang"] for s in doc.find_all("section")] == ["pt-BR", "en"]


def test_build_writes_the_pages_into_dist_and_the_service_worker_lists_them():
    """build.py calls the generator (one line); dist/ from the last build has the pages."""
    source = (ROOT / "build.py").read_text()
    assert 'ROOT / "tools" / "rules_pages.py"' in source
    sw = ROOT / "dist" / "sw.js"
    if not sw.exists():
        pytest.skip("no dist/ built yet (python build.py)")
    text = sw.read_text()
    for lang in LANGS:
        assert f'"rules/{lang}/casino.html"' in text
    assert '"rules/index.html"' in text and '"rules-page.js"' in text


def test_every_rules_page_links_to_its_walk_through(site):
    """Issue 19 item 4: a rules page offers its rule set's "Learn to play" (learn.html)."""
    assert (site / "learn.html").exists()
    for rules in RULE_SETS.values():
        for lang in ("pt", "en"):
            html = (site / "rules" / lang / f"{rules.id}.html").read_text()
            assert f'href="../../learn.html?variant={rules.id}&amp;lang={lang}"' in html
