"""Rules texts of seed 003's other fishing games: `kasino`, `kasino-builds`, `kontsina`,
`diloti`, `tablic`, `tablanet`, `basra`, `basra-yemen` and `ashush`."""

from __future__ import annotations

from .casino import (
    BUILD_EN,
    BUILD_PT,
    OBLIGATION_EN,
    OBLIGATION_PT,
    REST_EN,
    REST_PT,
    TEAMS_EN,
    TEAMS_PT,
    VOID_EN,
    VOID_PT,
    sums_example,
)
from .model import build, capture, diagram, extend, legal, raise_, refused, section, trail

CASSINO_DEAL_PT = ("Como no Cassino: 2 cartas a cada jogador, 2 abertas na mesa, mais 2 a "
                   "cada um e mais 2 na mesa; quando as mãos acabam, mais 4 a cada um, de "
                   "duas em duas, sem cartas novas na mesa.")
CASSINO_DEAL_EN = ("As in Cassino: 2 cards to each player, 2 face up to the table, 2 more "
                   "each and 2 more to the table; when the hands are empty, 4 more each, in "
                   "twos, none to the table.")
SIX_PT = ("Com 2 ou 4 jogadores: 6 cartas a cada um, de três em três, e depois 4 abertas na "
          "mesa; quando as mãos acabam, mais 6 a cada um. Com 3 jogadores dá-se como no "
          "Cassino: 2 a cada um, 2 na mesa, mais 2 e mais 2; depois 4 a cada um.")
SIX_EN = ("With 2 or 4 players: 6 cards each, in threes, then 4 face up to the table; when the "
          "hands are empty, 6 more each. With 3 players the deal is as in Cassino: 2 each, 2 "
          "to the table, 2 more and 2 more; later 4 each.")
RIGHT_PT = ("Começa quem está à direita do carteador, e joga-se no sentido anti-horário (para "
            "a direita); o carteador seguinte é o da direita.")
RIGHT_EN = ("The player on the dealer's right starts, and play goes anticlockwise (to the "
            "right); the next dealer is the one on the right.")
LEFT_PT = ("Começa quem está à esquerda do carteador, e joga-se no sentido horário; o "
           "carteador seguinte é o da esquerda.")
LEFT_EN = ("The player on the dealer's left starts, and play goes clockwise; the next dealer "
           "is the one on the left.")
NO_BUILDS_PT = ("Não há construções: as únicas jogadas são capturar uma carta, capturar uma "
                "combinação (cartas que somam o valor da carta jogada, cada carta num só "
                "grupo, várias de uma vez) ou largar a carta na mesa. Capturar é opcional.")
NO_BUILDS_EN = ("There are no builds: the only moves are capturing a card, capturing a "
                "combination (cards adding up to the played card's value, each card in one "
                "group, several at once) or trailing the card on the table. Capturing is "
                "optional.")
TURN_PT = "Cada jogador joga uma carta por vez; qualquer jogada acaba a vez."
TURN_EN = "Each player plays one card a turn; any move ends the turn."
MATCH_PT = ("Os pontos contam-se no fim de cada rodada; quem chega ao objetivo vence — se "
            "vários chegam, o maior total; num empate, outra rodada.")
MATCH_EN = ("Points are counted at the end of each round; the first to reach the target "
            "wins — if several reach it, the highest total; on a tie, another round.")
SWEEP_PT = ("Limpeza: levar com uma carta todas as cartas da mesa, obrigando o seguinte a "
            "largar; as cartas que o último a capturar recebe no fim não contam como limpeza.")
SWEEP_EN = ("Sweep: taking every table card with one card, so the next player must trail; "
            "the cards the last capturer gets at the end are no sweep.")
DECIDE_PT = VOID_PT + " Com 4 jogadores joga-se em duplas (parceiros frente a frente)."
DECIDE_EN = VOID_EN + " With 4 players you play in partnerships (partners opposite)."


def _texts(*, deck_pt: str, deck_en: str, deal_pt: str, deal_en: str, order_pt: str,
           order_en: str, moves_pt: str, moves_en: str, examples: tuple,
           scoring_pt: str, scoring_en: str, match_pt: str = MATCH_PT,
           match_en: str = MATCH_EN, decisions_pt: str = "", decisions_en: str = "",
           options_pt: str = "", options_en: str = "") -> tuple:
    return (
        section("deck", deck_pt, deck_en),
        section("deal", deal_pt, deal_en),
        section("order", order_pt, order_en),
        section("moves", moves_pt, moves_en, *examples),
        section("turn", TURN_PT, TURN_EN),
        section("round", REST_PT + "\n\n" + TEAMS_PT, REST_EN + "\n\n" + TEAMS_EN),
        section("scoring", scoring_pt, scoring_en),
        section("match", match_pt, match_en),
        section("options", options_pt, options_en),
        section("decisions", DECIDE_PT + " " + decisions_pt, DECIDE_EN + " " + decisions_en),
        section("source", "", ""),
    )


