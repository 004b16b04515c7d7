"""The rules as players read them, in Portuguese and English, one entry per rule set.

Written from /work/shared/RULES.md and the seeds. Paragraphs are separated by a blank line.
``rules_text(variant, lang)`` answers the full text, or the rule set's one-paragraph summary
when no full text has been written yet (rule sets added later start that way).
"""

from __future__ import annotations

from .rules import get_rules

# ---- pieces shared by several rule sets ---------------------------------------------------
_PT = {
    "values": "Valores: o ás vale 1 e as cartas de 2 a 10 valem o número. Valete, dama e rei "
              "não têm valor: cada um captura só uma carta igual da mesa, uma de cada vez.",
    "royal": "Valores: valete 11, dama 12, rei 13; o ás vale 1 ou 14, à escolha de quem o "
             "joga (dentro de uma construção o valor fica fixo). As figuras capturam somas e "
             "entram em construções, e cartas iguais podem ser levadas todas juntas.",
    "capture": "Na sua vez, jogue uma carta da mão. Capturar: leve da mesa as cartas do mesmo "
               "valor e os grupos de cartas cuja soma dá o valor da sua carta — vários de uma "
               "vez, cada carta num só grupo. Com um 8 numa mesa com A, 2, 3, 5, 6 e 8, você "
               "leva 8, 6+2 e 5+3, ou 8 e A+2+5, nunca as seis. Capturar é opcional.",
    "build": "Construir: junte uma carta da mão a cartas da mesa e anuncie o valor "
             "(«construindo um sete»). Você precisa guardar na mão uma carta desse valor para "
             "capturar a construção depois; nunca se constrói só com cartas da mesa. Uma "
             "construção é simples (cartas que somam o valor) ou múltipla (vários grupos do "
             "valor; uma carta igual também é um grupo). Ela só é capturada inteira, por uma "
             "carta do valor anunciado, que leva também as cartas soltas e os grupos desse "
             "valor. Nenhuma construção passa de 10.",
    "obligation": "Quem tem uma construção na mesa não pode largar uma carta nem gastar a "
                  "última carta que a captura. O jogo nunca deixa fazer uma construção "
                  "ilegal; por isso a multa de −5 pontos por construção ilegal das regras "
                  "tradicionais nunca acontece aqui.",
    "trail": "Largar: se não quiser capturar nem construir, deixe a carta aberta na mesa.",
    "rest": "Quando acabam as cartas, quem capturou por último fica com o que sobrou na mesa "
            "(isso não é limpeza).",
    "sweep": "Limpeza: uma captura que deixa a mesa vazia vale 1 ponto (a última jogada "
             "também, se limpar a mesa de verdade).",
    "score": "Pontos de cada rodada: mais cartas 3 (empate: ninguém), mais espadas 1, cada "
             "ás 1, 10♦ (dez de ouros) 2, 2♠ (dois de espadas) 1.",
    "match": "Os pontos se contam no fim de cada rodada. Vence quem chegar a {target}; se "
             "vários chegarem, o maior total; num empate joga-se outra rodada.",
    "teams": "Com 4 jogadores joga-se em duplas (os parceiros ficam frente a frente): os "
             "pontos e as cartas capturadas da dupla se somam.",
}
_EN = {
    "values": "Values: an ace is 1 and 2 to 10 count their number. Jacks, queens and kings "
              "have no value: each takes only one card of its rank from the table at a time.",
    "royal": "Values: jack 11, queen 12, king 13; an ace counts 1 or 14 as its player "
             "chooses (inside a build its value is fixed). Court cards take sums and join "
             "builds, and matching cards may all be taken at once.",
    "capture": "On your turn, play one card from your hand. Capture: take from the table "
               "the cards of the same value and groups of cards that add up to your card's "
               "value — several at once, each card in one group only. With an 8 on a table "
               "of A, 2, 3, 5, 6 and 8 you take 8, 6+2 and 5+3, or 8 and A+2+5, never all "
               "six. Capturing is optional.",
    "build": "Build: put a card from your hand with table cards and announce the value "
             "(“building seven”). You must keep a card of that value in your hand to capture "
             "the build later; you never build with table cards alone. A build is simple "
             "(cards adding up to the value) or multiple (several groups of the value; a lone "
             "equal card is a group too). It is only captured whole, by a card of the "
             "announced value, which also takes loose cards and groups of that value. No "
             "build goes above 10.",
    "obligation": "While you own a build on the table you may not trail, and you may not "
                  "spend your last card that captures it. The game never lets anyone make "
                  "an illegal build, so the traditional −5 points for an illegal build "
                  "cannot happen here.",
    "trail": "Trail: if you neither capture nor build, lay your card face up on the table.",
    "rest": "When the cards run out, the last player to capture takes whatever is left on "
            "the table (that is not a sweep).",
    "sweep": "Sweep: a capture that leaves the table empty scores 1 point (the very last "
             "play too, if it really clears the table).",
    "score": "Points each round: most cards 3 (a tie: nobody), most spades 1, each ace 1, "
             "10♦ (ten of diamonds) 2, 2♠ (two of spades) 1.",
    "match": "Points are counted at the end of each round. The first to reach {target} "
             "wins; if several reach it, the highest total; on a tie another round is "
             "played.",
    "teams": "With 4 players you play in partnerships (partners sit opposite): a team's "
             "points and captured cards are added together.",
}


