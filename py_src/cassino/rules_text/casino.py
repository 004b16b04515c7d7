"""Rules texts of `casino` (seed 001) and of `cassino` and `royal-casino` (seed 003)."""

from __future__ import annotations

from .model import build, capture, diagram, extend, legal, raise_, refused, section, trail

# ---- pieces shared with the other families -------------------------------------------------
VALUES_PT = ("O ás vale 1 e as cartas de 2 a 10 valem o seu número. Valete, dama e rei não "
             "têm valor: cada um captura só uma carta igual da mesa, uma de cada vez, e não "
             "entra em somas nem em construções. Os naipes não contam para jogar.")
VALUES_EN = ("An ace is 1 and 2 to 10 count their number. Jacks, queens and kings have no "
             "value: each takes only one card of its rank from the table at a time, and never "
             "joins a sum or a build. Suits do not matter in play.")
CAPTURE_PT = ("Capturar: jogue uma carta e leve da mesa as cartas do mesmo valor e os grupos "
              "de cartas cuja soma dá o valor dela — vários de uma vez, cada carta num só "
              "grupo. Capturar é opcional e pode ser parcial.")
CAPTURE_EN = ("Capture: play a card and take from the table the cards of its value and groups "
              "of cards adding up to its value — several at once, each card in one group "
              "only. Capturing is optional and may be partial.")
BUILD_PT = ("Construir: junte uma carta da mão a cartas da mesa e anuncie o valor "
            "(«construindo um sete»). É preciso guardar na mão uma carta desse valor para "
            "capturar a construção depois; nunca se constrói só com cartas da mesa. Uma "
            "construção é simples (cartas que somam o valor) ou múltipla (vários grupos do "
            "valor; uma carta igual também é um grupo). Só se captura inteira, por uma carta "
            "do valor anunciado, que leva também as cartas soltas e os grupos desse valor; "
            "nunca entra numa soma.")
BUILD_EN = ("Build: put a card from your hand with table cards and announce the value "
            "(“building seven”). You must keep a card of that value in your hand to capture "
            "the build later; you never build with table cards alone. A build is simple "
            "(cards adding up to the value) or multiple (several groups of the value; a lone "
            "equal card is a group too). It is only captured whole, by a card of the "
            "announced value, which also takes loose cards and groups of that value; it never "
            "joins a sum.")
TRAIL_PT = "Largar: se não capturar nem construir, deixe a carta aberta na mesa."
TRAIL_EN = "Trail: if you neither capture nor build, lay your card face up on the table."
OBLIGATION_PT = ("Quem tem uma construção na mesa não pode largar uma carta nem gastar a "
                 "última carta que a captura.")
OBLIGATION_EN = ("While you own a build on the table you may not trail, and you may not "
                 "spend your last card that captures it.")
NO_PENALTY_PT = ("O jogo nunca deixa fazer uma construção ilegal (sem carta que a capture); "
                 "por isso a multa tradicional de −5 pontos por construção ilegal nunca "
                 "acontece aqui.")
NO_PENALTY_EN = ("The game never lets anyone make an illegal build (one without a card to "
                 "capture it), so the traditional −5 points for an illegal build cannot "
                 "happen here.")
ONE_CARD_PT = ("Na sua vez, jogue exatamente uma carta da mão; capturar não dá outra vez. A "
               "vez passa ao jogador seguinte.")
ONE_CARD_EN = ("On your turn you play exactly one card from your hand; a capture does not "
               "give another turn. The turn passes to the next player.")
REST_PT = ("A rodada acaba quando as cartas da última distribuição foram todas jogadas. Quem "
           "capturou por último fica com o que sobrou na mesa, mesmo que não tenha jogado por "
           "último; isso não é limpeza.")
REST_EN = ("The round ends when every card of the last deal has been played. The last player "
           "to capture takes whatever is left on the table, even if someone played after "
           "them; that is not a sweep.")
SWEEP_PT = ("Limpeza: uma captura que deixa a mesa vazia vale um ponto — a última carta "
            "da rodada também, se limpar a mesa de verdade.")
SWEEP_EN = ("Sweep: a capture that leaves the table empty scores a point — the round's last "
            "card too, if it really clears the table.")
MATCH_PT = ("Os pontos contam-se no fim de cada rodada. Quando alguém chega ao objetivo, "
            "vence o maior total; num empate no topo joga-se outra rodada.")