KASINO_DECK_PT = ("Um baralho de 52 cartas, para 2, 3 ou 4 jogadores. Valete 11, dama 12, rei "
                  "13, e de 2 a 10 o número — na mão e na mesa. Três cartas valem mais na mão "
                  "do que na mesa: o ás vale 14 na mão e 1 na mesa; o 2♠ (Kasino Pequeno) 15 "
                  "na mão e 2 na mesa; o 10♦ (Kasino Grande) 16 na mão e 10 na mesa. Por "
                  "isso um ás da mão não leva um ás sozinho da mesa (só dentro de uma soma).")
KASINO_DECK_EN = ("One pack of 52 cards, for 2, 3 or 4 players. Jack 11, queen 12, king 13, "
                  "and 2 to 10 their number — in the hand and on the table. Three cards are "
                  "worth more in the hand than on the table: an ace is 14 in the hand and 1 "
                  "on the table; the 2♠ (little Kasino) 15 in the hand and 2 on the table; "
                  "the 10♦ (big Kasino) 16 in the hand and 10 on the table. So an ace from "
                  "the hand never takes a lone table ace (only inside a sum).")
KASINO_SCORE_PT = (SWEEP_PT + " Aqui a limpeza chama-se mokki e vale 1, mas se um lado faz "
                   "os 10 pontos da tabela, nenhum lado marca os seus mokkis.")
KASINO_SCORE_EN = (SWEEP_EN + " Here a sweep is called a mokki and scores 1, but if one side "
                   "takes all 10 points of the table, no side scores its mokkis.")


