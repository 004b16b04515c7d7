"""Print the card indices' rank glyphs (A 2 … 10 J Q K) as SVG path data for web/table/cards.js.

    pip install fonttools   # only for this script
    python scripts/rank_glyphs.py [/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf]

The ranks were <text> in DejaVu Serif Bold; as text, every card size on screen made the
browser look up and shape a font of that size during layout (tens of ms each, a main-thread
task over 50 ms while cards travel). As paths they cost no font at all. The outlines are
DejaVu Serif Bold's (Bitstream Vera licence: free to use and modify), laid out as the text
was: font-size 50 in a 50×50 box, baseline at y 44, centred, 2 units tighter between
letters, "10" squeezed to 44 wide.
"""

from __future__ import annotations

import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"


def rank_path(font: TTFont, rank: str, size: float = 50, baseline: float = 44,
              spacing: float = -2, width: float | None = None) -> str:
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    scale = size / font["head"].unitsPerEm
    names = [cmap[ord(ch)] for ch in rank]
    advances = [font["hmtx"][n][0] * scale for n in names]
    natural = sum(advances) + spacing * (len(names) - 1)
    sx = (width / natural) if width else 1.0
    x = 25 - natural * sx / 2
    pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:.1f}".rstrip("0").rstrip("."))
    for name, advance in zip(names, advances, strict=True):
        glyphs[name].draw(TransformPen(pen, (scale * sx, 0, 0, -scale, x, baseline)))
        x += (advance + spacing) * sx
    return pen.getCommands()


def main(argv: list[str]) -> int:
    font = TTFont(argv[1] if len(argv) > 1 else FONT)
    print("const RANK_PATHS = {")
    for rank in RANKS:
        d = rank_path(font, rank, width=44 if rank == "10" else None)
        print(f'  "{rank}": "{d}",')
    print("};")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
