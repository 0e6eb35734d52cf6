import { useCallback } from 'react';
import { useSendTrackingEntryMutation } from '../api';
import { useOutbox } from '../offline/use-outbox';
import { trackingBodyOf, trackingOutboxKey, type TrackingEntry, type TrackingSave } from './tracking-outbox';

/** The round's outbox of play tracking (offline/use-outbox.ts): each hole saved is kept on the phone, then sent in order. */
export function useTrackingOutbox(roundId: number, playerId: number | undefined) {
  const [sendEntry] = useSendTrackingEntryMutation();
  const sendOne = useCallback((entry: TrackingEntry) => sendEntry(trackingBodyOf(roundId, entry)), [sendEntry, roundId]);
  return useOutbox<TrackingSave>(playerId === undefined ? null : trackingOutboxKey(playerId, roundId), sendOne);
}