def _join(*parts: str) -> str:
    return "\n\n".join(parts)


_CASSINO_DEAL_PT = ("Para 2, 3 ou 4 jogadores, baralho de 52 cartas. O carteador dá 2 cartas "
                    "a cada um, 2 na mesa, mais 2 a cada um e mais 2 na mesa; depois, quando "
                    "as mãos acabam, mais 4 a cada um, de duas em duas, sem novas cartas na "
                    "mesa. Na última distribuição anuncia-se «últimas». Começa quem está à "
                    "esquerda do carteador; joga-se em sentido horário.")
_CASSINO_DEAL_EN = ("For 2, 3 or 4 players, with 52 cards. The dealer gives 2 cards to each "
                    "player, 2 to the table, 2 more each and 2 more to the table; when the "
                    "hands are empty, 4 more each, in twos, none to the table. The last deal "
                    "is announced as “last”. The player on the dealer's left starts; play "
                    "goes clockwise.")
_CASSINO_BUILDS_PT = ("Qualquer construção simples pode ser aumentada por qualquer jogador, "
                      "com uma carta da mão, se ele guardar uma carta do novo valor; cartas "
                      "soltas só entram se formarem o novo valor. Uma construção múltipla "
                      "nunca muda de valor. Uma captura leva no máximo uma construção.")
_CASSINO_BUILDS_EN = ("Any simple build may be raised by any player with a card from the hand, "
                      "keeping a card of the new value; loose cards join only if they make "
                      "the new value. A multiple build never changes value. One capture "
                      "takes at most one build.")
_CASSINO_OPTIONS_PT = ("Opções de algumas mesas (todas desligadas de início): largar e "
                       "construir com cartas da mesa na mesma vez; quem construiu pode "
                       "largar; cartas soltas ajudam a aumentar; meta de 11, 31 ou 50; "
                       "cartas valem 2 e a última captura 1; sem pontos de limpeza.")
_CASSINO_OPTIONS_EN = ("Options some tables play (all off at first): trail and build from "
                       "table cards in the same turn; a builder may trail; loose cards may "
                       "help raise; a target of 11, 31 or 50; cards worth 2 and the last "
                       "capture 1; no sweep points.")
_BR_PT = ("Para 2, 3 ou 4 jogadores (4 em duplas). As cartas são dadas uma a uma: uma a cada "
          "jogador e uma na mesa, quatro vezes; depois 4 a cada um, uma a uma, sem cartas na "
          "mesa; na última distribuição anuncia-se «últimas». Começa quem está à esquerda "
          "do carteador, que joga por último.")