MATCH_EN = ("Points are counted at the end of each round. When someone reaches the target "
            "the highest total wins; on a tie at the top another round is played.")
VOID_PT = ("Uma rodada em que ninguém capturou nada não conta e é jogada de novo com o "
           "mesmo carteador.")
VOID_EN = ("A round in which nobody captured anything does not count and is dealt again by "
           "the same dealer.")
TEAMS_PT = ("Com 4 jogadores joga-se em duplas, os parceiros frente a frente: as cartas "
            "capturadas da dupla vão para um só montinho e os pontos somam-se.")
TEAMS_EN = ("With 4 players you play in partnerships, partners sitting opposite: a team's "
            "captures go to one pile and its points are added together.")


def sums_example(variant: str, source: str = "003", hands: str = "h1=4H,9D",
                 spare: str = "KS") -> object:
    """003/000: table A,2,3,5,6,8 — an 8 takes 8, 6+2 and 5+3, or 8 and A+2+5, never all."""
    return diagram(
        f"{variant}|h0=8C,{spare}|{hands}|t=AH,2S,3D,5C,6H,8S|m=0",
        "Uma carta leva vários grupos, cada carta num só grupo.",
        "A card takes several groups, each card in one group only.",
        legal(capture("8C", "8S", "6H", "2S", "5C", "3D"),
              "o 8 da mesa, 6+2 e 5+3 são três grupos de 8 sem carta repetida.",
              "the table's 8, 6+2 and 5+3 are three groups of 8 sharing no card."),
        legal(capture("8C", "8S", "AH", "2S", "5C"),
              "o 8 e A+2+5 também servem.", "the 8 and A+2+5 work too."),
        refused(capture("8C", "AH", "2S", "3D", "5C", "6H", "8S"), "capture-value-mismatch",
                "as seis não: o 2 e o 5 teriam de estar em dois grupos.",
                "not all six: the 2 and the 5 would have to be in two groups."),
        source=source, example="table-A23568")


