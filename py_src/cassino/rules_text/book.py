"""Rules texts of seed 004, the Brazilian book: `casino-br` and its variants Aberto
(`draw-casino`), de Espadas (`spade-casino`) and do Pato (`casino-do-pato`)."""

from __future__ import annotations

from .casino import (
    CAPTURE_EN,
    CAPTURE_PT,
    NO_PENALTY_EN,
    NO_PENALTY_PT,
    REST_EN,
    REST_PT,
    TEAMS_EN,
    TEAMS_PT,
    TRAIL_EN,
    TRAIL_PT,
    VALUES_EN,
    VALUES_PT,
    VOID_EN,
    VOID_PT,
    sums_example,
)
from .model import build, capture, diagram, legal, raise_, refused, section, trail

ROYAL_PT = (" Com os valores do Cassino Real, valete 11, dama 12, rei 13 e o ás 1 ou 14: as "
            "figuras fazem somas e construções (até 14).")
ROYAL_EN = (" With Royal Casino values, jack 11, queen 12, king 13 and an ace 1 or 14: court "
            "cards make sums and builds (up to 14).")
BUILDS_PT = ("Construir: ponha uma carta da mão sobre cartas da mesa e anuncie a soma "
             "(«construindo seis» com um 4 sobre um 2); é preciso ter na mão uma carta desse "
             "valor. Uma construção não se desmancha e chega no máximo a 10. Qualquer jogador "
             "pode aumentá-la com uma carta da mão, se tiver uma carta do novo valor. Uma "
             "construção de cartas iguais (um 4 sobre um 4, «construindo quatro») nunca muda "
             "de valor. Quando um jogador tem duas construções do mesmo valor, ninguém, nem "
             "ele, pode aumentá-las, e uma carta desse valor leva as duas, com as cartas e "
             "somas soltas desse valor. Aqui as construções entram em somas: um 9 leva uma "
             "construção de 6 e um 3 solto. Quem construiu deve guardar uma carta que a "
             "capture, mas pode largar.")
BUILDS_EN = ("Build: put a hand card on table cards and announce the sum (“building six” with "
             "a 4 on a 2); you must hold a card of that value. A build is never split and goes "
             "up to 10 at most. Any player may raise it with a hand card, holding a card of "
             "the new value. A build of equal cards (a 4 on a 4, “building four”) never "
             "changes value. When one player has two builds of the same value, nobody, not "
             "even that player, may raise them, and one card of that value takes both, with "
             "loose cards and sums of that value. Here builds count in sums: a 9 takes a 6 "
             "build and a loose 3. A builder must keep a card that captures it, but may "
             "trail.")


