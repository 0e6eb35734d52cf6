import type { Config } from '../config.ts';
import type { AccessClaims } from './auth/access-token.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/index.ts';
import type { ObjectStore } from './storage/object-store.ts';

/** What every service verb receives: the database, the configuration, the file store and the clock. */
export interface Ctx {
  db: Db;
  config: Config;
  storage: ObjectStore;
  /** Every "now" a service reads comes from here, never from `new Date()`. */
  clock: Clock;
}

/** The signed-in caller, as the access token says. */
export type Caller = AccessClaims;

/** A signed-in player acting for themself (or, by ticket, an admin coach acting for them). */
export interface PlayerCaller extends Caller {
  role: 'player';
}