TEXTS = {
    "casino": (
        section("deck",
                "Um baralho de 52 cartas, sem curingas, para dois jogadores. " + VALUES_PT,
                "One pack of 52 cards, no jokers, for two players. " + VALUES_EN),
        section("deal",
                "Sorteia-se o primeiro carteador; depois ele alterna a cada rodada. Cada "
                "jogador recebe 4 cartas e 4 ficam abertas na mesa; quando as duas mãos "
                "acabam, mais 4 a cada um, sem cartas novas na mesa: 6 distribuições ao "
                "todo. Antes da última anuncia-se «últimas».",
                "The first dealer is drawn by lot, then the deal alternates each round. Each "
                "player gets 4 cards and 4 go face up to the table; when both hands are empty, "
                "4 more each, none to the table: 6 deals in all. “Last” is announced before "
                "the final one."),
        section("order",
                "Começa quem não deu as cartas; depois os dois jogam alternadamente.",
                "The non-dealer starts; then the two play in turn."),
        section("moves",
                CAPTURE_PT + "\n\n" + BUILD_PT + " Nenhuma construção passa de 10.\n\n"
                "Aumentar: só uma construção simples, só com uma carta numérica da mão, "
                "guardando uma carta do novo valor; as cartas soltas não entram na soma, mas "
                "grupos que já valem o novo valor podem ser juntados (a construção fica "
                "múltipla). Completar: uma carta da mão, sozinha ou com cartas soltas, forma "
                "mais um grupo do valor anunciado, guardando uma carta que capture. Uma "
                "construção múltipla nunca muda de valor. Pode haver duas construções do "
                "mesmo valor, e uma captura leva todas as do seu valor.\n\n"
                + TRAIL_PT + " Pode-se largar mesmo podendo capturar, salvo a obrigação "
                "seguinte.\n\n" + OBLIGATION_PT + " Não é preciso capturá-la logo. Se o "
                "adversário mudar a sua construção, a obrigação deixa de ser sua. " +
                NO_PENALTY_PT,
                CAPTURE_EN + "\n\n" + BUILD_EN + " No build goes above 10.\n\n"
                "Raise: only a simple build, only with a numeral card from your hand, keeping "
                "a card of the new value; loose cards do not add to the sum, but groups "
                "already worth the new value may be gathered in (the build becomes multiple). "
                "Extend: a card from your hand, alone or with loose cards, makes one more "
                "group of the announced value, keeping a card that captures. A multiple build "
                "never changes value. Two builds of the same value may stand, and one capture "
                "takes every build of its value.\n\n" + TRAIL_EN + " You may trail even when "
                "you could capture, except under the obligation that follows.\n\n" +
                OBLIGATION_EN + " You need not capture it at once. If your opponent changes "
                "your build, the obligation is no longer yours. " + NO_PENALTY_EN,
                diagram("casino|h0=2H,7D,7S|h1=KC,3C,9H|t=5C,8D|m=0",
                        "001 §10, primeira jogada: A constrói 7 sobre o 5♣.",
                        "001 §10, first play: A builds 7 on the 5♣.",
                        legal(build("2H", 7, "5C"),
                              "2♥+5♣ fazem 7 e A guarda dois setes para capturar.",
                              "2♥+5♣ make 7 and A keeps two sevens to capture it."),
                        refused(capture("2H", "8D"), "capture-value-mismatch",
                                "um 2 só leva um 2 ou cartas que somem 2.",
                                "a 2 only takes a 2 or cards adding up to 2."),
                        source="001 §10", example="001-10"),
                diagram("casino|h0=7D,7S|h1=3C,9H|t=8D,KC|b=5C+2H:7:0|m=0",
                        "001 §10, depois de B largar o K♣: A completa a construção com o 7♦.",
                        "001 §10, after B trails K♣: A extends the build with 7♦.",
                        legal(extend("7D", 1, 7),
                              "o 7♦ é mais um grupo de 7: a construção fica múltipla, (5♣+2♥)+"
                              "(7♦), e A ainda guarda o 7♠.",
                              "the 7♦ is one more group of 7: the build becomes multiple, "
                              "(5♣+2♥)+(7♦), and A still keeps the 7♠."),
                        refused(trail("7D"), "cannot-trail-while-owning-build",
                                "A tem uma construção na mesa e não pode largar.",
                                "A owns a build on the table and may not trail."),
                        refused(raise_("7D", 1, 14), "build-too-high",
                                "não se anuncia 14: nenhuma construção passa de 10.",
                                "A cannot announce 14: no build goes above 10."),
                        source="001 §10", example="001-10"),
                diagram("casino|h0=7S|h1=9H|t=8D,KC,3C|b=5C+2H/7D:7:0|m=0",
                        "001 §10, o fim: A captura a construção múltipla com o 7♠.",
                        "001 §10, the end: A takes the multiple build with the 7♠.",
                        legal(capture("7S", "5C", "2H", "7D", targets=(1,)),
                              "leva as quatro cartas (a jogada incluída); 8♦, K♣ e 3♣ ficam, "
                              "por isso não é limpeza.",
                              "it takes the four cards (the one played included); 8♦, K♣ and "
                              "3♣ stay, so it is no sweep.", sweep=0),
                        refused(raise_("7S", 1, 10, "3C"), "cannot-raise-multiple-build",
                                "uma construção múltipla nunca muda de valor.",
                                "a multiple build never changes value."),
                        source="001 §10", example="001-10"),
                diagram("casino|h0=QC,4S|h1=9H|t=QH,QS,QD|m=0",
                        "Uma figura leva só uma figura igual.",
                        "A court card takes only one card of its rank.",
                        legal(capture("QC", "QH"), "uma dama leva uma dama.",
                              "a queen takes one queen."),
                        refused(capture("QC", "QH", "QS", "QD"), "capture-value-mismatch",
                                "nunca as três de uma vez.", "never all three at once."),
                        source="001 §03, 004", example="three-queens"),
                sums_example("casino")),
        section("turn",
                ONE_CARD_PT + " Cada jogada — capturar, construir, aumentar, completar ou "
                "largar — gasta essa carta e acaba a vez.",
                ONE_CARD_EN + " Every move — capture, build, raise, extend or trail — spends "
                "that card and ends the turn."),
        section("round", REST_PT, REST_EN),
        section("scoring", SWEEP_PT + " Uma maioria empatada não dá pontos a ninguém.",
                SWEEP_EN + " A tied majority scores for nobody."),
        section("match", MATCH_PT + " Não há declarações antecipadas de vitória. " + VOID_PT,
                MATCH_EN + " There are no early claims of victory. " + VOID_EN),
        section("options", "", ""),
        section("decisions",
                "O texto 001 não diz quantas construções uma captura leva: aqui, como na "
                "fonte que ele segue, uma carta leva todas as construções do seu valor. A "
                "rodada sem capturas é anulada, como manda a convenção doméstica de §08.",
                "Text 001 does not say how many builds one capture takes: here, as in the "
                "source it follows, a card takes every build of its value. A round without "
                "captures is void, as §08's house convention says."),
        section("source", "", ""),
    ),
}

