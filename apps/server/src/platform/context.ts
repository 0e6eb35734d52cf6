import type { Config } from '../config.ts';
import type { AccessClaims } from './auth/access-token.ts';
import type { Db } from './db/client.ts';

/** What every service verb receives: the database and the parsed configuration. */
export interface Ctx {
  db: Db;
  config: Config;
}

/** The signed-in caller, as the access token says. */
export type Caller = AccessClaims;

/** A signed-in player acting for themself (or, by ticket, an admin coach acting for them). */
export interface PlayerCaller extends Caller {
  role: 'player';
}