TEXTS = {
    "kasino": _texts(
        deck_pt=KASINO_DECK_PT, deck_en=KASINO_DECK_EN,
        deal_pt=CASSINO_DEAL_PT, deal_en=CASSINO_DEAL_EN, order_pt=LEFT_PT, order_en=LEFT_EN,
        moves_pt=NO_BUILDS_PT, moves_en=NO_BUILDS_EN,
        examples=(
            diagram("kasino|h0=AC,9S|h1=KH,2D|t=AH,10C,4D|m=0",
                    "003: o ás da mão vale 14; o da mesa, 1.",
                    "003: an ace in the hand is 14; on the table, 1.",
                    refused(capture("AC", "AH"), "capture-value-mismatch",
                            "o ás da mão (14) não leva um ás sozinho da mesa (1).",
                            "the hand's ace (14) does not take a lone table ace (1)."),
                    legal(capture("AC", "10C", "4D"), "10+4 fazem 14.", "10+4 make 14."),
                    source="003", example="kasino-ace"),
            diagram("kasino|h0=2S,10D,3C|h1=KH,2D|t=10S,5H,9C,7D|m=0",
                    "O 2♠ vale 15 na mão e o 10♦ 16.", "The 2♠ is 15 in the hand, the 10♦ 16.",
                    legal(capture("2S", "10S", "5H"), "10+5 fazem 15.", "10+5 make 15."),
                    legal(capture("10D", "9C", "7D"), "9+7 fazem 16.", "9+7 make 16."),
                    refused(build("3C", 10, "7D"), "builds-not-allowed",
                            "no Kasino não se constrói.", "Kasino has no builds."),
                    source="003"),
            diagram("kasino|h0=QC,4S|h1=KH,2D|t=5H,7D|m=0",
                    "As figuras somam: uma dama vale 12; limpar a mesa é um mokki.",
                    "Court cards add up: a queen is 12; clearing the table is a mokki.",
                    legal(capture("QC", "5H", "7D"), "5+7 fazem 12 e a mesa fica vazia.",
                          "5+7 make 12 and the table is left empty.", sweep=1),
                    source="003")),
        scoring_pt=KASINO_SCORE_PT, scoring_en=KASINO_SCORE_EN),
    "kasino-builds": _texts(
        deck_pt=KASINO_DECK_PT + " Numa construção essas três cartas contam o valor da mesa.",
        deck_en=KASINO_DECK_EN + " Inside a build those three cards count their table value.",
        deal_pt=CASSINO_DEAL_PT, deal_en=CASSINO_DEAL_EN, order_pt=LEFT_PT, order_en=LEFT_EN,
        moves_pt=("Capture-se como no Kasino, e construa-se como no Cassino. " + BUILD_PT +
                  " Qualquer construção simples pode ser aumentada por qualquer jogador com "
                  "uma carta da mão, guardando uma carta do novo valor. " + OBLIGATION_PT +
                  "\n\nConstrução dupla: faça uma construção do mesmo valor de outra que já "
                  "está na mesa e junte as duas. Ninguém mais acrescenta cartas a uma "
                  "construção dupla: ela só pode ser capturada."),
        moves_en=("Capture as in Kasino, and build as in Cassino. " + BUILD_EN + " Any "
                  "simple build may be raised by any player with a hand card, keeping a card "
                  "of the new value. " + OBLIGATION_EN + "\n\nDouble build: make a build of "
                  "the same value as one already on the table and join the two. Nobody adds "
                  "to a double build any more: it can only be captured."),
        examples=(
            diagram("kasino-builds|h0=8C,4S|h1=KH,2D,10H|t=4D|b=3C+5H:8:1|m=0",
                    "003: uma construção de 8 (3+5) e um 4 solto; com 8 e 4 na mão.",
                    "003: an 8 build (3+5) and a loose 4; holding 8 and 4.",
                    legal(extend("4S", 1, 8, "4D"),
                          "4 sobre 4 faz outro 8, que se junta ao primeiro: uma construção "
                          "dupla.",
                          "4 on 4 makes another 8, joined to the first: a double build."),
                    source="003", example="double-build"),
            diagram("kasino-builds|h0=2D,10H|h1=8C|t=|b=3C+5H/4S+4D:8:1:f|m=0",
                    "003: a construção dupla já não muda.", "003: the double build no longer "
                    "changes.",
                    refused(raise_("2D", 1, 10), "cannot-raise-multiple-build",
                            "com 2 e 10 na mão não se faz dela um 10: ninguém acrescenta a "
                            "uma construção dupla.",
                            "holding 2 and 10 you cannot make it a 10: nobody adds to a "
                            "double build."),
                    legal(trail("2D"), "largar é permitido.", "trailing is allowed."),
                    source="003", example="double-build"),
            diagram("kasino-builds|h0=AC,9S|h1=KH,2D|t=AH,10C,4D|m=0",
                    "003: o ás da mão vale 14; o da mesa, 1.",
                    "003: an ace in the hand is 14; on the table, 1.",
                    refused(capture("AC", "AH"), "capture-value-mismatch",
                            "o ás da mão (14) não leva um ás sozinho da mesa.",
                            "the hand's ace (14) does not take a lone table ace."),
                    legal(capture("AC", "10C", "4D"), "10+4 fazem 14.", "10+4 make 14."),
                    source="003", example="kasino-ace")),
        scoring_pt=KASINO_SCORE_PT, scoring_en=KASINO_SCORE_EN,
        decisions_pt="O texto não diz que valor têm o ás, o 2♠ e o 10♦ dentro de uma "
                     "construção: aqui contam o valor da mesa (1, 2 e 10), como quando são "
                     "capturados ou somados.",
        decisions_en="The text does not say what an ace, the 2♠ and the 10♦ are worth inside "
                     "a build: here they count their table value (1, 2 and 10), as when they "
                     "are captured or summed."),
    "kontsina": _texts(
        deck_pt="Um baralho de 52 cartas, para 2, 3 ou 4 jogadores (4 em duplas). O ás vale "
                "1 e de 2 a 10 o número; valete, dama e rei não têm valor e cada um leva só "
                "uma carta igual.",
        deck_en="One pack of 52 cards, for 2, 3 or 4 players (4 in partnerships). An ace is 1 "
                "and 2 to 10 their number; jacks, queens and kings have no value and each "
                "takes one card of its rank.",
        deal_pt=CASSINO_DEAL_PT, deal_en=CASSINO_DEAL_EN, order_pt=RIGHT_PT,
        order_en=RIGHT_EN,
        moves_pt=("Não há construções: só se captura ou se larga. Cada carta leva uma só "
                  "carta ou uma só combinação, mesmo que haja várias na mesa. Capturar é "
                  "obrigatório: uma carta que pode capturar não pode ser largada."),
        moves_en=("There are no builds: you only capture or trail. Each card takes one card "
                  "or one combination only, even when several lie on the table. Capturing is "
                  "compulsory: a card that can capture may not be trailed."),
        examples=(
            diagram("kontsina|h0=8C,KS|h1=4H,9D|t=AH,2S,3D,5C,6H,8S,8D|m=0",
                    "003: na mesa A, 2, 3, 5, 6, 8, 8; joga-se um 8.",
                    "003: A, 2, 3, 5, 6, 8, 8 on the table; an 8 is played.",
                    legal(capture("8C", "6H", "2S"), "6+2: uma combinação.",
                          "6+2: one combination."),
                    legal(capture("8C", "5C", "2S", "AH"), "ou 5+2+A.", "or 5+2+A."),
                    refused(capture("8C", "8S", "8D"), "capture-value-mismatch",
                            "nunca os dois 8: uma só carta ou combinação.",
                            "never both 8s: one card or combination only."),
                    source="003", example="kontsina-one-group"),
            diagram("kontsina|h0=8C,KS|h1=4H,9D|t=AH,2S,3D,5C,6H,8S,8D|m=0",
                    "Capturar é obrigatório.", "Capturing is compulsory.",
                    refused(trail("8C"), "must-capture",
                            "o 8 pode capturar, por isso não se larga.",
                            "the 8 can capture, so it may not be trailed."),
                    legal(trail("KS"), "o rei não captura nada: pode largá-lo.",
                          "the king takes nothing: you may trail it."),
                    source="003"),
            diagram("kontsina|h0=9C,KS|h1=4H,9D|t=4S,5D|m=0",
                    "Limpar a mesa não dá pontos.", "Clearing the table scores nothing.",
                    legal(capture("9C", "4S", "5D"), "4+5 fazem 9; não há sweeps.",
                          "4+5 make 9; there are no sweeps.", sweep=0),
                    source="003")),
        scoring_pt="Este jogo não tem sweeps.", scoring_en="This game has no sweeps."),
    "diloti": _texts(
        deck_pt="Um baralho de 52 cartas, para 2 ou 4 jogadores (4 em duplas). O ás vale 1 e "
                "de 2 a 10 o número; valete, dama e rei não têm valor e cada um leva só uma "
                "carta igual. Nenhuma construção passa de 10.",
        deck_en="One pack of 52 cards, for 2 or 4 players (4 in partnerships). An ace is 1 "
                "and 2 to 10 their number; jacks, queens and kings have no value and each "
                "takes one card of its rank. No build goes above 10.",
        deal_pt="6 cartas a cada jogador, de três em três, e depois 4 abertas na mesa; quando "
                "as mãos acabam, mais 6 a cada um.",
        deal_en="6 cards to each player, in threes, then 4 face up to the table; when the "
                "hands are empty, 6 more each.",
        order_pt=LEFT_PT, order_en=LEFT_EN,
        moves_pt=("Capture-se como no Cassino. " + BUILD_PT + " Só se muda o valor da "
                  "construção de um adversário, nunca o da sua. " + OBLIGATION_PT + "\n\n"
                  "Soy: junte à sua construção uma carta da mão (ou uma da mão e algumas da "
                  "mesa) do mesmo valor dela. Um Soy nunca muda de valor: só pode ser "
                  "capturado. Cada jogador só tem uma construção (ou um Soy) de cada vez."),
        moves_en=("Capture as in Cassino. " + BUILD_EN + " You may re-value only an "
                  "opponent's build, never your own. " + OBLIGATION_EN + "\n\nSoy: add to "
                  "your own build a hand card (or a hand card and some table cards) of its "
                  "value. A Soy never changes value: it can only be captured. Each player "
                  "owns one build (or Soy) at a time."),
        examples=(
            diagram("diloti|h0=2D,4C|h1=KH,9S|t=2S|b=3H+AC:4:0|m=0",
                    "003: a sua construção de 4, o 2♠ na mesa, e 2♦ e 4♣ na mão.",
                    "003: your 4 build, the 2♠ on the table, and 2♦ and 4♣ in hand.",
                    legal(extend("2D", 1, 4, "2S"), "2♦+2♠ fazem 4: um Soy de 4.",
                          "2♦+2♠ make 4: a Soy of 4."),
                    refused(raise_("2D", 1, 6), "illegal-move",
                            "não se muda o valor da sua própria construção (nem há 6 na mão).",
                            "you never re-value your own build (nor is a 6 in hand)."),
                    source="003", example="diloti-soy"),
            diagram("diloti|h0=6D,7C,9S|h1=KH|t=3S|b=3H+AC:4:0|m=0",
                    "Uma construção (ou um Soy) por jogador.", "One build (or Soy) per player.",
                    refused(build("6D", 9, "3S"), "one-build-per-player",
                            "já tem a construção de 4.", "you already own the 4 build."),
                    source="003"),
            diagram("diloti|h0=9C,KS|h1=4H,8D|t=4S,5D|m=0",
                    "Um kseri vale 10.", "A kseri scores 10.",
                    legal(capture("9C", "4S", "5D"), "4+5 e a mesa fica vazia: kseri.",
                          "4+5 and the table is left empty: a kseri.", sweep=10),
                    source="003")),
        scoring_pt=SWEEP_PT.replace("Limpeza", "Kseri (limpeza)") + " Cada kseri vale 10.",
        scoring_en=SWEEP_EN.replace("Sweep", "Kseri (sweep)") + " Each kseri scores 10.",
        decisions_pt="O texto diz «10 pontos» mas a sua tabela soma 11, e não dá objetivo: "
                     "joga-se até 21, como no Cassino, e 61 é uma opção, como nas "
                     "referências.",
        decisions_en="The text says “10 points” but its table adds up to 11, and gives no "
                     "target: play to 21, as in Cassino, with 61 as an option, as in the "
                     "references."),
    "tablic": _texts(
        deck_pt="Um baralho de 52 cartas, para 2, 3 ou 4 jogadores (4 em duplas). De 2 a 10 "
                "as cartas valem o número; valete 12, dama 13, rei 14; o ás vale 1 ou 11, à "
                "escolha de quem o joga.",
        deck_en="One pack of 52 cards, for 2, 3 or 4 players (4 in partnerships). 2 to 10 "
                "count their number; jack 12, queen 13, king 14; an ace is 1 or 11, as its "
                "player chooses.",
        deal_pt=SIX_PT, deal_en=SIX_EN, order_pt=RIGHT_PT, order_en=RIGHT_EN,
        moves_pt=NO_BUILDS_PT, moves_en=NO_BUILDS_EN,
        examples=(
            diagram("tablic|h0=JC,AS|h1=4H,9D|t=5H,7D,6C|m=0",
                    "O valete vale 12; o ás 1 ou 11.", "A jack is 12; an ace 1 or 11.",
                    legal(capture("JC", "5H", "7D"), "5+7 fazem 12.", "5+7 make 12."),
                    legal(capture("AS", "5H", "6C", value=11), "o ás como 11 leva 5+6.",
                          "the ace as 11 takes 5+6."),
                    refused(capture("JC", "6C", "5H"), "capture-value-mismatch",
                            "6+5 fazem 11, não 12.", "6+5 make 11, not 12."),
                    source="003"),
            diagram("tablic|h0=KC,3S|h1=4H,9D|t=10H,4D|m=0",
                    "O rei vale 14, e limpar a mesa vale 1.", "A king is 14, and a sweep 1.",
                    legal(capture("KC", "10H", "4D"), "10+4 fazem 14 e a mesa fica vazia.",
                          "10+4 make 14 and the table is left empty.", sweep=1),
                    refused(build("3S", 7, "4D"), "builds-not-allowed",
                            "no Tablic não se constrói.", "Tablic has no builds."),
                    source="003"),
            sums_example("tablic")),
        scoring_pt=SWEEP_PT + " Cada limpeza vale 1, além dos 25 pontos da tabela.",
        scoring_en=SWEEP_EN + " Each sweep scores 1, on top of the table's 25 points.",
        match_pt="A partida acaba quando um jogador ou dupla declara que passou dos 101 "
                 "pontos — a qualquer momento, mesmo no meio de uma rodada e fora da sua "
                 "vez. Conta-se então o total, com os pontos da rodada até ali: se passou "
                 "mesmo, vence, ainda que outro também tenha passado (vence quem declarou "
                 "primeiro); se não, perde 5 pontos e o jogo segue. Sem declaração, a "
                 "partida continua rodada após rodada.",
        match_en="The match ends when a player or team declares it has passed 101 points — "
                 "at any moment, even in the middle of a round and out of turn. The total is "
                 "then counted, with the round's points so far: if it has, it wins, even if "
                 "another has passed it too (the first to declare wins); if not, it loses 5 "
                 "points and play goes on. Without a declaration the match goes on round "
                 "after round."),
    "tablanet": _texts(
        deck_pt="Um baralho de 52 cartas, para 2, 3 ou 4 jogadores (4 em duplas). De 2 a 10 "
                "as cartas valem o número; o ás 1 ou 11, à escolha de quem o joga; dama 12, "
                "rei 13. O valete não tem valor: jogado, leva a mesa toda; na mesa não entra "
                "em somas e só outro valete o leva (com todas as outras cartas).",
        deck_en="One pack of 52 cards, for 2, 3 or 4 players (4 in partnerships). 2 to 10 "
                "count their number; an ace 1 or 11, as its player chooses; queen 12, king 13. "
                "A jack has no value: played, it takes the whole table; on the table it joins "
                "no sum and only another jack takes it (with every other card).",
        deal_pt=SIX_PT + " Se houver algum valete entre as 4 cartas da mesa, elas voltam ao "
                "maço, que se baralha, e põem-se 4 novas (as mãos ficam).",
        deal_en=SIX_EN + " If any jack is among the 4 table cards, they go back into the "
                "pack, which is shuffled, and 4 new ones are laid (the hands stay).",
        order_pt=RIGHT_PT, order_en=RIGHT_EN,
        moves_pt=NO_BUILDS_PT + " O valete leva sempre a mesa inteira.",
        moves_en=NO_BUILDS_EN + " A jack always takes the whole table.",
        examples=(
            diagram("tablanet|h0=JC,QS|h1=4H,9D|t=5H,7D,KC|m=0",
                    "O valete leva a mesa toda.", "A jack takes the whole table.",
                    legal(capture("JC", "5H", "7D", "KC"),
                          "leva tudo; não há pontos por limpar a mesa.",
                          "it takes everything; clearing the table scores nothing.", sweep=0),
                    legal(capture("QS", "5H", "7D"), "a dama vale 12: 5+7.",
                          "a queen is 12: 5+7."),
                    source="003"),
            diagram("tablanet|h0=QC,3S|h1=4H,9D|t=JD,2C,10H|m=0",
                    "Um valete na mesa não entra em somas.", "A jack on the table joins no sum.",
                    legal(capture("QC", "2C", "10H"), "2+10 fazem 12; o valete fica.",
                          "2+10 make 12; the jack stays."),
                    refused(capture("3S", "JD"), "capture-value-mismatch",
                            "só um valete leva um valete.", "only a jack takes a jack."),
                    refused(build("3S", 5, "2C"), "builds-not-allowed",
                            "não há construções.", "there are no builds."),
                    source="003"),
            sums_example("tablanet")),
        scoring_pt="Só conta a maioria de cartas: 1 ponto; num empate o ponto passa à rodada "
                   "seguinte (quem tiver mais cartas nela leva 2). Não há limpezas.",
        scoring_en="Only most cards scores: 1 point; on a tie the point carries to the next "
                   "round (whoever has most cards then takes 2). There are no sweeps."),
}