_CASSINO_DEAL_PT = ("O carteador dá 2 cartas a cada jogador, 2 abertas na mesa, mais 2 a cada "
                    "um e mais 2 na mesa: 4 cartas na mão e 4 na mesa. Quando as mãos acabam, "
                    "mais 4 a cada um, de duas em duas, sem cartas novas na mesa; ao dar as "
                    "últimas anuncia-se «última». Na rodada seguinte dá as cartas quem estava "
                    "à esquerda do carteador.")
_CASSINO_DEAL_EN = ("The dealer gives 2 cards to each player, 2 face up to the table, 2 more "
                    "each and 2 more to the table: 4 in each hand and 4 on the table. When the "
                    "hands are empty, 4 more each, in twos, none to the table; the last deal "
                    "is announced as “last”. The next round is dealt by the player on the "
                    "dealer's left.")
_CASSINO_BUILDS_PT = ("Aumentar: qualquer jogador pode aumentar qualquer construção simples, "
                      "a sua ou a de outro, com uma carta da mão, guardando uma carta do novo "
                      "valor; cartas soltas só entram se formarem sozinhas o novo valor. "
                      "Cartas soltas que formam o valor antigo podem entrar com uma carta da "
                      "mão sem mudar o valor (completar). Uma construção com cartas do seu "
                      "próprio valor (múltipla) nunca muda de valor. Uma captura leva no "
                      "máximo uma construção, e uma construção nunca entra numa soma.")
_CASSINO_BUILDS_EN = ("Raise: any player may raise any simple build, their own or another's, "
                      "with a card from the hand, keeping a card of the new value; loose "
                      "cards join only if they make the new value by themselves. Loose cards "
                      "making the old value may join with a hand card without changing it "
                      "(extend). A build holding cards of its own value (multiple) never "
                      "changes value. One capture takes at most one build, and a build never "
                      "joins a sum.")


