/**
 * How a person's name is written. Names in East Asian scripts (kanji, kana, hangul) are written
 * family name first in every language ("佐藤 翔太"); names in other scripts keep the given name
 * first ("Jordan Lee"), as they are written in Japanese text too. One rule for the server's e-mails
 * and the web's screens.
 */
const EAST_ASIAN_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether this name is written family name first. */
export function isFamilyNameFirst(firstName: string, lastName: string): boolean {
  return EAST_ASIAN_SCRIPT.test(`${firstName}${lastName}`);
}

/** The full name in its own order: "Jordan Lee", "佐藤 翔太". */
export function personName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const first = firstName.trim();
  const last = lastName.trim();
  return (isFamilyNameFirst(first, last) ? [last, first] : [first, last]).filter(Boolean).join(' ');
}

/** The given name with the family name's initial, in the name's own order: "Jordan L.", "佐. 翔太". */
export function personNameWithInitial(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!initial) return first;
  return isFamilyNameFirst(first, lastName) ? `${initial}. ${first}` : `${first} ${initial}.`;
}
