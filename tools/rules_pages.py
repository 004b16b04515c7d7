"""The rules as web pages: one static page per rule set and language, and an index.

    python tools/rules_pages.py DIST        # writes DIST/rules/ (build.py calls this)

Writes ``rules/pt/<id>.html`` and ``rules/en/<id>.html`` for every rule set, the index of
each language (``rules/pt/index.html``, ``rules/en/index.html``) and ``rules/index.html``,
the index in both languages. A page is the rule set's text (:func:`cassino.rules_text`) under
its headings, with every rules diagram drawn as cards in HTML and CSS, its caption and the
moves to try with their verdicts in words: it reads in full without JavaScript. The small
script ``rules-page.js`` (web/) draws each of those cards with the game's SVG face
(table/cards.js, coloured by table/faces.css) and adds a button to each diagram that opens it
in ``embed.html?position=…`` to try the moves, once the reader asks. Every URL is relative, so
the pages work under any sub-path; the service worker precaches them with the rest of dist/.
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py_src") not in sys.path:
    sys.path.insert(0, str(ROOT / "py_src"))

from cassino.cards import parse_card  # noqa: E402
from cassino.notation import seat_name  # noqa: E402
from cassino.position import game_from_position  # noqa: E402
from cassino.rules import RULE_SETS, RuleSet  # noqa: E402
from cassino.rules_text import rules_text  # noqa: E402

LANGS = ("pt", "en")
HTML_LANG = {"pt": "pt-BR", "en": "en"}
LANG_NAME = {"pt": "Português", "en": "English"}

WORDS: dict[str, dict[str, str]] = {
    "pt": {
        "rules": "Regras", "all": "Todas as regras", "back": "Voltar ao jogo",
        "learn": "Aprender a jogar, passo a passo",
        "title": "Regras: {name}", "index_title": "Regras dos jogos",
        "index_lead": "Os jogos da família do Cassino que se jogam aqui, cada um com as suas "
                      "regras completas e exemplos que se podem experimentar.",
        "toc": "Nesta página", "players": "Jogadores", "target": "Objetivo",
        "source": "Fonte", "summary": "Resumo", "game": "Jogo",
        "target_points": "{n} pontos", "source_text": "texto {seed}",
        "example": "Exemplo", "table": "Mesa", "empty": "mesa vazia",
        "to_play": "{who} joga", "holds": "{who}", "no_cards": "sem cartas",
        "build": "construção de {value} · {who}", "fixed": "fixa",
        "piles": "Montinhos (carta de cima)", "pile": "montinho do {who}",
        "stock": "Monte: {n} cartas", "tries": "Experimente",
        "legal": "pode", "refused": "não pode", "try_js": "Experimentar as jogadas",
        "close_js": "Fechar", "frame": "Diagrama interativo: {caption}",
        "summary_only": "Só há um resumo destas regras por enquanto.",
        "and": " ou ", "nav": "Navegação",
    },
    "en": {
        "rules": "Rules", "all": "All rule sets", "back": "Back to the game",
        "learn": "Learn to play, step by step",
        "title": "Rules: {name}", "index_title": "Rules of the games",
        "index_lead": "The games of the Casino family played here, each with its full rules "
                      "and worked examples you can try.",
        "toc": "On this page", "players": "Players", "target": "Target",
        "source": "Source", "summary": "Summary", "game": "Game",
        "target_points": "{n} points", "source_text": "text {seed}",
        "example": "Example", "table": "Table", "empty": "empty table",
        "to_play": "{who} to play", "holds": "{who}", "no_cards": "no cards",
        "build": "build of {value} · {who}", "fixed": "fixed",
        "piles": "Capture piles (top card)", "pile": "{who}'s pile",
        "stock": "Stock: {n} cards", "tries": "Try",
        "legal": "legal", "refused": "refused", "try_js": "Try the moves yourself",
        "close_js": "Close", "frame": "Interactive diagram: {caption}",
        "summary_only": "Only a summary of these rules exists so far.",
        "and": " or ", "nav": "Navigation",
    },
}

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; frame-src 'self'; "
       "img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'")


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def players_text(players: Iterable[int], lang: str) -> str:
    """``2``, ``2 ou 4``, ``2, 3 ou 4`` (``or`` in English)."""
    numbers = [str(n) for n in players]
    if len(numbers) == 1:
        return numbers[0]
    return ", ".join(numbers[:-1]) + WORDS[lang]["and"] + numbers[-1]


def paragraph(text: str) -> str:
    """A paragraph; a short lead term before a colon (``Capturar:``) in bold."""
    match = re.match(r"([^:.;,«“(]{1,40}):\s", text)
    if match and len(match.group(1).split()) <= 5:
        lead = match.group(1)
        return f"<p><strong>{esc(lead)}:</strong> {esc(text[match.end():])}</p>"
    return f"<p>{esc(text)}</p>"


# ---- cards and diagrams -----------------------------------------------------------------
def card(code: str, lang: str) -> str:
    """A card as HTML: its rank and suit drawn, its name in words for screen readers."""
    c = parse_card(code)
    colour = "red" if c.suit in "HD" else "black"
    return (f'<span class="card {colour}" data-card="{esc(c.code)}" role="img" '
            f'aria-label="{esc(c.name(lang))}"><span class="rank" aria-hidden="true">'
            f'{esc(c.rank)}<span class="suit">{esc(c.symbol[-1])}</span></span>'
            f'<span class="pip" aria-hidden="true">{esc(c.symbol[-1])}</span></span>')


def cards(codes: Iterable[str], lang: str) -> str:
    return "".join(card(code, lang) for code in codes)


def board(position: str, lang: str) -> str:
    """A diagram's position drawn: the other hands, the table with its builds, the capture
    piles' tops and the stock where the position has them, and the hand to play."""
    w = WORDS[lang]
    game = game_from_position(position)
    seat = game.to_move
    view = game.view(seat)
    rows = []
    for other, hand in enumerate(game.hands):
        if other == seat:
            continue
        label = esc(w["holds"].format(who=seat_name(other, lang)))
        body = (cards((c.code for c in hand), lang) if hand
                else f'<span class="none">{esc(w["no_cards"])}</span>')
        rows.append(f'<div class="hand other" data-seat="{other}"><span class="who">{label}'
                    f'</span><span class="row">{body}</span></div>')
    table = view["table"]
    items = [cards(table["loose"], lang)]
    for b in table["builds"]:
        head = w["build"].format(value=b["value"], who=seat_name(b["owner"], lang))
        if b["fixed"]:
            head += f' · {w["fixed"]}'
        groups = "".join(f'<span class="group">{cards(g, lang)}</span>' for g in b["groups"])
        items.append(f'<span class="build" data-build="{b["id"]}"><span class="build-head">'
                     f'{esc(head)}</span><span class="groups">{groups}</span></span>')
    if not table["loose"] and not table["builds"]:
        items.append(f'<span class="none">{esc(w["empty"])}</span>')
    rows.append(f'<div class="table"><span class="who">{esc(w["table"])}</span>'
                f'<span class="row">{"".join(items)}</span></div>')
    tops = view["pile_tops"] or []
    piles = []
    for index, top in enumerate(tops):
        if top is None:
            continue
        owners = " / ".join(seat_name(s, lang) for s in view["pile_seats"][index])
        piles.append(f'<span class="pile"><span class="pile-head">'
                     f'{esc(w["pile"].format(who=owners))}</span>{card(top, lang)}</span>')
    if piles:
        rows.append(f'<div class="piles"><span class="who">{esc(w["piles"])}</span>'
                    f'<span class="row">{"".join(piles)}</span></div>')
    if view["stock"]:
        rows.append(f'<div class="stock">{esc(w["stock"].format(n=view["stock"]))}</div>')
    me = esc(w["to_play"].format(who=seat_name(seat, lang)))
    hand = game.hands[seat]
    body = (cards((c.code for c in hand), lang) if hand
            else f'<span class="none">{esc(w["no_cards"])}</span>')
    rows.append(f'<div class="hand mine" data-seat="{seat}"><span class="who">{me}</span>'
                f'<span class="row">{body}</span></div>')
    return '<div class="board">' + "".join(rows) + "</div>"


