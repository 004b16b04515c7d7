"""Rules texts of seed 000, the Swazi family: `swazi`, `swazi-2p`, `swazi-2p-stock`,
`lesotho` and `south-african`."""

from __future__ import annotations

from .casino import sums_example
from .model import build, capture, diagram, legal, raise_, refused, section, trail

ROYAL_PT = ("Um baralho de 52 cartas. De 2 a 10 as cartas valem o seu número; valete 11, dama "
            "12, rei 13; o ás vale 1 ou 14, à escolha de quem o joga ou captura. Dentro de "
            "uma construção o valor do ás fica fixo, e uma construção só de ases usa um só "
            "valor para todos (um ás sobre outro nunca «constrói quinze»). Os naipes não "
            "contam para jogar.")
ROYAL_EN = ("One pack of 52 cards. 2 to 10 count their number; jack 11, queen 12, king 13; an "
            "ace is 1 or 14, as the player who plays or captures it chooses. Inside a build an "
            "ace's value is fixed, and a build of aces only gives every ace one value (an ace "
            "on an ace never “builds fifteen”). Suits do not matter in play.")
DEAL_PT = ("O carteador baralha e o jogador à sua direita corta; as 4 cartas do topo vão "
           "abertas para a mesa e o resto é dado uma a uma: com 3 jogadores 16 cartas a cada "
           "um, com 4 (em duplas, parceiros frente a frente) 12 a cada um. Não há outra "
           "distribuição na rodada. Na rodada seguinte dá as cartas quem estava à direita do "
           "carteador (quem cortou).")
DEAL_EN = ("The dealer shuffles and the player on the right cuts; the 4 top cards go face up "
           "to the table and the rest are dealt one at a time: with 3 players 16 cards each, "
           "with 4 (in partnerships, partners opposite) 12 each. There is no other deal in the "
           "round. The next round is dealt by the player on the dealer's right (who cut).")
ORDER_PT = ("Começa quem está à direita do carteador, e joga-se no sentido anti-horário (para "
            "a direita).")
ORDER_EN = ("The player on the dealer's right starts, and play goes anticlockwise (to the "
            "right).")
MOVES_PT = (
    "Capturar: jogue uma carta e leve as cartas do mesmo valor e os grupos cuja soma dá o "
    "valor dela, cada carta num só grupo. As capturas ficam num montinho aberto, com a carta "
    "que capturou por cima.\n\n"
    "Construir: junte uma carta da mão a uma ou várias cartas da mesa e anuncie o valor; é "
    "preciso guardar na mão uma carta que a capture. Também se pode construir só com cartas "
    "da mesa, se tiver essa carta na mão: isso não gasta a vez. Quem constrói é o dono da "
    "construção. Só pode haver uma construção de cada valor na mesa. Uma construção "
    "capturada leva-se inteira; uma captura leva no máximo uma construção, e uma construção "
    "nunca entra numa soma.\n\n"
    "Mudar o valor: com uma carta da mão pode aumentar só a construção de um adversário, se "
    "guardar uma carta do novo valor, e passa a ser o dono dela; cartas da mesa só entram se "
    "formarem o novo valor. Uma construção com uma carta do seu valor (múltipla) nunca muda "
    "de valor. Também pode juntar cartas da mesa, ou o topo do montinho de um adversário, à "
    "construção de um adversário sem mudar o valor — e então tem de capturá-la nessa mesma "
    "vez; o dono só muda quando o valor muda.\n\n"
    "Acrescentar às suas: a sua construção pode receber cartas da mesa, uma carta da mão ou "
    "o topo do montinho de um adversário (nunca o seu); a partir daí o valor fica fixo e ela "
    "só recebe mais grupos desse valor ou é capturada. Só o topo de cada montinho está "
    "disponível; usado ele, o seguinte fica disponível.\n\n"
    "Reclamações: se uma captura deixa na mesa cartas que a carta jogada podia levar, ou "
    "há cartas que cabem nas suas construções, um adversário pode reclamar e obrigá-lo. Aqui "
    "as reclamações fazem-se sempre: uma captura leva tudo o que a carta pode levar, e as "
    "cartas que cabem nas suas construções entram nelas antes de jogar a carta da mão.\n\n"
    "Largar: pode deixar uma carta na mesa mesmo podendo capturar, mas não a última carta da "
    "mão enquanto tiver uma construção. O jogo nunca deixa fazer uma construção ilegal; por "
    "isso a multa de −5 pontos por construção ilegal do texto nunca acontece aqui.")
