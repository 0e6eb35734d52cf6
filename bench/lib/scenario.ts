import type { Request } from './measure.ts';

/** What a scenario may use to prepare its request: the server URL and a signed-in demo player. */
export interface ScenarioContext {
  url: string;
  signIn(email: string): Promise<{ access_token: string; eToken: string | null }>;
}

/**
 * A benchmarked call. Scenarios live in bench/scenarios/, one file per area. `kind` picks the
 * budget (read unless said; `computed` for a catalogue answer worked out per request). A prepare
 * that answers several requests gives each connection its own (connection i sends requests[i % n]):
 * how 50 different customers writing at once are measured. `largeTable`: the call reads a table
 * that grows with the scale (shots, courses, products, appointments), so it runs again at the
 * larger scale (`--large-scale`) to show that it stays flat as data grows.
 */
export interface Scenario {
  name: string;
  kind?: 'read' | 'computed' | 'write';
  largeTable?: boolean;
  prepare(ctx: ScenarioContext): Promise<Request | Request[]>;
}