_BR_EN = ("For 2, 3 or 4 players (4 in partnerships). Cards are dealt one at a time: one to "
          "each player and one to the table, four times; later 4 each, one at a time, none "
          "to the table; the last deal is announced as “last”. The player on the dealer's "
          "left starts and the dealer plays last.")
_BR_BUILDS_PT = ("Qualquer jogador pode aumentar uma construção com uma carta da mão. Uma "
                 "construção de cartas iguais (um 4 sobre um 4, «construindo um quatro») não "
                 "muda de valor. Quando um jogador tem duas construções do mesmo valor, "
                 "nenhuma pode ser aumentada e uma carta desse valor leva as duas. Aqui as "
                 "construções também entram em somas: um 9 leva uma construção de 6 e um 3 "
                 "solto. Quem construiu deve guardar uma carta que a capture, mas pode largar. "
                 "O jogo nunca deixa fazer uma construção ilegal; por isso a multa de −5 "
                 "pontos por construção ilegal das regras tradicionais nunca acontece aqui.")
_BR_BUILDS_EN = ("Any player may raise a build with a card from the hand. A build of equal "
                 "cards (a 4 on a 4, “building four”) cannot change value. When one player "
                 "has two builds of the same value, neither can be raised and one card of "
                 "that value takes both. Here builds also count in sums: a 9 takes a 6-build "
                 "and a loose 3. A builder must keep a card that captures it, but may trail. "
                 "The game never lets anyone make an illegal build, so the traditional −5 "
                 "points for an illegal build cannot happen here.")
_BR_SCORE_PT = ("Sem pontos de limpeza. Pontos de cada rodada: mais cartas 3 (empate: "
                "ninguém), mais espadas 1, cada ás 1, 10♦ 2, 2♠ 1 — 11 ao todo.")
_BR_SCORE_EN = ("No sweep points. Points each round: most cards 3 (a tie: nobody), most "
                "spades 1, each ace 1, 10♦ 2, 2♠ 1 — 11 in all.")
_VALUES_OPTION_PT = ("Opção: jogar com os valores do Cassino (figuras sem valor) ou do "
                     "Cassino Real (valete 11, dama 12, rei 13, ás 1 ou 14).")
_VALUES_OPTION_EN = ("Option: play with Casino values (court cards have none) or Royal Casino "
                     "values (jack 11, queen 12, king 13, ace 1 or 14).")