MOVES_EN = (
    "Capture: play a card and take the cards of its value and the groups adding up to its "
    "value, each card in one group only. Captures go on an open pile, the capturing card on "
    "top.\n\n"
    "Build: put a hand card with one or several table cards and announce the value; you "
    "must keep a card that captures it. You may also build with table cards alone if you "
    "hold that card: that does not spend your turn. The builder owns the build. Only one "
    "build of each value may stand on the table. A build is captured whole; one capture "
    "takes at most one build, and a build never joins a sum.\n\n"
    "Changing the value: with a hand card you may raise only an opponent's build, keeping a "
    "card of the new value, and you become its owner; table cards join only if they make "
    "the new value. A build holding a card of its value (multiple) never changes value. You "
    "may also add table cards, or an opponent's pile top, to an opponent's build without "
    "changing its value — and then you must capture it that same turn; the owner changes "
    "only when the value changes.\n\n"
    "Adding to your own: your build may receive table cards, a hand card or an opponent's "
    "pile top (never your own); from then on its value is fixed and it only takes more "
    "groups of that value or is captured. Only the top of each pile is available; once used, "
    "the next one is.\n\n"
    "Claims: if a capture leaves cards its card could have taken, or cards could join your "
    "builds, an opponent may claim and make you do it. Here claims are always made: a "
    "capture takes everything its card can take, and cards that fit your builds join them "
    "before you play your hand card.\n\n"
    "Trail: you may lay a card on the table even when you could capture, but not your last "
    "card while you own a build. The game never lets anyone make an illegal build, so the "
    "text's −5 points for an illegal build cannot happen here.")
TURN_PT = ("A vez só acaba quando joga uma carta da mão (capturar, construir, aumentar ou "
           "largar). Construir só com cartas da mesa e acrescentar cartas da mesa ou de um "
           "montinho não acabam a vez: pode fazer várias dessas ações e depois jogar a carta.")
TURN_EN = ("The turn ends only when you play a card from your hand (capture, build, raise or "
           "trail). Building with table cards only and adding table cards or a pile top do "
           "not end it: you may do several such actions and then play your card.")
ROUND_PT = ("A rodada acaba quando todos jogaram as cartas da mão. Quem capturou por último "
            "fica com o que sobrou na mesa. Não há limpezas.")
ROUND_EN = ("The round ends when everyone has played their hand. The last to capture takes "
            "whatever is left on the table. There are no sweeps.")
MATCH_PT = ("Quem chega a 21 vence; se vários chegam na mesma rodada, o maior total; num "
            "empate, outra rodada.")
MATCH_EN = ("The first to reach 21 wins; if several reach it in the same round, the highest "
            "total; on a tie, another round.")
TEAMS_PT = ("Em duplas há um montinho por dupla, e só se usa o topo do montinho da dupla "
            "adversária. Você é dono também das construções do parceiro. Se um adversário "
            "capturar a construção do seu parceiro, você pode construir uma vez esse mesmo "
            "valor para ele (o dono será o parceiro).")
TEAMS_EN = ("In partnerships there is one pile per team, and only the opposing team's pile "
            "top may be used. You also own your partner's builds. If an opponent captures your "
            "partner's build, you may once build that same value for them (your partner will "
            "own it).")
DECISIONS_PT = ("O texto deixa as reclamações a pedido dos adversários: aqui são sempre "
                "feitas (capturas e acréscimos completos são obrigatórios), e uma opção as "
                "desliga. Uma rodada sem capturas é anulada e jogada de novo.")
DECISIONS_EN = ("The text leaves claims to the opponents: here they are always made "
                "(complete captures and additions are compulsory), and an option turns them "
                "off. A round without captures is void and dealt again.")


