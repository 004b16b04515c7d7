"""Rules text of `escova` (RULES.md, "Beyond the seeds")."""

from __future__ import annotations

from .model import capture, diagram, legal, refused, section, trail

DECK_PT = ("Um baralho de 40 cartas: o baralho francês sem os 8, 9 e 10. O ás vale 1, de 2 "
           "a 7 o número, o valete 8, a dama 9 e o rei 10. Os ouros (♦) contam como os ouros "
           "do baralho espanhol. Para 2, 3 ou 4 jogadores; 4 jogam em duplas, parceiros "
           "frente a frente.")
DECK_EN = ("A pack of 40 cards: the French deck without its 8s, 9s and 10s. An ace is 1, 2 to "
           "7 their number, a jack 8, a queen 9 and a king 10. Diamonds (♦) count as the "
           "Spanish deck's coins (ouros). For 2, 3 or 4 players; 4 play in partnerships, "
           "partners facing each other.")
DEAL_PT = ("3 cartas a cada jogador e 4 abertas na mesa; quando todas as mãos acabam, mais 3 "
           "a cada um, nenhuma na mesa, até acabar o baralho.\n\n"
           "Escova do carteador: se as quatro cartas da mesa da abertura somam 15, o "
           "carteador leva-as logo, e isso é uma escova; se somam 30, são duas escovas. A "
           "mesa fica então vazia para quem começa.")
DEAL_EN = ("3 cards to each player and 4 face up to the table; when every hand is empty, 3 "
           "more each, none to the table, until the deck runs out.\n\n"
           "The dealer's escova: if the four opening table cards add up to 15, the dealer "
           "takes them at once, and that is an escova; if they add up to 30, two escovas. "
           "The table is then empty for the first player.")
ORDER_PT = ("Joga-se e dá-se no sentido anti-horário: começa quem está à direita do "
            "carteador, e o carteador seguinte é o da direita.")
ORDER_EN = ("Play and the deal go anticlockwise: the player on the dealer's right starts, and "
            "the next dealer is the one on the right.")
MOVES_PT = ("Em cada vez joga-se uma carta da mão. Ela captura qualquer conjunto de cartas da "
            "mesa cujos valores, somados ao dela, dão exatamente 15 — um só conjunto por "
            "jogada, à escolha de quem joga. Capturar é opcional: uma carta que não captura "
            "fica aberta na mesa. Não há construções.")
MOVES_EN = ("Each turn you play one card from your hand. It captures any set of table cards "
            "whose values, together with its own, add up to exactly 15 — one set a play, of "
            "your choice. Capturing is optional: a card that does not capture is laid face "
            "up on the table. There are no builds.")
TURN_PT = "A vez acaba com a carta jogada, capture ela ou não; joga então o seguinte."
TURN_EN = "A turn ends with the card played, whether it captures or not; the next player goes."
ROUND_PT = ("A rodada acaba quando a última carta do baralho foi jogada. As cartas que ficam "
            "na mesa vão para quem capturou por último (o carteador, se só ele levou a mesa "
            "da abertura); isso não é uma escova.\n\n"
            "Em duplas, os parceiros juntam as capturas num só montinho e somam os pontos.")
ROUND_EN = ("The round ends when the deck's last card has been played. The cards left on the "
            "table go to the last player who captured (the dealer, if only the dealer took "
            "the opening table); that is not an escova.\n\n"
            "In partnerships, partners keep their captures in one pile and score together.")
SCORING_PT = ("Deixar a mesa vazia é uma escova, 1 ponto, também com a última carta da "
              "rodada. Cada ponto da tabela vale 1 e num empate ninguém o leva: mais cartas, "
              "mais ouros, o sete belo (7♦) e mais setes.")
SCORING_EN = ("Leaving the table empty is an escova, 1 point, with the round's last card too. "
              "Each point of the table is worth 1 and on a tie nobody takes it: most cards, "
              "most diamonds, the sete belo (7♦) and most sevens.")
MATCH_PT = ("Os pontos contam-se no fim de cada rodada. Quando um lado chega ao objetivo, "
            "vence o total mais alto; num empate joga-se mais uma rodada.")
MATCH_EN = ("Points are counted at the end of each round. When a side reaches the target, "
            "the highest total wins; on a tie another round is played.")
DECIDE_PT = ("Decisões de RULES.md: joga-se no sentido anti-horário e começa quem está à "
             "direita do carteador; com 3 jogadores cada um joga por si; a mesa da abertura "
             "levada pelo carteador conta como a sua captura (leva o resto no fim se ninguém "
             "mais capturar).")
DECIDE_EN = ("RULES.md's decisions: play goes anticlockwise and the player on the dealer's "
             "right starts; with 3 players each plays alone; the opening table the dealer "
             "takes counts as the dealer's capture (the dealer takes the rest at the end if "
             "nobody else captures).")
SOURCE_PT = ("A Escova não está nos textos de seeds/: é o jogo da família que mais se joga "
             "no Brasil, e segue as regras publicadas habituais (as páginas da Escoba em "
             "pagat.com são a referência para os factos).")
SOURCE_EN = ("Escova is not in the texts of seeds/: it is the family's most played game in "
             "Brazil, and follows the common published rules (pagat.com's Escoba pages are "
             "the reference for facts).")

TEXTS = {
    "escova": (
        section("deck", DECK_PT, DECK_EN),
        section("deal", DEAL_PT, DEAL_EN),
        section("order", ORDER_PT, ORDER_EN),
        section(
            "moves", MOVES_PT, MOVES_EN,
            diagram("escova|h0=5C,KS|h1=4H,2D|t=7D,3S,JH|m=0",
                    "Na mesa 7, 3 e um valete (8); joga-se um 5.",
                    "7, 3 and a jack (8) on the table; a 5 is played.",
                    legal(capture("5C", "7D", "3S"), "5+7+3 fazem 15.", "5+7+3 make 15."),
                    refused(capture("5C", "JH"), "capture-value-mismatch",
                            "5+8 fazem só 13.", "5+8 make only 13."),
                    legal(trail("5C"), "capturar é opcional: pode deixá-lo na mesa.",
                          "capturing is optional: you may lay it on the table."),
                    source="RULES.md"),
            diagram("escova|h0=KC,2S|h1=4H,2D|t=4D,AS|m=0",
                    "Limpar a mesa é uma escova.", "Clearing the table is an escova.",
                    legal(capture("KC", "4D", "AS"), "o rei (10) com 4+ás faz 15: escova.",
                          "the king (10) with 4+ace makes 15: an escova.", sweep=1),
                    refused(capture("2S", "4D", "AS"), "capture-value-mismatch",
                            "2+4+1 fazem só 7.", "2+4+1 make only 7."),
                    source="RULES.md"),
            diagram("escova|h0=KC|h1=|t=4D,AS|m=0",
                    "A última carta da rodada também faz escova.",
                    "The round's last card makes an escova too.",
                    legal(capture("KC", "4D", "AS"),
                          "a última carta leva a mesa toda: escova, 1 ponto.",
                          "the last card takes the whole table: an escova, 1 point.",
                          sweep=1),
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