def _examples(variant: str, extra: tuple = ()) -> tuple:
    return (
        diagram(f"{variant}|h0=5C,10D|h1=KH|t=3S,2H,5D,5H|m=0",
                "004: na mesa 3, 2, 5 e 5.", "004: 3, 2, 5 and 5 on the table.",
                legal(capture("5C", "5D", "5H", "3S", "2H"),
                      "um 5 leva os dois 5 e 3+2.", "a 5 takes both 5s and 3+2."),
                legal(capture("10D", "5D", "5H"), "um 10 leva 5+5 (ou 5+3+2).",
                      "a 10 takes 5+5 (or 5+3+2)."),
                refused(capture("10D", "5D", "5H", "3S", "2H"), "capture-value-mismatch",
                        "5+5 e 5+3+2 usariam o mesmo 5 duas vezes.",
                        "5+5 and 5+3+2 would use one 5 twice."),
                source="004", example="table-3255"),
        diagram(f"{variant}|h0=7S,9H|h1=2C,9C|t=6D,AH|b=4C+3D:7:0;2S+5H:7:0|m=1",
                "004: um jogador tem duas construções de 7; na mesa um 6 e um ás.",
                "004: one player has two 7 builds; a 6 and an ace on the table.",
                refused(raise_("2C", 1, 9), "illegal-move",
                        "duas construções iguais do mesmo jogador ficam travadas: ninguém as "
                        "aumenta.",
                        "one player's two equal builds are locked: nobody raises them."),
                legal(trail("2C"), "largar é permitido.", "trailing is allowed."),
                source="004", example="two-7-builds"),
        diagram(f"{variant}|h0=7S,9H|h1=KC|t=6D,AH|b=4C+3D:7:0;2S+5H:7:0|m=0",
                "004: o dono joga o seu 7.", "004: the owner plays their 7.",
                legal(capture("7S", "4C", "3D", "2S", "5H", "6D", "AH", targets=(1, 2)),
                      "o 7 leva as duas construções e 6+A.",
                      "the 7 takes both builds and 6+A."),
                source="004", example="two-7-builds"),
        diagram(f"{variant}|h0=9C,4S,4D|h1=KH|t=3D,4H|b=2C+4C:6:1|m=0",
                "004: uma construção entra numa soma; e «construindo quatro».",
                "004: a build joins a sum; and “building four”.",
                legal(capture("9C", "2C", "4C", "3D", targets=(1,)),
                      "a construção de 6 e o 3 solto somam 9.",
                      "the 6 build and the loose 3 add up to 9."),
                legal(build("4S", 4, "4H"),
                      "um 4 sobre o 4 da mesa, «construindo quatro», para levar com o 4♦; "
                      "essa construção nunca muda de valor.",
                      "a 4 on the table's 4, “building four”, to take with the 4♦; that "
                      "build never changes value."),
                refused(build("4S", 8, "4H"), "must-keep-capturing-card",
                        "4+4 faz 8, mas não há 8 na mão para capturar depois.",
                        "4+4 makes 8, but no 8 is in the hand to capture it later."),
                source="004", example="build-in-sum"),
        diagram(f"{variant}|h0=QC,5S|h1=KH|t=QH,QS,QD|m=0",
                "004: três damas na mesa.", "004: three queens on the table.",
                legal(capture("QC", "QS"), "uma dama leva só uma.", "a queen takes only one."),
                refused(capture("QC", "QH", "QS"), "capture-value-mismatch",
                        "nunca duas de uma vez.", "never two at once."),
                source="004", example="three-queens"),
        sums_example(variant),
        *extra,
    )