BASRA_DECK_PT = ("Um baralho de 52 cartas, para 2 ou 4 jogadores (4 em duplas). Do ás (1) ao "
                 "10 as cartas valem o número; dama e rei não têm valor e só levam uma carta "
                 "igual. O valete e o 7♦, jogados da mão, levam a mesa toda; na mesa o 7♦ é "
                 "um 7 como os outros, e um valete não entra em somas.")
BASRA_DECK_EN = ("One pack of 52 cards, for 2 or 4 players (4 in partnerships). Ace (1) to 10 "
                 "count their number; queens and kings have no value and take only a card of "
                 "their rank. A jack and the 7♦, played from the hand, take the whole table; "
                 "on the table the 7♦ is an ordinary 7, and a jack joins no sum.")
BASRA_DEAL_PT = ("4 cartas a cada jogador, uma a uma, no sentido anti-horário a partir da "
                 "direita do carteador; depois 4 abertas na mesa. Se entre elas houver um "
                 "valete ou o 7♦, voltam ao maço, que se baralha, e põem-se 4 novas. Quando as "
                 "mãos acabam, mais 4 a cada um, uma a uma.")
BASRA_DEAL_EN = ("4 cards to each player, one at a time, anticlockwise from the dealer's "
                 "right; then 4 face up to the table. If a jack or the 7♦ is among them, they "
                 "go back into the pack, which is shuffled, and 4 new ones are laid. When the "
                 "hands are empty, 4 more each, one at a time.")
