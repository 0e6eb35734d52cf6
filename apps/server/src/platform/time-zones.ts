/**
 * Names this process has accepted as time zones. Building an Intl.DateTimeFormat to test a name
 * took about a millisecond of CPU, most of the home page's own work; the zone database does not
 * change while a process runs, so a name is tested once. Only accepted names are kept, and at most
 * MAX_KEPT (there are about 600 IANA names; spelling variants beyond that are tested each time).
 */
const accepted = new Set<string>();
const MAX_KEPT = 2_000;

/** Whether the runtime knows `name` as an IANA time zone (Europe/London, UTC). */
export function isTimeZone(name: string): boolean {
  if (accepted.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (accepted.size < MAX_KEPT) accepted.add(name);
  return true;
}
