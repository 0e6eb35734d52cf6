import type { Request } from './measure.ts';

/** What a scenario may use to prepare its request: the server URL and a signed-in demo player. */
export interface ScenarioContext {
  url: string;
  signIn(email: string): Promise<{ access_token: string; eToken: string | null }>;
}

/** A benchmarked call. Scenarios live in bench/scenarios/, one file per area. */
export interface Scenario {
  name: string;
  /** Its budget (DESIGN.md): a read's p99 ≤ 25 ms and ≥ 0.10 of the empty route; a write's p99 ≤ 100 ms. Default read. */
  kind?: 'read' | 'write';
  prepare(ctx: ScenarioContext): Promise<Request>;
}
