import { useCallback } from 'react';
import type { ScorecardHoleInput } from '@golf/contracts';
import { useSendScorecardEntryMutation } from '../api';
import { outboxKey, type OutboxEntry } from './outbox';
import { indexedDbOutbox, type OutboxStorage } from './outbox-store';
import { useOutbox } from './use-outbox';

/** The round's outbox of scorecard holes (use-outbox.ts): each hole entered is kept on the phone, then sent in order. */
export function useScorecardOutbox(roundId: number, playerId: number | undefined, storage: OutboxStorage = indexedDbOutbox) {
  const [sendEntry] = useSendScorecardEntryMutation();
  const sendOne = useCallback((entry: OutboxEntry) => sendEntry({ roundId, entry }), [sendEntry, roundId]);
  return useOutbox<ScorecardHoleInput>(playerId === undefined ? null : outboxKey(playerId, roundId), sendOne, storage);
}
