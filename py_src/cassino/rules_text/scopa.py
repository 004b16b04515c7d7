"""Rules text of `scopa` (RULES.md, "Beyond the seeds")."""

from __future__ import annotations

from .model import capture, diagram, legal, refused, section, trail

DECK_PT = ("Um baralho de 40 cartas: o baralho francês sem os 8, 9 e 10. O ás vale 1, de 2 "
           "a 7 o número, o valete 8, a dama 9 e o rei 10 — as figuras 8, 9 e 10 do baralho "
           "italiano. Os ouros (♦) fazem o papel dos denari. Para 2 jogadores, 3 cada um por "
           "si, ou 4 em duplas, parceiros frente a frente.")
DECK_EN = ("A pack of 40 cards: the French deck without its 8s, 9s and 10s. An ace is 1, 2 to "
           "7 their number, a jack 8, a queen 9 and a king 10 — the Italian deck's 8, 9 and "
           "10 court cards. Diamonds (♦) play the part of coins (denari). For 2 players, 3 "
           "each for themselves, or 4 in partnerships, partners facing each other.")
DEAL_PT = ("3 cartas a cada jogador e 4 abertas na mesa; quando todas as mãos acabam, mais 3 "
           "a cada um, nenhuma na mesa, até acabar o baralho (6 mãos a dois). Se as quatro "
           "cartas da mesa da abertura têm três ou quatro reis, voltam ao baralho e "
           "põem-se outras quatro.")
DEAL_EN = ("3 cards to each player and 4 face up to the table; when every hand is empty, 3 "
           "more each, none to the table, until the deck runs out (6 deals with two). If the "
           "four opening table cards hold three or four kings, they go back into the deck "
           "and four others are laid.")
ORDER_PT = ("Começa quem está à direita do carteador e joga-se no sentido anti-horário; o "
            "carteador seguinte é o da direita.")
ORDER_EN = ("The player on the dealer's right starts and play goes anticlockwise; the next "
            "dealer is the one on the right.")
MOVES_PT = ("Em cada vez joga-se uma carta da mão. Se ela é igual a uma carta da mesa, leva "
            "uma dessas cartas (quem joga escolhe qual, se há várias). Só quando nenhuma carta "
            "da mesa é igual a ela pode levar um conjunto de cartas da mesa cuja soma dá o seu "
            "valor (quem joga escolhe o conjunto); leva um só conjunto de cada vez.\n\n"
            "Capturar é obrigatório: uma carta que pode capturar tem de capturar; uma que não "
            "pode é deixada aberta na mesa. Não há construções.")
MOVES_EN = ("Each turn you play one card from your hand. If it equals a table card, it takes "
            "one such card (you choose which when there are several). Only when no table card "
            "equals it may it take a set of table cards adding up to its value (you choose "
            "the set); it takes one set at a time.\n\n"
            "Capturing is compulsory: a card that can capture must capture; a card that "
            "cannot is laid face up on the table. There are no builds.")
TURN_PT = "A vez acaba com a carta jogada, capture ela ou não; joga então o seguinte."
TURN_EN = "A turn ends with the card played, whether it captures or not; the next player goes."
ROUND_PT = ("A rodada acaba quando a última carta do baralho foi jogada. As cartas que ficam "
            "na mesa vão para quem capturou por último; isso nunca é uma scopa.\n\n"
            "Em duplas, os parceiros juntam as capturas num só montinho e somam os pontos.")
ROUND_EN = ("The round ends when the deck's last card has been played. The cards left on the "
            "table go to the last player who captured; that is never a scopa.\n\n"
            "In partnerships, partners keep their captures in one pile and score together.")
SCORING_PT = ("Uma captura que deixa a mesa vazia é uma scopa, que vale 1 ponto — exceto a "
              "feita com a última carta da rodada. Cada ponto da tabela vale 1; num empate "
              "ninguém o leva. Primiera: cada lado toma a sua melhor carta de cada naipe "
              "pelos valores 7=21, 6=18, Ás=16, 5=15, 4=14, 3=13, 2=12, figuras 10 e soma-os; "
              "a soma maior ganha; um lado sem cartas de um naipe não tem primiera.")
SCORING_EN = ("A capture that leaves the table empty is a scopa, worth 1 point — except one "
              "made with the round's last card. Each point of the table is worth 1; on a tie "
              "nobody takes it. Primiera: each side takes its best card of each suit by the "
              "values 7=21, 6=18, ace=16, 5=15, 4=14, 3=13, 2=12, court cards 10 and adds them "
              "up; the higher sum scores; a side missing a suit has no primiera.")