def _cassino_texts(variant: str, royal: bool) -> tuple:
    values_pt = ("Valete 11, dama 12, rei 13; o ás vale 1 ou 14, à escolha de quem o joga, "
                 "captura ou põe numa construção (lá dentro o valor fica fixo). As figuras "
                 "capturam somas (uma dama leva 5+7) e entram em construções, que podem chegar "
                 "a 14, e cartas iguais podem ser levadas todas juntas." if royal else VALUES_PT
                 + " Nenhuma construção passa de 10.")
    values_en = ("Jack 11, queen 12, king 13; an ace counts 1 or 14 as the player who plays, "
                 "captures or builds it chooses (inside a build its value is fixed). Court "
                 "cards take sums (a queen takes 5+7) and join builds, which may reach 14, and "
                 "matching cards may all be taken at once." if royal else VALUES_EN
                 + " No build goes above 10.")
    name_pt = "o Cassino Real" if royal else "o Cassino"
    examples = [sums_example(variant)]
    if royal:
        examples.insert(0, diagram(
            f"{variant}|h0=QC,AS,AD|h1=9H|t=5H,7D,QS,10C,3S|m=0",
            "As figuras contam: uma dama vale 12.", "Court cards count: a queen is 12.",
            legal(capture("QC", "5H", "7D", "QS"),
                  "5+7 dão 12, e a dama da mesa também é 12.",
                  "5+7 make 12, and the table's queen is 12 too."),
            legal(build("AS", 14, "10C", "3S"),
                  "10+3+ás (como 1) fazem 14, e o outro ás, como 14, captura depois.",
                  "10+3+ace (as 1) make 14, and the other ace, as 14, captures it later."),
            refused(capture("QC", "10C", "3S"), "capture-value-mismatch",
                    "10+3 dão 13, não 12.", "10+3 make 13, not 12."),
            source="003", example="royal-queen"))
    else:
        examples += [
            diagram(f"{variant}|h0=10S,9D,3H|h1=KH,2C|t=3C,4D,5S|b=4H+3D:7:1;AC+2D:3:1;"
                    f"2S+4C:6:1|m=0",
                    "Uma construção não entra em somas e só se leva uma por captura.",
                    "A build never joins a sum, and one capture takes one build only.",
                    refused(capture("10S", "4H", "3D", "3C", targets=(1,)),
                            "capture-value-mismatch",
                            "a construção de 7 e o 3 solto não fazem um 10.",
                            "the 7 build and a loose 3 do not make a 10."),
                    refused(capture("9D", "AC", "2D", "2S", "4C", targets=(2, 3)),
                            "capture-value-mismatch",
                            "as construções de 3 e de 6 não se levam juntas com um 9.",
                            "the builds of 3 and 6 are not taken together with a 9."),
                    legal(capture("9D", "4D", "5S"), "4+5 soltos fazem 9.",
                          "a loose 4+5 makes 9."),
                    source="003", example="build-not-in-sum"),
            diagram(f"{variant}|h0=9C,2S|h1=KH|t=4D,5S|b=4H+5D:9:1|m=0",
                    "Quem leva uma construção leva também as cartas e grupos do seu valor.",
                    "Taking a build also takes the cards and groups of its value.",
                    legal(capture("9C", "4H", "5D", "4D", "5S", targets=(1,)),
                          "o 9 leva a construção de 9 e o 4+5 solto.",
                          "the 9 takes the 9 build and the loose 4+5."),
                    source="003", example="build-9-and-4-5"),
            diagram(f"{variant}|h0=2C,8H|h1=AD,9S|t=4S,5H|b=3C+3D:6:1|m=0",
                    "003: aumentar uma construção de 6 (3+3) para 8.",
                    "003: raising a 6 build (3+3) to 8.",
                    legal(raise_("2C", 1, 8), "2 da mão sobre 3+3 faz 8, e há um 8 na mão.",
                          "a 2 from the hand on 3+3 makes 8, and an 8 is in the hand."),
                    refused(raise_("2C", 1, 10, "4S", "5H"), "illegal-move",
                            "não há 10 na mão para capturar, e 4+5 não fazem 10.",
                            "there is no 10 in the hand to capture it, and 4+5 do not make 10."),
                    source="003", example="raise-6-to-8-to-9"),
            diagram(f"{variant}|h0=AD,9S|h1=8H|t=4S,5H|b=3C+3D+2C:8:1|m=0",
                    "003: o jogador seguinte junta 4, 5 e um ás da mão: 9.",
                    "003: the next player adds 4, 5 and an ace from the hand: 9.",
                    legal(raise_("AD", 1, 9, "4S", "5H"),
                          "3+3+2+A faz 9 e 4+5 é outro grupo de 9.",
                          "3+3+2+A make 9 and 4+5 is another group of 9."),
                    source="003", example="raise-6-to-8-to-9"),
            diagram(f"{variant}|h0=2C,5H|h1=8H|t=4S|b=3C/3D:3:1|m=0",
                    "003: anunciada como «três», uma construção 3/3 nunca vira 5.",
                    "003: announced as “three”, a 3/3 build can never become 5.",
                    refused(raise_("2C", 1, 5), "cannot-raise-multiple-build",
                            "cada 3 é um grupo de 3: a construção é múltipla.",
                            "each 3 is a group of 3: the build is multiple."),
                    source="003", example="raise-6-to-8-to-9"),
            diagram(f"{variant}|h0=3H,10S|h1=KC|t=2D|b=AC+4D:5:1|m=0",
                    "003: A+4 construídos como 5 e um 2 solto; com 3 e 10 na mão.",
                    "003: A+4 built as 5 and a loose 2; holding 3 and 10.",
                    refused(raise_("3H", 1, 10, "2D"), "illegal-move",
                            "o 3 e o 2 não fazem 10 sozinhos: cartas soltas só entram se "
                            "formarem o novo valor (há uma opção que o permite).",
                            "3 and 2 do not make 10 by themselves: loose cards join only if "
                            "they make the new value (an option allows it)."),
                    source="003", example="raise-loose-not-new-value"),
            diagram(f"{variant}|h0=6C,9H|h1=KC|t=3S|b=5D+4H:9:1|m=0",
                    "003: 5+4 como 9 e um 3 solto; com 6 e 9 na mão.",
                    "003: 5+4 built as 9 and a loose 3; holding 6 and 9.",
                    legal(extend("6C", 1, 9, "3S"),
                          "6+3 formam o valor antigo, 9: a construção continua 9.",
                          "6+3 make the old value, 9: the build stays 9."),
                    source="003", example="extend-6-3"),
        ]
    return (
        section("deck", "Um baralho de 52 cartas, para 2, 3 ou 4 jogadores. " + values_pt,
                "One pack of 52 cards, for 2, 3 or 4 players. " + values_en),
        section("deal", _CASSINO_DEAL_PT, _CASSINO_DEAL_EN),
        section("order",
                "Começa quem está à esquerda do carteador, e joga-se no sentido horário.",
                "The player on the dealer's left starts, and play goes clockwise."),
        section("moves", CAPTURE_PT + "\n\n" + BUILD_PT + "\n\n" + _CASSINO_BUILDS_PT + "\n\n"
                + TRAIL_PT + "\n\n" + OBLIGATION_PT + " " + NO_PENALTY_PT,
                CAPTURE_EN + "\n\n" + BUILD_EN + "\n\n" + _CASSINO_BUILDS_EN + "\n\n"
                + TRAIL_EN + "\n\n" + OBLIGATION_EN + " " + NO_PENALTY_EN, *examples),
        section("turn", ONE_CARD_PT + " Cada jogada gasta essa carta e acaba a vez.",
                ONE_CARD_EN + " Every move spends that card and ends the turn."),
        section("round", REST_PT + "\n\n" + TEAMS_PT, REST_EN + "\n\n" + TEAMS_EN,
                diagram(f"{variant}|h0=|h1=|h2=|h3=4C|t=6H,KD|m=3|lc=1",
                        "003: cada um tinha uma carta; A e B capturaram, C largou, e D só "
                        "pode largar.",
                        "003: each had one card; A and B captured, C trailed, and D can only "
                        "trail.",
                        legal(trail("4C"),
                              "depois dela o resto da mesa vai para B (o Jogador 2), o último "
                              "a capturar — não é limpeza.",
                              "after it the rest of the table goes to B (Player 2), the last "
                              "to capture — not a sweep."),
                        source="003", example="rest-to-last-capturer")),
        section("scoring", SWEEP_PT + " Com as opções, a tabela pode mudar (abaixo).",
                SWEEP_EN + " The options may change the table (below)."),
        section("match", MATCH_PT, MATCH_EN),
        section("options",
                "São as variantes que o texto 003 atribui a «alguns jogadores», todas "
                "desligadas de início: largar e construir só com cartas da mesa na mesma "
                "vez (guardando a carta que a captura); quem construiu pode largar; cartas "
                "soltas ajudam a aumentar mesmo sem formar o novo valor; meta de 11, 31 ou 50; "
                "mais cartas vale 2 e a última captura 1; sem pontos de limpeza.",
                "These are the variants text 003 credits to “some players”, all off at "
                "first: trail and build from table cards only in the same turn (keeping the "
                "card that takes it); a builder may trail; loose cards help raise even "
                "without making the new value; a target of 11, 31 or 50; most cards 2 and the "
                "last capture 1; no sweep points.",
                diagram(f"{variant}|h0=3H,10S|h1=KC|t=2D|b=AC+4D:5:1|m=0|o=loose_cards_raise=true",
                        "Com a opção «cartas da mesa podem ajudar a aumentar», o exemplo de "
                        "003 muda.",
                        "With the option “loose cards may help raise”, 003's example changes.",
                        legal(raise_("3H", 1, 10, "2D"),
                              "agora o 3 e o 2 da mesa aumentam a construção de 5 para 10.",
                              "now the 3 and the table's 2 raise the 5 build to 10."),
                        source="003", example="raise-loose-not-new-value")),
        section("decisions",
                f"Em {name_pt} uma carta leva no máximo uma construção (003 diz que não se "
                "capturam duas). " + VOID_PT + " Com 3 jogadores cada um joga por si.",
                f"In {'Royal Casino' if royal else 'Cassino'} a card takes at most one build "
                "(003 says two cannot be taken). " + VOID_EN + " With 3 players each plays "
                "alone."),
        section("source", "", ""),
    )


TEXTS["cassino"] = _cassino_texts("cassino", royal=False)
TEXTS["royal-casino"] = _cassino_texts("royal-casino", royal=True)