def _texts(variant: str, *, intro_pt: str, intro_en: str, values_option: bool,
           deal_pt: str | None = None, deal_en: str | None = None, scoring_pt: str = "",
           scoring_en: str = "", match_pt: str = "", match_en: str = "",
           decisions_pt: str = "", decisions_en: str = "", extra: tuple = ()) -> tuple:
    deal_pt = deal_pt or ("O carteador, escolhido por sorteio, dá as cartas uma a uma no "
                          "sentido horário (com mais de dois, depois do corte pelo jogador à "
                          "sua direita): uma a cada jogador e uma aberta na mesa, quatro "
                          "vezes — 4 na mão de cada um e 4 na mesa. Quando as mãos acabam, "
                          "mais 4 a cada um, uma a uma, sem cartas na mesa; na última "
                          "distribuição ele anuncia «últimas». O carteador passa à esquerda "
                          "a cada rodada.")
    deal_en = deal_en or ("The dealer, drawn by lot, deals one card at a time clockwise (with "
                          "more than two, after a cut by the player on the right): one to "
                          "each player and one face up to the table, four times — 4 in each "
                          "hand and 4 on the table. When the hands are empty, 4 more each, "
                          "one at a time, none to the table; on the last deal the dealer "
                          "announces “last”. The deal passes to the left each round.")
    values_pt = VALUES_PT + (ROYAL_PT if values_option else "")
    values_en = VALUES_EN + (ROYAL_EN if values_option else "")
    return (
        section("deck", intro_pt + " Um baralho de 52 cartas, para 2, 3 ou 4 jogadores. "
                + values_pt, intro_en + " One pack of 52 cards, for 2, 3 or 4 players. "
                + values_en),
        section("deal", deal_pt, deal_en),
        section("order", "Começa quem está à esquerda do carteador, e o carteador joga "
                "sempre por último; joga-se no sentido horário.",
                "The player on the dealer's left starts and the dealer always plays last; "
                "play goes clockwise."),
        section("moves", CAPTURE_PT + " Cartas iguais podem ser levadas todas: com um 5, os "
                "três 5 da mesa.\n\n" + BUILDS_PT + "\n\n" + TRAIL_PT + " Pode-se largar uma "
                "carta igual a uma da mesa, por estratégia.\n\n" + NO_PENALTY_PT,
                CAPTURE_EN + " Equal cards may all be taken: with a 5, the table's three "
                "5s.\n\n" + BUILDS_EN + "\n\n" + TRAIL_EN + " You may trail a card equal to "
                "one on the table, for strategy.\n\n" + NO_PENALTY_EN,
                *_examples(variant, extra)),
        section("turn", "Cada jogador joga uma carta por vez — capturar, construir, aumentar "
                "ou largar — e a vez passa à esquerda.",
                "Each player plays one card a turn — capture, build, raise or trail — and "
                "the turn passes to the left."),
        section("round", REST_PT + "\n\n" + TEAMS_PT.replace("frente a frente",
                                                           "sentados alternadamente"),
                REST_EN + "\n\n" + TEAMS_EN.replace("sitting opposite", "sitting "
                                                    "alternately")),
        section("scoring", "Quando dois empatam em mais cartas, os 3 pontos não contam "
                "para ninguém. " + scoring_pt,
                "When two tie for most cards, those 3 points go to nobody. " + scoring_en),
        section("match", match_pt or "Os pontos somam-se rodada a rodada; quem chega "
                "primeiro ao objetivo vence — se vários chegam na mesma rodada, o maior "
                "total; num empate, outra rodada.",
                match_en or "Points add up round by round; the first to reach the target "
                "wins — if several reach it in the same round, the highest total; on a tie, "
                "another round."),
        section("options", "", ""),
        section("decisions", "O livro não nomeia limpezas: aqui limpar a mesa não dá "
                "pontos. Também não fala em completar uma construção com outro grupo do mesmo "
                "valor: aqui isso não existe. " + VOID_PT + " " + decisions_pt,
                "The book names no sweeps: here clearing the table scores nothing. Nor does "
                "it speak of extending a build with another group of its value: here there is "
                "no such move. " + VOID_EN + " " + decisions_en),
        section("source", "", ""),
    )