def _swazi_examples(variant: str, hands: str, two: bool = False) -> tuple:
    """Examples of the Swazi rules with the hands ``h1=…`` (2 or 3 players)."""
    return (
        diagram(f"{variant}|h0=7C,9S|{hands}|t=3H,4D,9D|m=0",
                "000: na mesa 3, 4 e 9; na mão 7 e 9.", "000: 3, 4 and 9 on the table; 7 "
                "and 9 in the hand.",
                legal(build(None, 7, "3H", "4D"),
                      "3+4 da mesa fazem uma construção de 7 (guarda o 7) e a vez continua: "
                      "depois o 9 leva o 9.",
                      "the table's 3+4 make a 7 build (the 7 is kept) and the turn goes on: "
                      "then the 9 takes the 9."),
                legal(capture("9S", "9D"), "o 9 leva o 9 (a vez acaba).",
                      "the 9 takes the 9 (the turn ends)."),
                source="000", example="swazi-table-build"),
        diagram(f"{variant}|h0=4C,5S,7C,9S,KD|{hands}|t=6H,8S|b=2D+3H:5:0;QC+AH:13:1|m=0",
                "Só se muda o valor da construção de um adversário; uma construção de cada "
                "valor.",
                "Only an opponent's build changes value; one build of each value.",
                refused(raise_("4C", 1, 9), "illegal-move",
                        "a construção de 5 é sua: uma carta da mão não lhe muda o valor.",
                        "the 5 build is yours: a hand card does not change its value."),
                refused(build("7C", 13, "6H"), "one-build-per-player",
                        "7+6 faz 13 e guarda o rei, mas a dois só se tem uma construção no fim "
                        "da vez (e já há uma de 13 na mesa).",
                        "7+6 makes 13 and the king is kept, but with two players you own one "
                        "build only at the end of a turn (and a 13 build already stands).")
                if two else
                refused(build("7C", 13, "6H"), "one-build-per-value",
                        "7+6 faz 13 e guarda o rei, mas já há uma construção de 13 na mesa.",
                        "7+6 makes 13 and the king is kept, but a 13 build already stands."),
                source="000", example="swazi-own-build"),
        diagram(f"{variant}|h0=8C,KS|{hands}|t=AH,2S,3D,5C,6H,8S|m=0",
                "Com as reclamações, uma captura leva tudo o que pode.",
                "With claims, a capture takes all it can.",
                legal(capture("8C", "8S", "6H", "2S", "5C", "3D"),
                      "8, 6+2 e 5+3: nada mais se pode levar.",
                      "8, 6+2 and 5+3: nothing more can be taken."),
                refused(capture("8C", "8S"), "must-take-everything",
                        "deixaria 6+2 e 5+3 que o 8 pode levar: um adversário reclamaria.",
                        "it would leave 6+2 and 5+3 the 8 can take: an opponent would "
                        "claim."),
                source="000", example="table-A23568"),
    )


def _texts(variant: str, *, deck_pt: str = ROYAL_PT, deck_en: str = ROYAL_EN,
           deal_pt: str = DEAL_PT, deal_en: str = DEAL_EN, order_pt: str = ORDER_PT,
           order_en: str = ORDER_EN, moves_pt: str = MOVES_PT, moves_en: str = MOVES_EN,
           round_pt: str = ROUND_PT, round_en: str = ROUND_EN, decisions_pt: str = "",
           decisions_en: str = "", examples: tuple = ()) -> tuple:
    return (
        section("deck", deck_pt, deck_en),
        section("deal", deal_pt, deal_en),
        section("order", order_pt, order_en),
        section("moves", moves_pt, moves_en, *examples),
        section("turn", TURN_PT, TURN_EN),
        section("round", round_pt, round_en),
        section("scoring", "Uma maioria empatada dá pontos a cada um dos empatados, como "
                "diz a tabela.", "A tied majority gives points to each tied side, as the "
                "table says."),
        section("match", MATCH_PT, MATCH_EN),
        section("options", "", ""),
        section("decisions", DECISIONS_PT + " " + decisions_pt,
                DECISIONS_EN + " " + decisions_en),
        section("source", "", ""),
    )


THREE = "h1=10D,JH|h2=4S,QD"
TWO = "h1=10D,JH"