BASRA_MOVES_PT = NO_BUILDS_PT + " O valete e o 7♦ levam sempre a mesa inteira."
BASRA_MOVES_EN = NO_BUILDS_EN + " A jack and the 7♦ always take the whole table."
BASRA_SCORE_PT = ("Basra: levar com uma carta toda a mesa vale 10 — mas não as cartas que o "
                  "último a capturar recebe no fim, nunca com um valete, e com o 7♦ só se "
                  "todas as cartas da mesa eram números (o ás conta) somando menos de 10. Num "
                  "empate em mais cartas, os 30 pontos passam à rodada seguinte (60 para "
                  "quem então tiver mais).")
BASRA_SCORE_EN = ("Basra: taking the whole table with one card scores 10 — but not the cards "
                  "the last capturer gets at the end, never with a jack, and with the 7♦ only "
                  "if every table card was a numeral (the ace counts) adding up to less than "
                  "10. On a tie for most cards the 30 points carry to the next round (60 to "
                  "whoever then has most).")


def _basra_common(variant: str) -> tuple:
    return (
        diagram(f"{variant}|h0=5C,KS|h1=4H,9D|t=5H|m=0",
                "Uma carta que leva a mesa toda faz um basra.",
                "A card that takes the whole table makes a basra.",
                legal(capture("5C", "5H"), "o 5 leva o único 5: basra, 10 pontos.",
                      "the 5 takes the lone 5: a basra, 10 points.", sweep=10),
                refused(capture("KS", "5H"), "capture-value-mismatch",
                        "o rei não tem valor: só leva um rei.",
                        "a king has no value: it only takes a king."),
                source="003"),
        diagram(f"{variant}|h0=JC,7D|h1=4H,9D|t=2H,3S,4C|m=0",
                "O valete e o 7♦ levam a mesa toda.", "A jack and the 7♦ take the whole table.",
                legal(capture("JC", "2H", "3S", "4C"), "com um valete nunca é basra.",
                      "with a jack it is never a basra.", sweep=0),
                legal(capture("7D", "2H", "3S", "4C"),
                      "2+3+4 = 9, números abaixo de 10: basra com o 7♦.",
                      "2+3+4 = 9, numerals below 10: a basra with the 7♦.", sweep=10),
                source="003"),
        diagram(f"{variant}|h0=7D,3C|h1=4H,9D|t=5H,6S|m=0",
                "O 7♦ sobre 5 e 6.", "The 7♦ on 5 and 6.",
                legal(capture("7D", "5H", "6S"), "leva tudo, mas 5+6 = 11: não é basra.",
                      "it takes everything, but 5+6 = 11: no basra.", sweep=0),
                refused(build("3C", 8, "5H"), "builds-not-allowed", "não há construções.",
                        "there are no builds."),
                source="003"),
    )