TEXTS = {
    "casino-br": _texts(
        "casino-br",
        intro_pt="O Casino como num livro brasileiro de jogos (texto 004), ideal para dois, "
                 "também a três (cada um por si) ou a quatro em duplas.",
        intro_en="Casino as in a Brazilian book of games (text 004), best for two, also for "
                 "three (each alone) or four in partnerships.",
        values_option=False,
        match_pt="Joga-se até 21 (ou 31, por opção); quem chega primeiro vence — se vários "
                 "chegam na mesma rodada, o maior total; num empate, outra rodada. Por opção, "
                 "quem faz 6 ou mais dos 11 pontos numa rodada vence logo.",
        match_en="Play to 21 (or 31, an option); the first to reach it wins — if several "
                 "reach it in the same round, the highest total; on a tie, another round. As "
                 "an option, taking 6 or more of a round's 11 points wins at once."),
    "draw-casino": _texts(
        "draw-casino",
        intro_pt="Cassino Aberto (texto 004, variante «Aberto»): joga-se como o Casino do "
                 "livro, mas com um monte para comprar.",
        intro_en="Draw Casino (text 004, variant “Aberto”): played as the book's Casino, but "
                 "with a stock to draw from.",
        values_option=True,
        deal_pt="Há uma só distribuição, uma a uma como no livro: 4 cartas a cada jogador e 4 "
                "abertas na mesa; o resto fica no monte. Depois de cada jogada, quem jogou "
                "compra a carta do topo do monte e fica de novo com 4, até o monte acabar; "
                "então jogam-se as mãos até o fim.",
        deal_en="There is a single deal, one card at a time as in the book: 4 cards to each "
                "player and 4 face up to the table; the rest is the stock. After each play, "
                "the player draws the stock's top card to hold 4 again, until the stock runs "
                "out; then the hands are played out.",
        decisions_pt="As regras próprias do Aberto perderam-se no texto 004 (só resta que os "
                     "jogadores escolhem os valores do Casino ou do Casino Real): a compra "
                     "depois de cada jogada segue RULES.md e as referências.",
        decisions_en="The Aberto's own rules are lost from text 004 (all that is left is that "
                     "players choose Casino or Royal Casino values): drawing after each play "
                     "follows RULES.md and the references.",
        extra=(diagram("draw-casino|h0=8C,9H,KD,2S|h1=3H,4C,QS,JH|t=6D,7C,3S|m=0|"
                       "s=5H,AS,10D,6C|o=values=royal",
                       "Com os valores do Cassino Real e o monte: depois da jogada compra-se "
                       "uma carta.",
                       "With Royal Casino values and a stock: after the play you draw a card.",
                       legal(capture("9H", "6D", "3S"), "6+3 dão 9; depois compra-se o 5♥.",
                             "6+3 make 9; then you draw the 5♥."),
                       legal(capture("KD", "6D", "7C"),
                             "com os valores do Cassino Real o rei vale 13: leva 6+7.",
                             "with Royal Casino values a king is 13: it takes 6+7."),
                       source="004", example="draw-royal"),)),
    "spade-casino": _texts(
        "spade-casino",
        intro_pt="Cassino de Espadas (texto 004, variante «de Espadas»): joga-se como o "
                 "Casino do livro, com pontos a mais pelas espadas.",
        intro_en="Spade Casino (text 004, variant “de Espadas”): played as the book's Casino, "
                 "with extra points for spades.",
        values_option=True,
        scoring_pt="Além dos pontos habituais, A♠, J♠ e 2♠ valem 2 cada e cada outra espada "
                   "vale 1 — o A♠ conta também como ás e o 2♠ como pequeno cassino.",
        scoring_en="On top of the usual points, A♠, J♠ and 2♠ score 2 each and every other "
                   "spade 1 — the A♠ still counts as an ace and the 2♠ as little casino.",
        decisions_pt="O objetivo do texto perdeu-se; aqui é 61, como nas referências.",
        decisions_en="The text's target is lost; here it is 61, as in the references."),
    "casino-do-pato": _texts(
        "casino-do-pato",
        intro_pt="Cassino do Pato (texto 004, variante «do Pato»): joga-se como o Casino do "
                 "livro, mas o objetivo é fazer o mínimo de pontos — livre-se dos ases, do "
                 "10♦ e do 2♠, e na última distribuição evite ser o último a capturar.",
        intro_en="Misère Casino (text 004, variant “do Pato”): played as the book's Casino, "
                 "but the aim is to score as little as possible — get rid of aces, 10♦ and "
                 "2♠, and on the last deal avoid being the last to capture.",
        values_option=True,
        match_pt="Quando alguém chega a 21 pontos no fim de uma rodada, a partida acaba e "
                 "vence o menor total; se o menor total estiver empatado, joga-se outra "
                 "rodada.",
        match_en="When someone reaches 21 points at the end of a round, the match ends and "
                 "the lowest total wins; if the lowest total is tied, another round is "
                 "played.",
        decisions_pt="O texto não diz quando a partida acaba: aqui acaba quando alguém chega "
                     "a 21, e vence o menor total.",
        decisions_en="The text does not say when the match ends: here it ends when someone "
                     "reaches 21, and the lowest total wins."),
}