def diagram(item: Mapping, lang: str, anchor: str) -> str:
    """A rules diagram as a figure: caption, the drawn position, the tries with verdicts."""
    w = WORDS[lang]
    caption = item["caption"]
    source = item["source"]
    head = f'<span class="label">{esc(w["example"])}</span> {esc(caption)}'
    if source and not caption.startswith(source):
        head += f' <span class="src">({esc(source)})</span>'
    tries = []
    for t in item["tries"]:
        verdict = w["legal"] if t["legal"] else w["refused"]
        mark = "✓" if t["legal"] else "✗"
        state = "legal" if t["legal"] else "refused"
        code = f' data-code="{esc(t["code"])}"' if t["code"] else ""
        tries.append(f'<li class="try {state}"{code}><span class="verdict">'
                     f'<span aria-hidden="true">{mark}</span> {esc(verdict)}</span> '
                     f'<span class="move">{esc(t["label"])}</span> — {esc(t["why"])}</li>')
    frame_title = w["frame"].format(caption=caption)
    return (f'<figure class="diagram" id="{anchor}" data-position="{esc(item["position"])}" '
            f'data-embed="../../embed.html?lang={lang}&amp;position={esc(quote(item["position"]))}"'
            f' data-frame-title="{esc(frame_title)}">'
            f"<figcaption>{head}</figcaption>"
            f"{board(item['position'], lang)}"
            f'<p class="tries-head">{esc(w["tries"])}:</p>'
            f'<ul class="tries">{"".join(tries)}</ul></figure>')