TEXTS["basra"] = _texts(
    deck_pt=BASRA_DECK_PT, deck_en=BASRA_DECK_EN, deal_pt=BASRA_DEAL_PT,
    deal_en=BASRA_DEAL_EN, order_pt=RIGHT_PT, order_en=RIGHT_EN, moves_pt=BASRA_MOVES_PT,
    moves_en=BASRA_MOVES_EN, examples=_basra_common("basra"),
    scoring_pt=BASRA_SCORE_PT, scoring_en=BASRA_SCORE_EN,
    options_pt="Melhor de cinco: quem chega a 101 ganha um jogo, e quem ganha três jogos "
               "ganha a partida; com dois jogos para cada um, o quinto vai até 150.",
    options_en="Best of five: reaching 101 wins a game, and three games win the match; at "
               "two games each, the fifth goes to 150.")
TEXTS["basra-yemen"] = _texts(
    deck_pt=BASRA_DECK_PT, deck_en=BASRA_DECK_EN, deal_pt=BASRA_DEAL_PT,
    deal_en=BASRA_DEAL_EN, order_pt=RIGHT_PT, order_en=RIGHT_EN, moves_pt=BASRA_MOVES_PT,
    moves_en=BASRA_MOVES_EN,
    examples=(*_basra_common("basra-yemen"),
              diagram("basra-yemen|h0=7D,3C|h1=4H,9D|t=AH,2S,7C,8D|m=0",
                      "003: na mesa A, 2, 7 e 8.", "003: A, 2, 7 and 8 on the table.",
                      legal(capture("7D", "AH", "2S", "7C", "8D"),
                            "8+A = 2+7 = 9: dois grupos de soma igual abaixo de 10, basra.",
                            "8+A = 2+7 = 9: two groups of one sum below 10, a basra.",
                            sweep=10),
                      source="003", example="yemen-7d-basra"),
              diagram("basra-yemen|h0=JC,7D|h1=4H,9D|t=JH|m=0",
                      "Um valete que leva um valete sozinho: basra duplo.",
                      "A jack taking a lone jack: a double basra.",
                      legal(capture("JC", "JH"), "vale 20.", "it scores 20.", sweep=20),
                      source="003"),
              diagram("basra-yemen|h0=7D,3C|h1=4H,9D|t=10H,QS,KC|m=0",
                      "O 7♦ sobre 10, dama e rei.", "The 7♦ on a 10, a queen and a king.",
                      legal(capture("7D", "10H", "QS", "KC"), "só 10, damas e reis: basra.",
                            "only 10s, queens and kings: a basra.", sweep=10),
                      source="003")),
    scoring_pt=BASRA_SCORE_PT + " No Iêmen, porém, um valete que leva um valete sozinho faz "
               "um basra duplo (20), e o 7♦ também faz basra numa mesa só de 10, damas e "
               "reis, ou que se divide em dois ou mais grupos de soma igual abaixo de 10.",
    scoring_en=BASRA_SCORE_EN + " In Yemen, though, a jack taking a lone jack is a double "
               "basra (20), and the 7♦ also scores one on a table of only 10s, queens and "
               "kings, or one that splits into two or more groups of one equal sum below 10.",
    options_pt="A melhor de cinco do Basra é uma opção aqui também.",
    options_en="Basra's best of five is an option here too.",
    decisions_pt="O texto fala de grupos «cujo somatório seja inferior a 10»; o seu exemplo "
                 "(A, 2, 7, 8 = 9 + 9) mostra grupos de soma igual, e é assim que se conta.",
    decisions_en="The text speaks of groups “each summing to less than 10”; its example "
                 "(A, 2, 7, 8 = 9 + 9) shows groups of one equal sum, and that is how it "
                 "counts here.")
