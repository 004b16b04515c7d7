// Reading the view's seats and sides: who plays with whom (view.teams), the order play goes
// (view.order), each seat's name (the bridge's names) and each card's name in words. Scores,
// piles and sweeps belong to sides: a seat each, or two partners. Nothing is derived here.
import { app, page, t } from "./context.js";

/** The side (team) the viewing seat plays for. */
export function mySide(v) {
  return v.side ?? v.seat;
}
export function teamsOf(v) {
  return v.teams;
}
export function sideOf(v, seat) {
  const i = teamsOf(v).findIndex((team) => team.includes(seat));
  return i < 0 ? seat : i;
}
export function partnered(v) {
  return teamsOf(v).some((team) => team.length > 1);
}
/** The seats each capture pile belongs to: a side's, or one player's (000 Lesotho). */
export function pileSeats(v) {
  return v.pile_seats;
}
/** Every seat in the order play goes round the table, from the viewer (the bridge's). */
export function playOrder(v) {
  return v.order;
}
/** The sides (scores, breakdown, history) in the order their players play from the viewer. */
export function sidesInOrder(v) {
  const sides = playOrder(v).map((seat) => sideOf(v, seat));
  return sides.filter((side, i) => sides.indexOf(side) === i && side < v.scores.length);
}
/** How many cards a side has captured, over its piles (the bridge counts them). */
export function sideCards(v, side) {
  return (v.captured || [])[side] ?? 0;
}
export function seatName(v, seat) {
  const s = app.state;
  if (s && s.names && s.names[seat]) return s.names[seat][page.lang];
  if (seat === v.seat) return t().you;
  return v.players === 2 ? t().computer : t().computerN(seat);
}
export function sideName(v, side) {
  const tr = t();
  const members = teamsOf(v)[side] ?? [side];
  if (app.state && app.state.hotseat) return members.map((m) => seatName(v, m)).join(" + ");
  if (members.includes(v.seat)) return members.length > 1 ? tr.youAndPartner : tr.you;
  return members.length > 1 ? tr.opponents : seatName(v, members[0]);
}

/** A card in words ("ten of diamonds"): the bridge's names (cards.py), sent once. */
export function cardLabel(code) {
  const names = app.cardNames;
  return (names && names[code] && names[code][page.lang]) || code;
}