TEXTS: dict[str, dict[str, str]] = {
    "casino": {
        "pt": _join(
            "Cassino (regras estritas), para dois jogadores, com baralho de 52 cartas. "
            "Sorteia-se quem dá as cartas, e o carteador alterna a cada rodada. Cada um "
            "recebe 4 cartas e 4 ficam abertas na mesa; quando as mãos acabam, mais 4 a cada "
            "um, sem novas cartas na mesa: 6 distribuições ao todo. Antes da última "
            "anuncia-se «últimas». Começa quem não deu as cartas.",
            _PT["values"], _PT["capture"], _PT["build"],
            "Aumentar: só uma construção simples, só com uma carta numérica da mão, e "
            "guardando uma carta do novo valor; cartas soltas não entram na soma, mas grupos "
            "que já valem o novo valor podem ser juntados. Completar: uma carta da mão, "
            "sozinha ou com cartas soltas, forma outro grupo do valor anunciado. Uma "
            "construção múltipla nunca muda de valor. Pode haver duas construções do mesmo "
            "valor, e uma captura leva todas as construções do seu valor.",
            _PT["obligation"] + " Se o adversário mudar a sua construção, a obrigação acaba.",
            _PT["trail"], _PT["sweep"], _PT["rest"],
            _PT["score"] + " Mais 1 por limpeza.",
            _PT["match"].format(target=21) + " Uma rodada em que ninguém capturou não conta "
            "e é jogada de novo."),
        "en": _join(
            "Casino (strict rules), for two players, with 52 cards. The first dealer is "
            "drawn by lot, then the deal alternates each round. Each player gets 4 cards and "
            "4 go face up to the table; when the hands are empty, 4 more each, none to the "
            "table: 6 deals in all. The last one is announced as “last”. The non-dealer "
            "starts.",
            _EN["values"], _EN["capture"], _EN["build"],
            "Raise: only a simple build, only with a numeral card from your hand, keeping a "
            "card of the new value; loose cards do not add to the sum, but groups already "
            "worth the new value may be gathered in. Extend: a card from your hand, alone or "
            "with loose cards, makes another group of the announced value. A multiple build "
            "never changes value. Two builds of the same value may stand, and one capture "
            "takes every build of its value.",
            _EN["obligation"] + " If your opponent changes your build, the obligation ends.",
            _EN["trail"], _EN["sweep"], _EN["rest"],
            _EN["score"] + " Plus 1 per sweep.",
            _EN["match"].format(target=21) + " A round in which nobody captured does not "
            "count and is played again."),
    },
    "cassino": {
        "pt": _join(
            "Cassino clássico. " + _CASSINO_DEAL_PT, _PT["values"], _PT["capture"],
            _PT["build"], _CASSINO_BUILDS_PT, _PT["obligation"], _PT["trail"], _PT["sweep"],
            _PT["rest"], _PT["score"] + " Mais 1 por limpeza.", _PT["teams"],
            _PT["match"].format(target=21), _CASSINO_OPTIONS_PT),
        "en": _join(
            "Classic Cassino. " + _CASSINO_DEAL_EN, _EN["values"], _EN["capture"],
            _EN["build"], _CASSINO_BUILDS_EN, _EN["obligation"], _EN["trail"], _EN["sweep"],
            _EN["rest"], _EN["score"] + " Plus 1 per sweep.", _EN["teams"],
            _EN["match"].format(target=21), _CASSINO_OPTIONS_EN),
    },
    "royal-casino": {
        "pt": _join(
            "Cassino Real: o Cassino clássico com figuras numéricas. " + _CASSINO_DEAL_PT,
            _PT["royal"], _PT["capture"],
            _PT["build"].replace("Nenhuma construção passa de 10.",
                                 "Com as figuras, as construções podem chegar a 14."),
            _CASSINO_BUILDS_PT, _PT["obligation"], _PT["trail"], _PT["sweep"], _PT["rest"],
            _PT["score"] + " Mais 1 por limpeza.", _PT["teams"],
            _PT["match"].format(target=21), _CASSINO_OPTIONS_PT),
        "en": _join(
            "Royal Casino: classic Cassino with numbered court cards. " + _CASSINO_DEAL_EN,
            _EN["royal"], _EN["capture"],
            _EN["build"].replace("No build goes above 10.",
                                 "With court cards, builds may go up to 14."),
            _CASSINO_BUILDS_EN, _EN["obligation"], _EN["trail"], _EN["sweep"], _EN["rest"],
            _EN["score"] + " Plus 1 per sweep.", _EN["teams"],
            _EN["match"].format(target=21), _CASSINO_OPTIONS_EN),
    },
    "casino-br": {
        "pt": _join(
            "Casino como no livro brasileiro. " + _BR_PT, _PT["values"], _PT["capture"],
            _PT["build"], _BR_BUILDS_PT,
            _PT["trail"], _PT["rest"], _BR_SCORE_PT, _PT["teams"],
            _PT["match"].format(target=21) + " Opções: meta de 31; quem fizer 6 dos 11 "
            "pontos numa rodada vence na hora."),
        "en": _join(
            "Casino as in the Brazilian book. " + _BR_EN, _EN["values"], _EN["capture"],
            _EN["build"], _BR_BUILDS_EN,
            _EN["trail"], _EN["rest"], _BR_SCORE_EN, _EN["teams"],
            _EN["match"].format(target=21) + " Options: a target of 31; a player who takes 6 "
            "of the 11 points in one round wins at once."),
    },
    "draw-casino": {
        "pt": _join(
            "Cassino Aberto: há uma só distribuição, 4 cartas a cada jogador e 4 na mesa; o "
            "resto fica no monte. Depois de cada jogada, quem jogou compra uma carta do "
            "monte e fica de novo com 4, até o monte acabar; então jogam-se as mãos até o "
            "fim. Para 2 a 4 jogadores (4 em duplas).",
            _VALUES_OPTION_PT, _PT["capture"], _PT["build"], _BR_BUILDS_PT, _PT["trail"],
            _PT["rest"], _BR_SCORE_PT, _PT["match"].format(target=21)),
        "en": _join(
            "Draw Casino: there is a single deal, 4 cards each and 4 to the table; the rest "
            "is the stock. After each play, the player draws a card from the stock to hold 4 "
            "again, until the stock runs out; then the hands are played out. For 2 to 4 "
            "players (4 in partnerships).",
            _VALUES_OPTION_EN, _EN["capture"], _EN["build"], _BR_BUILDS_EN, _EN["trail"],
            _EN["rest"], _BR_SCORE_EN, _EN["match"].format(target=21)),
    },
    "spade-casino": {
        "pt": _join(
            "Cassino de Espadas: joga-se como o Casino do livro, com pontos a mais pelas "
            "espadas. " + _BR_PT, _VALUES_OPTION_PT, _PT["capture"], _PT["build"],
            _BR_BUILDS_PT, _PT["trail"], _PT["rest"],
            _BR_SCORE_PT + " Além disso, A♠, J♠ e 2♠ valem 2 cada e cada outra espada vale 1.",
            _PT["match"].format(target=61)),
        "en": _join(
            "Spade Casino: played as the book's Casino, with extra points for spades. "
            + _BR_EN, _VALUES_OPTION_EN, _EN["capture"], _EN["build"], _BR_BUILDS_EN,
            _EN["trail"], _EN["rest"],
            _BR_SCORE_EN + " On top of that, A♠, J♠ and 2♠ score 2 each and every other "
            "spade 1.", _EN["match"].format(target=61)),
    },
    "casino-do-pato": {
        "pt": _join(
            "Cassino do Pato: joga-se como o Casino do livro, mas o objetivo é fazer o "
            "mínimo de pontos. Livre-se dos ases, do 10♦ e do 2♠, não fique com mais cartas "
            "nem mais espadas, e evite ser o último a capturar. " + _BR_PT,
            _VALUES_OPTION_PT, _PT["capture"], _PT["build"], _BR_BUILDS_PT, _PT["trail"],
            _PT["rest"], _BR_SCORE_PT,
            "Quando alguém chega a 21 pontos no fim de uma rodada, a partida acaba e vence "
            "quem tiver o menor total."),
        "en": _join(
            "Misère Casino (Cassino do Pato): played as the book's Casino, but the aim is to "
            "score as little as possible. Get rid of aces, 10♦ and 2♠, avoid taking the most "
            "cards or spades, and avoid being the last to capture. " + _BR_EN,
            _VALUES_OPTION_EN, _EN["capture"], _EN["build"], _BR_BUILDS_EN, _EN["trail"],
            _EN["rest"], _BR_SCORE_EN,
            "When someone reaches 21 points at the end of a round, the match ends and the "
            "lowest total wins."),
    },
}


def rules_text(variant: str, lang: str = "en") -> dict:
    """``{"id", "lang", "text", "full"}``: the rule set's full text in ``lang`` (``pt`` or
    ``en``), or its summary (``full`` false) when no full text was written for it.

    :raises ValueError: an unknown rule set.
    """
    rules = get_rules(variant)
    lang = "pt" if lang == "pt" else "en"
    entry = TEXTS.get(rules.id, {})
    if lang in entry:
        return {"id": rules.id, "lang": lang, "text": entry[lang], "full": True}
    summary = rules.describe().get("summary") or {}
    return {"id": rules.id, "lang": lang, "text": summary.get(lang, ""), "full": False}