MATCH_PT = ("Os pontos contam-se no fim de cada rodada. Quando um lado chega ao objetivo, "
            "vence o total mais alto; num empate joga-se mais uma rodada.")
MATCH_EN = ("Points are counted at the end of each round. When a side reaches the target, "
            "the highest total wins; on a tie another round is played.")
DECIDE_PT = ("Decisões de RULES.md: três ou quatro reis na mesa da abertura fazem repor a mesa; "
             "com 3 jogadores cada um joga por si; a scopa da última carta não conta, mas as "
             "cartas levadas contam para a tabela.")
DECIDE_EN = ("RULES.md's decisions: three or four kings on the opening table have it laid "
             "again; with 3 players each plays alone; a scopa with the last card does not "
             "count, but the cards it takes count for the table.")
SOURCE_PT = ("A Scopa não está nos textos de seeds/: é o jogo da família mais jogado em Itália, "
             "e segue as regras publicadas habituais (as páginas da Scopa em pagat.com são a "
             "referência para os factos).")
SOURCE_EN = ("Scopa is not in the texts of seeds/: it is the family's most played game in "
             "Italy, and follows the common published rules (pagat.com's Scopa pages are the "
             "reference for facts).")

TEXTS = {
    "scopa": (
        section("deck", DECK_PT, DECK_EN),
        section("deal", DEAL_PT, DEAL_EN),
        section("order", ORDER_PT, ORDER_EN),
        section(
            "moves", MOVES_PT, MOVES_EN,
            diagram("scopa|h0=5C,KS|h1=4H,2D|t=5D,2S,3H|m=0",
                    "Na mesa 5, 2 e 3; joga-se um 5.", "5, 2 and 3 on the table; a 5 is played.",
                    legal(capture("5C", "5D"), "o 5 igual leva o 5.", "the equal 5 takes the 5."),
                    refused(capture("5C", "2S", "3H"), "capture-value-mismatch",
                            "2+3 também fazem 5, mas com uma carta igual na mesa só se leva "
                            "essa.",
                            "2+3 make 5 as well, but with an equal card on the table only "
                            "that card is taken."),
                    refused(trail("5C"), "illegal-move",
                            "o 5 pode capturar, por isso não se deixa na mesa.",
                            "the 5 can capture, so it may not be laid on the table."),
                    source="RULES.md"),
            diagram("scopa|h0=7C,AS|h1=4H,2D|t=4D,3S,6H|m=0",
                    "Sem carta igual, uma soma.", "No equal card: a sum.",
                    legal(capture("7C", "4D", "3S"), "4+3 fazem 7.", "4+3 make 7."),
                    refused(capture("7C", "6H"), "capture-value-mismatch",
                            "o 6 sozinho não faz 7.", "the 6 alone does not make 7."),
                    legal(trail("AS"), "o ás não leva nada: fica na mesa.",
                          "the ace takes nothing: it is laid on the table."),
                    source="RULES.md"),
            diagram("scopa|h0=QC,2S|h1=4H,2D|t=4D,5S|m=0",
                    "Limpar a mesa é uma scopa.", "Clearing the table is a scopa.",
                    legal(capture("QC", "4D", "5S"), "a dama (9) leva 4+5: scopa, 1 ponto.",
                          "the queen (9) takes 4+5: a scopa, 1 point.", sweep=1),
                    source="RULES.md"),
            diagram("scopa|h0=QC|h1=|t=4D,5S|m=0",
                    "A última carta da rodada não faz scopa.",
                    "The round's last card makes no scopa.",
                    legal(capture("QC", "4D", "5S"),
                          "a dama leva 4+5 e a mesa fica vazia, mas é a última carta: "
                          "nenhuma scopa.",
                          "the queen takes 4+5 and the table is empty, but it is the last "
                          "card: no scopa.", sweep=0),
                    source="RULES.md")),
        section("turn", TURN_PT, TURN_EN),
        section("round", ROUND_PT, ROUND_EN),
        section("scoring", SCORING_PT, SCORING_EN),
        section("match", MATCH_PT, MATCH_EN),
        section("options", "", ""),
        section("decisions", DECIDE_PT, DECIDE_EN),
        section("source", SOURCE_PT, SOURCE_EN),
    ),
}