TEXTS["ashush"] = _texts(
    deck_pt="Um baralho de 52 cartas, para 2, 3 ou 4 jogadores (4 em duplas). Do ás (1) ao "
            "10 as cartas valem o número (o 7♦ também); dama e rei não têm valor e só levam "
            "uma carta igual. Só o valete leva a mesa toda; na mesa não entra em somas.",
    deck_en="One pack of 52 cards, for 2, 3 or 4 players (4 in partnerships). Ace (1) to 10 "
            "count their number (the 7♦ too); queens and kings have no value and take only a "
            "card of their rank. Only a jack takes the whole table; on the table it joins no "
            "sum.",
    deal_pt=SIX_PT + " Se houver um valete entre as 4 cartas da mesa, elas voltam ao maço e "
            "põem-se 4 novas.",
    deal_en=SIX_EN + " If a jack is among the 4 table cards, they go back into the pack and "
            "4 new ones are laid.",
    order_pt=RIGHT_PT, order_en=RIGHT_EN,
    moves_pt=NO_BUILDS_PT + " O valete leva sempre a mesa inteira.",
    moves_en=NO_BUILDS_EN + " A jack always takes the whole table.",
    examples=(
        diagram("ashush|h0=5C,JS|h1=4H,9D|t=5H|m=0",
                "Basra só com uma carta sozinha na mesa.",
                "A basra only with a single card on the table.",
                legal(capture("5C", "5H"), "o 5 leva o único 5: basra, 10.",
                      "the 5 takes the lone 5: a basra, 10.", sweep=10),
                legal(capture("JS", "5H"), "com um valete não é basra.",
                      "with a jack it is no basra.", sweep=0),
                source="003"),
        diagram("ashush|h0=7D,3C|h1=4H,9D|t=2H,5S|m=0",
                "No Ashush o 7♦ é um 7 como os outros.", "In Ashush the 7♦ is an ordinary 7.",
                legal(capture("7D", "2H", "5S"),
                      "2+5 fazem 7 e a mesa fica vazia, mas eram duas cartas: não é basra.",
                      "2+5 make 7 and the table is left empty, but there were two cards: no "
                      "basra.", sweep=0),
                refused(capture("3C", "2H", "5S"), "capture-value-mismatch",
                        "2+5 fazem 7, não 3.", "2+5 make 7, not 3."),
                source="003"),
        diagram("ashush|h0=JC,3C|h1=4H,9D|t=JH|m=0",
                "Um valete que leva um valete sozinho.", "A jack taking a lone jack.",
                legal(capture("JC", "JH"), "é basra: 10.", "a basra: 10.", sweep=10),
                source="003")),
    scoring_pt="Basra: só quando há uma única carta na mesa e uma carta que não é valete a "
               "leva (ou um valete leva um valete sozinho): 10 pontos. As cartas que o último "
               "a capturar recebe no fim não são basra.",
    scoring_en="Basra: only when a single card lies on the table and a card other than a "
               "jack takes it (or a jack takes a lone jack): 10 points. The cards the last "
               "capturer gets at the end are no basra.")
