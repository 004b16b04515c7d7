"""The texts of the error codes: why a move, a declaration or a request is refused, in
English and Portuguese (``IllegalMove`` carries the code and both texts)."""

from __future__ import annotations

from . import errors as codes
from . import movegen
from .errors import IllegalMove
from .moves import MoveRequest

MUST_CAPTURE = "must-capture"


def _messages(code: str, move: MoveRequest | None = None) -> tuple[str, str]:
    card = move.card.symbol if move and move.card else ""
    texts = {
        movegen.TRAIL_WHILE_OWNING: (
            f"you own a build, so you may not trail {card}: capture, build or add to a build",
            f"tem uma construção, por isso não pode largar {card}: capture, construa ou "
            "acrescente a uma construção"),
        movegen.KEEP_CAPTURING_CARD: (
            f"playing {card} so would leave you without a card that captures your build",
            f"jogar {card} assim deixa-o sem carta que capture a sua construção"),
        codes.MUST_CAPTURE_ADDED_BUILD: (
            "you added to an opponent's build: capture it with your hand card this turn",
            "acrescentou à construção de um adversário: capture-a com a carta da mão nesta vez"),
        codes.MUST_ADD_TO_OWN_BUILD: (
            "cards on the table or a pile top can join your build: add them first (a claim)",
            "há cartas na mesa ou no topo de um montinho que cabem na sua construção: "
            "acrescente-as primeiro (reclamação)"),
        MUST_CAPTURE: (
            f"{card} can capture, and here capturing is compulsory: it may not be trailed",
            f"{card} pode capturar, e aqui capturar é obrigatório: não pode ser largada"),
        codes.MUST_TAKE_EVERYTHING: (
            f"{card} can take more: a capture takes every card it can (a claim)",
            f"{card} pode levar mais: uma captura leva todas as cartas que pode (reclamação)"),
        codes.ONE_BUILD_PER_VALUE: (
            "a build of that value is already on the table: only one of each value",
            "já há uma construção desse valor na mesa: só uma de cada valor"),
        movegen.ONE_BUILD_PER_PLAYER: (
            "you may own only one build at a time", "só pode ter uma construção de cada vez"),
        codes.NO_BUILD_FOR_PARTNER: (
            "you may build for your partner only once an opponent has taken their build, at "
            "its value, while they hold a card that takes it",
            "só pode construir para o parceiro depois que um adversário capturou a construção "
            "dele, com o mesmo valor, e enquanto ele tiver carta que a capture"),
        codes.NO_PARTNER_PILE: (
            "only captured court cards may go under your partner's pile",
            "só as figuras capturadas podem ir para o montinho do parceiro"),
        "no-declaration": ("this game has no declaration", "este jogo não tem declaração"),
        "already-declared": (
            "that player has already declared since the last card was played",
            "esse jogador já declarou depois da última carta jogada"),
        "no-such-seat": ("there is no such seat in this game", "não há esse lugar neste jogo"),
        "card-not-in-hand": (f"{card} is not in the hand of the player to move",
                             f"{card} não está na mão de quem joga"),
        "round-over": ("the round is over: start the next round",
                       "a rodada terminou: comece a rodada seguinte"),
        "round-not-over": ("the round is still being played", "a rodada ainda não terminou"),
        "match-over": ("the match is over", "a partida terminou"),
        "not-your-turn": ("it is not this seat's turn", "não é a vez deste lugar"),
        "ambiguous-move": (f"several legal moves with {card} fit that description: "
                           "name the cards taken or used, the build and the value",
                           f"várias jogadas legais com {card} correspondem: indique as cartas "
                           "levadas ou usadas, a construção e o valor"),
        "builds-not-allowed": ("this game has no builds", "este jogo não tem construções"),
        "build-too-high": (f"a build cannot be worth more than {move.value if move else ''}",
                           "uma construção não pode valer tanto"),
        "cannot-raise-multiple-build": (
            "a multiple build never changes value", "uma construção múltipla nunca muda de valor"),
        "no-such-build": ("there is no such build on the table", "não há essa construção na mesa"),
        "capture-value-mismatch": (
            f"{card} cannot take those cards: each group must add up to its value and a build "
            "is taken only at its announced value",
            f"{card} não pode levar essas cartas: cada grupo tem de somar o seu valor e uma "
            "construção só se leva pelo valor anunciado"),
        "illegal-move": (f"that move{f' with {card}' if card else ''} is not allowed here",
                         f"essa jogada{f' com {card}' if card else ''} não é permitida aqui"),
    }
    return texts.get(code, texts["illegal-move"])


def illegal(code: str, move: MoveRequest | None = None) -> IllegalMove:
    en, pt = _messages(code, move)
    return IllegalMove(code, en, pt)