# ---- pages ------------------------------------------------------------------------------
def head(lang: str, title: str, alternates: Mapping[str, str], description: str = "",
         script: bool = False) -> str:
    links = "".join(f'<link rel="alternate" hreflang="{HTML_LANG[other]}" href="{esc(href)}">'
                    for other, href in alternates.items())
    meta = f'<meta name="description" content="{esc(description)}">\n' if description else ""
    js = '<script type="module" src="../../rules-page.js"></script>\n' if script else ""
    prefix = "../../"  # rules/<lang>/ to the site root
    return ("<!doctype html>\n"
            f'<html lang="{HTML_LANG.get(lang, "pt-BR")}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
            f"<title>{esc(title)}</title>\n{meta}"
            f'<link rel="stylesheet" href="{prefix}table/faces.css">\n'
            f'<link rel="stylesheet" href="{prefix}rules-page.css">\n'
            f'<link rel="icon" href="{prefix}icon-192.png" type="image/png">\n'
            f"{links}\n{js}</head>\n")


def topbar(lang: str, index: str, game: str, switch: Mapping[str, str]) -> str:
    w = WORDS[lang]
    langs = "".join(f'<a href="{esc(href)}" hreflang="{HTML_LANG[other]}" '
                    f'lang="{HTML_LANG[other]}">{LANG_NAME[other]}</a>'
                    for other, href in switch.items())
    return (f'<header class="top"><nav aria-label="{esc(w["nav"])}">'
            f'<a class="back" href="{esc(game)}" data-testid="back">← {esc(w["back"])}</a>'
            f'<a href="{esc(index)}">{esc(w["all"])}</a>'
            f'<span class="langs">{langs}</span></nav></header>\n')


def rules_page(rules: RuleSet, lang: str) -> str:
    """One rule set's page in ``lang``."""
    w = WORDS[lang]
    data = rules_text(rules.id, lang)
    name = rules.name[lang]
    others = {o: f"../{o}/{rules.id}.html" for o in LANGS if o != lang}
    summary = (rules.describe().get("summary") or {}).get(lang, "")
    out = [head(lang, f"{w['title'].format(name=name)} — Cassino", others, summary,
                script=True), "<body>\n",
           topbar(lang, "./index.html", f"../../index.html?lang={lang}", others),
           '<main id="main">\n', f'<h1>{esc(name)}</h1>\n',
           '<dl class="facts">'
           f'<div><dt>{esc(w["players"])}</dt><dd>{players_text(rules.players, lang)}</dd></div>'
           f'<div><dt>{esc(w["target"])}</dt>'
           f'<dd>{esc(w["target_points"].format(n=rules.target))}</dd></div>'
           f'<div><dt>{esc(w["source"])}</dt>'
           f'<dd>{esc(w["source_text"].format(seed=rules.source))}</dd></div></dl>\n']
    if summary:
        out.append(f'<p class="summary">{esc(summary)}</p>\n')
    out.append(f'<p class="learn"><a href="../../learn.html?variant={esc(quote(rules.id))}'
               f'&amp;lang={lang}" data-testid="learn">{esc(w["learn"])}</a></p>\n')
    sections = data["sections"]
    if not data["full"]:
        out.append(f"<p>{esc(w['summary_only'])}</p>\n")
    if sections:
        toc = "".join(f'<li><a href="#{s["key"]}">{esc(s["heading"])}</a></li>'
                      for s in sections)
        out.append(f'<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">'
                   f'{esc(w["toc"])}</h2><ol>{toc}</ol></nav>\n')
    for s in sections:
        body = "".join(paragraph(p) for p in s["paragraphs"])
        figures = "".join(diagram(d, lang, f"{s['key']}-{i + 1}")
                          for i, d in enumerate(s["diagrams"]))
        out.append(f'<section aria-labelledby="{s["key"]}"><h2 id="{s["key"]}">'
                   f'{esc(s["heading"])}</h2>{body}{figures}</section>\n')
    out.append("</main>\n")
    out.append(f'<footer class="foot"><a href="./index.html">{esc(w["all"])}</a> · '
               f'<a href="../../index.html?lang={lang}">{esc(w["back"])}</a></footer>\n')
    # The words the script needs, in the page's language (the script has none of its own).
    out.append(f'<template id="rules-page-words" data-try="{esc(w["try_js"])}" '
               f'data-close="{esc(w["close_js"])}"></template>\n')
    out.append("</body>\n</html>\n")
    return "".join(out)


