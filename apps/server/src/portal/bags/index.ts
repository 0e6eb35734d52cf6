// What other areas may use of bags: the player's current bag and their clubs (club mapping of
// practice shots, clubs chosen on the hole map).
export { currentBagOf, ownBag } from './bags.service.ts';
export { clubsOfBag, clubsOfPlayer } from './club-rows.ts';
