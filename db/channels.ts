/**
 * The PostgreSQL NOTIFY channel of the app's change feed. The event store announces each sequenced batch's
 * change notices on it (events/store/sequence-batch.ts); the realtime hub listens. It lives in db/ because both
 * sides need the name and neither may import the other.
 */
export const CHANGES_CHANNEL = 'pulso_changes';