def index_table(lang: str, prefix: str) -> str:
    """Every rule set: its name (a link to its page), players, seed and summary."""
    w = WORDS[lang]
    rows = []
    for rules in RULE_SETS.values():
        summary = (rules.describe().get("summary") or {}).get(lang, "")
        rows.append(f'<tr data-variant="{esc(rules.id)}"><th scope="row">'
                    f'<a href="{prefix}{esc(rules.id)}.html">{esc(rules.name[lang])}</a></th>'
                    f'<td data-label="{esc(w["players"])}">{players_text(rules.players, lang)}'
                    f'</td><td data-label="{esc(w["source"])}">'
                    f'{esc(w["source_text"].format(seed=rules.source))}</td>'
                    f"<td>{esc(summary)}</td></tr>")
    return (f'<table class="index"><thead><tr><th scope="col">{esc(w["game"])}</th>'
            f'<th scope="col">{esc(w["players"])}</th><th scope="col">{esc(w["source"])}</th>'
            f'<th scope="col">{esc(w["summary"])}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def index_page(lang: str) -> str:
    """The index of one language (rules/<lang>/index.html)."""
    w = WORDS[lang]
    others = {o: f"../{o}/index.html" for o in LANGS if o != lang}
    return (head(lang, f"{w['index_title']} — Cassino", others, w["index_lead"]) + "<body>\n"
            + topbar(lang, "./index.html", f"../../index.html?lang={lang}", others)
            + f'<main id="main" class="wide">\n<h1>{esc(w["index_title"])}</h1>\n'
            f'<p class="summary">{esc(w["index_lead"])}</p>\n'
            + index_table(lang, "./") + "\n</main>\n</body>\n</html>\n")


def both_index_page() -> str:
    """rules/index.html: the index in Portuguese, then in English, each marked with its
    language."""
    parts = []
    for lang in LANGS:
        w = WORDS[lang]
        parts.append(f'<section lang="{HTML_LANG[lang]}" aria-labelledby="title-{lang}">'
                     f'<h1 id="title-{lang}">{esc(w["index_title"])}</h1>'
                     f'<p class="summary">{esc(w["index_lead"])}</p>'
                     + index_table(lang, f"./{lang}/") + "</section>\n")
    langs = "".join(f'<a href="./{lang}/index.html" lang="{HTML_LANG[lang]}">'
                       f'{LANG_NAME[lang]}</a>' for lang in LANGS)
    return ("<!doctype html>\n<html lang=\"pt-BR\">\n<head>\n<meta charset=\"utf-8\">\n"
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
            "<title>Regras · Rules — Cassino</title>\n"
            '<link rel="stylesheet" href="../rules-page.css">\n'
            '<link rel="icon" href="../icon-192.png" type="image/png">\n</head>\n<body>\n'
            '<header class="top"><nav aria-label="Navegação · Navigation">'
            '<a class="back" href="../index.html" data-testid="back">← Jogo · Game</a>'
            f'<span class="langs">{langs}</span></nav></header>\n'
            '<main id="main" class="wide">\n' + "".join(parts) + "</main>\n</body>\n</html>\n")


def write(dist: Path) -> list[Path]:
    """Write every rules page and index under ``dist``/rules/; returns the files written."""
    written = []

    def put(path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)

    for lang in LANGS:
        for rules in RULE_SETS.values():
            put(dist / "rules" / lang / f"{rules.id}.html", rules_page(rules, lang))
        put(dist / "rules" / lang / "index.html", index_page(lang))
    put(dist / "rules" / "index.html", both_index_page())
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tools/rules_pages.py DIST")
    files = write(Path(sys.argv[1]))
    print(f"[build] wrote {len(files)} rules pages", flush=True)