TEXTS = {
    "swazi": _texts(
        "swazi", round_pt=ROUND_PT + "\n\n" + TEAMS_PT, round_en=ROUND_EN + "\n\n" + TEAMS_EN,
        decisions_pt="A opção de nova mesa (mais de três figuras ou algum ás entre as 4 "
                     "cartas da mesa) é o que o texto atribui a «alguns jogadores».",
        decisions_en="The redeal option (more than three court cards or any ace among the 4 "
                     "table cards) is what the text credits to “some players”.",
        examples=(*_swazi_examples("swazi", THREE),
                  diagram("swazi|h0=5S,KC|h1=2D,9H|h2=7C,QH|t=4D|b=3C+3H:6:1|m=0",
                          "Aumentar a construção de um adversário faz de você o dono.",
                          "Raising an opponent's build makes you its owner.",
                          refused(raise_("5S", 1, 11), "must-keep-capturing-card",
                                  "6+5 faz 11, mas não há 11 (valete) na mão.",
                                  "6+5 makes 11, but no 11 (jack) is in the hand."),
                          legal(trail("5S"),
                                "largar é permitido; a vez passa para a direita, ao "
                                "Jogador 3.",
                                "trailing is allowed; the turn passes right, to Player 3."),
                          source="000"))),
    "swazi-2p": _texts(
        "swazi-2p",
        deal_pt="Depois do corte, 4 cartas vão abertas para a mesa e cada jogador recebe 12, "
                "uma a uma; as restantes ficam de lado e, quando os dois jogaram as suas, "
                "cada um recebe mais 12.",
        deal_en="After the cut, 4 cards go face up to the table and each player gets 12, one "
                "at a time; the rest are set aside and, when both have played theirs, each "
                "gets 12 more.",
        order_pt="Começa quem não deu as cartas (à direita do carteador) e os dois jogam "
                 "alternadamente.",
        order_en="The non-dealer (on the dealer's right) starts and the two play in turn.",
        moves_pt=MOVES_PT + "\n\nEnquanto joga as primeiras 12 cartas, quem tem uma "
                 "construção não pode largar (tem de capturar ou acrescentar), e no fim da "
                 "vez só pode ser dono de uma construção (pode construir e capturar outra na "
                 "mesma vez).",
        moves_en=MOVES_EN + "\n\nWhile playing the first 12 cards, a player who owns a build "
                 "may not trail (they must capture or add), and at the end of the turn may "
                 "own only one build (they may build and capture another in the same turn).",
        decisions_pt="Um diagrama mostra sempre a primeira distribuição.",
        decisions_en="A diagram always shows the first deal.",
        examples=(*_swazi_examples("swazi-2p", TWO, two=True),
                  diagram("swazi-2p|h0=5S,9C,QD|h1=2D,KH|t=6H|b=4C+5H:9:0|m=0|"
                          "s=2C,3C,4S,6C",
                          "Nas primeiras 12 cartas, quem tem construção não larga.",
                          "With the first 12 cards, a builder does not trail.",
                          refused(trail("QD"), "cannot-trail-while-owning-build",
                                  "tem a construção de 9 e ainda joga a primeira mão.",
                                  "you own the 9 build and are still on the first hand."),
                          legal(capture("9C", "4C", "5H", targets=(1,)),
                                "capturar a sua construção é sempre permitido.",
                                "capturing your own build is always allowed."),
                          source="000"))),
    "swazi-2p-stock": _texts(
        "swazi-2p-stock",
        deal_pt="Depois do corte, 4 cartas vão abertas para a mesa e cada jogador recebe 8, "
                "uma a uma; o resto é o Morto. Cada vez que joga uma carta da mão, compra "
                "a carta do topo do Morto, até ele acabar.",
        deal_en="After the cut, 4 cards go face up to the table and each player gets 8, one "
                "at a time; the rest is the stock (“Morto”). Each time you play a hand card "
                "you draw the stock's top card, until it runs out.",
        order_pt="Começa quem não deu as cartas (à direita do carteador) e os dois jogam "
                 "alternadamente.",
        order_en="The non-dealer (on the dealer's right) starts and the two play in turn.",
        moves_pt=MOVES_PT + "\n\nEnquanto houver cartas no Morto, quem tem uma construção "
                 "não pode largar (tem de capturar ou acrescentar); depois pode. Cada jogador "
                 "só pode ser dono de uma construção no fim da vez.",
        moves_en=MOVES_EN + "\n\nWhile the stock lasts, a player who owns a build may not "
                 "trail (they must capture or add); afterwards they may. Each player may own "
                 "only one build at the end of the turn.",
        round_pt="A rodada acaba quando o Morto acabou e os dois jogaram as cartas da mão. "
                 "Quem capturou por último fica com o que sobrou na mesa. Não há limpezas.",
        round_en="The round ends when the stock is gone and both have played their hands. "
                 "The last to capture takes whatever is left. There are no sweeps.",
        decisions_pt="O limite de uma construção por jogador vale toda a rodada, como o "
                     "texto o diz, sem o limitar ao Morto.",
        decisions_en="The limit of one build per player holds all round, as the text says "
                     "it, without tying it to the stock.",
        examples=(*_swazi_examples("swazi-2p-stock", TWO, two=True),
                  diagram("swazi-2p-stock|h0=5S,9C,QD|h1=2D,KH|t=6H|b=4C+5H:9:0|m=0|"
                          "s=2C,3C,4S,6C",
                          "Com cartas no Morto, quem tem construção não larga.",
                          "While the stock lasts, a builder does not trail.",
                          refused(trail("QD"), "cannot-trail-while-owning-build",
                                  "ainda há Morto e tem a construção de 9.",
                                  "the stock is not empty and you own the 9 build."),
                          source="000"),
                  diagram("swazi-2p-stock|h0=5S,9C,QD|h1=2D,KH|t=6H|b=4C+5H:9:0|m=0",
                          "Sem Morto, já pode largar (guardando o 9).",
                          "With the stock gone you may trail (keeping the 9).",
                          legal(trail("QD"), "o Morto acabou.", "the stock is gone."),
                          refused(trail("9C"), "must-keep-capturing-card",
                                  "o 9 é a carta que captura a sua construção.",
                                  "the 9 is the card that takes your build."),
                          source="000"))),
    "lesotho": _texts(
        "lesotho",
        deck_pt="Um baralho de 52 cartas. O ás vale sempre 1 e de 2 a 10 as cartas valem o "
                "seu número. Valete, dama e rei não têm valor: não capturam somas, não entram "
                "em somas nem em construções; uma figura leva as figuras iguais da mesa.",
        deck_en="One pack of 52 cards. An ace is always 1 and 2 to 10 count their number. "
                "Jacks, queens and kings have no value: they take no sums and join no sum or "
                "build; a court card takes the table's cards of its rank.",
        moves_pt=MOVES_PT + "\n\nNo montinho, a ordem não se muda: a carta que capturou fica "
                 "por cima e as figuras sempre por baixo (não servem para construir). Em "
                 "duplas cada jogador tem o seu montinho e pode usar o topo do montinho do "
                 "parceiro como o de um adversário; quem captura figuras pode pô-las no fundo "
                 "do montinho do parceiro.",
        moves_en=MOVES_EN + "\n\nOn a pile the order never changes: the capturing card on "
                 "top and court cards always at the bottom (they cannot be built with). In "
                 "partnerships each player keeps a pile and may use the partner's pile top as "
                 "an opponent's; a player who captures court cards may put them under the "
                 "partner's pile.",
        round_pt=ROUND_PT + "\n\nCom 4 joga-se em duplas; a dupla soma os dois montinhos.",
        round_en=ROUND_EN + "\n\nFour play in partnerships; a team adds its two piles.",
        examples=(diagram("lesotho|h0=QC,8H|h1=2D,KH|h2=5C,3H|t=QS,5D,7S|m=0",
                          "As figuras não têm valor.", "Court cards have no value.",
                          legal(capture("QC", "QS"), "uma dama leva a dama.",
                                "a queen takes the queen."),
                          refused(capture("QC", "5D", "7S"), "capture-value-mismatch",
                                  "5+7 não fazem uma dama: as figuras não somam.",
                                  "5+7 do not make a queen: court cards have no sum."),
                          source="000"),
                  diagram("lesotho|h0=AC,9S,KC|h1=2D,KH|h2=5C,3H|t=AH,8D|m=0",
                          "O ás vale sempre 1.", "An ace is always 1.",
                          legal(capture("9S", "AH", "8D"), "8+A fazem 9.", "8+A make 9."),
                          refused(capture("AC", "AH", "8D"), "capture-value-mismatch",
                                  "o ás não vale 14 aqui.", "the ace is not 14 here."),
                          source="000"),
                  sums_example("lesotho", source="000", hands="h1=4H,9D|h2=7C,10S"))),
    "south-african": _texts(
        "south-african",
        deck_pt="Baralho de 40 cartas: tiram-se valetes, damas e reis. O ás vale 1 e as "
                "outras cartas o seu número.",
        deck_en="A 40-card pack: jacks, queens and kings are removed. An ace is 1 and the "
                "other cards count their number.",
        deal_pt="As cartas são dadas uma a uma. Com 2 jogadores, 10 a cada um e, quando as "
                "jogaram, mais 10; com 3, 13 a cada um e 1 aberta na mesa; com 4, 10 a cada "
                "um. Com 2 ou 4 não há cartas na mesa no início, por isso o primeiro não pode "
                "capturar.",
        deal_en="Cards are dealt one at a time. With 2 players, 10 each and, once played, 10 "
                "more; with 3, 13 each and 1 face up to the table; with 4, 10 each. With 2 or "
                "4 no card starts on the table, so the first player cannot capture.",
        order_pt="Dá as cartas quem fez menos pontos na rodada anterior, e é ele quem começa; "
                 "depois joga-se no sentido anti-horário (para a direita).",
        order_en="The round's lowest scorer deals the next round and plays first; then play "
                 "goes anticlockwise (to the right).",
        moves_pt=MOVES_PT.replace("ou o topo do montinho de um adversário, à construção de "
                                  "um adversário", "à construção de um adversário") +
                 "\n\nNo Sul-africano as capturas entram no montinho em ordem numérica, a "
                 "menor por cima, e o topo do montinho de cada adversário captura-se como uma "
                 "carta da mesa, também em somas. O topo de um montinho só entra numa "
                 "construção pelo seu dono, junto com uma carta da mão. Quem tem uma "
                 "construção não pode largar (no jogo a dois, só na segunda mão de 10 pode).",
        moves_en=MOVES_EN.replace("or an opponent's pile top, to an opponent's build",
                                  "to an opponent's build") +
                 "\n\nIn South African Casino captures go on the pile in numerical order, "
                 "lowest on top, and each opponent's pile top is captured like a table card, "
                 "in sums too. A pile top joins a build only by its owner's hand, together "
                 "with a hand card. A player who owns a build may not trail (in the two-player "
                 "game, only in the second hand of 10 may they).",
        round_pt=ROUND_PT + "\n\nCom 4 joga-se em duplas, um montinho por dupla.",
        round_en=ROUND_EN + "\n\nFour play in partnerships, one pile per team.",
        decisions_pt="O texto não repete as duplas nem o objetivo: como no Swazi, 4 jogam em "
                     "duplas e vence quem chega a 21. O texto também dá uma segunda "
                     "distribuição a 3 jogadores, mas depois de 13+13+13+1 não sobram cartas: "
                     "há uma só.",
        decisions_en="The text does not restate partnerships or the target: as in Swazi, 4 "
                     "play in partnerships and the first to 21 wins. It also gives 3 players "
                     "a second deal, but after 13+13+13+1 no card is left: there is one only.",
        examples=(diagram("south-african|h0=9C,3S|h1=2D,8H|h2=5C,4H|t=6D|m=0|p0=|p1=7S,3H|"
                          "p2=AD",
                          "O topo do montinho de um adversário captura-se como uma carta da "
                          "mesa.",
                          "An opponent's pile top is captured like a table card.",
                          legal(capture("9C", "6D", "3H"),
                                "o 3♥ no topo do montinho do Jogador 2 e o 6 da mesa somam 9.",
                                "the 3♥ on Player 2's pile and the table's 6 make 9."),
                          source="000"),
                  diagram("south-african|h0=9C,7S|h1=2D,8H|h2=5C,4H|t=6D|b=4C+5H:9:0|m=0",
                          "Quem tem construção não larga (com 3 jogadores).",
                          "A builder does not trail (with 3 players).",
                          refused(trail("7S"), "cannot-trail-while-owning-build",
                                  "tem a construção de 9.", "you own the 9 build."),
                          legal(capture("9C", "4C", "5H", targets=(1,)),
                                "capturar a construção é permitido.",
                                "capturing the build is allowed."),
                          source="000"),
                  sums_example("south-african", source="000", hands="h1=4H,9D|h2=7C,10S",
                               spare="9S"))),
}
