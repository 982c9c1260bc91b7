import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature has the same name in every layer (STYLE.md "Shape of this repo"): its events in
// events/catalog/<feature>.events.ts, its commands and routes in services/<feature>/, its read tables' projectors
// and queries in projections/<feature>/, its screens in web/src/features/<feature>/. A newcomer who finds one
// finds the others. Anything else in those places is a listed exception with its reason.
const ROOT = path.resolve(import.meta.dirname, '../..');

const FEATURES = ['attendance', 'billing', 'booking', 'catalog', 'email', 'groups', 'health', 'membership', 'news', 'notifications', 'packages', 'plans', 'progress', 'reminders', 'reports', 'trials', 'videos', 'workouts'];

type Layer = 'events' | 'services' | 'projections' | 'web';

/** A feature that has no folder in a layer, and why it needs none. */
const ABSENT: Record<string, Partial<Record<Layer, string>>> = {
  email: {
    events: "email records nothing: its outbox is a delivery queue like push's, and a member's channel choice is the notifications feature's",
    projections: 'its outbox is written by its reactor and worker (services/email), not folded from events',
  },
};

/** A name in a layer that is not a feature of its own. */
const NOT_A_FEATURE: Record<Layer, Record<string, string>> = {
  events: {
    waitlist: "booking's waitlist, on the occurrence stream; its own file because it is a separate set of events",
    'price-lists': "billing's price lists, on each package's price-list stream; its own file because it is a separate set of events",
  },
  services: {
    platform: 'shared plumbing every feature uses: auth, HTTP, realtime, commands, uploads, ops',
    demo: 'the demo studio, seeded through several features’ commands',
  },
  projections: {
    runner: 'inline and async projection runners, checkpoints',
    changefeed: 'change notices of every feature’s topics to the realtime hub',
    rebuild: 'rebuilding every projection off the live path',
  },
  web: {
    account: "membership: the signed-in person's own account (password, sessions, deletion)",
    auth: 'membership: signing in and up, the session',
    admin: "the admin menu, linking other features' admin screens",
    'booking-audit': 'booking: the admin audit of bookings, a chunk of its own that members never load',
    home: "the landing screen after sign-in, composed of other features' summaries",
    landing: 'the public page before sign-in and the install steps',
    shell: 'the layout, navigation and dock around every screen',
    'plan-editor': 'plans: the admin editor, a chunk of its own that members never load',
    timer: 'plans: the rest timer, which runs in the browser only',
  },
};

const dirs = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const namesIn: Record<Layer, string[]> = {
  events: fs
    .readdirSync(path.join(ROOT, 'events/catalog'))
    .filter((f) => f.endsWith('.events.ts'))
    .map((f) => f.replace(/\.events\.ts$/, '')),
  services: dirs('services'),
  projections: dirs('projections'),
  web: dirs('web/src/features'),
};

describe('feature folders', () => {
  it.each(Object.keys(namesIn) as Layer[])('every feature has its place in %s, unless listed as absent with a reason', (layer) => {
    const missing = FEATURES.filter((f) => !namesIn[layer].includes(f) && !ABSENT[f]?.[layer]);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(namesIn) as Layer[])('every name in %s is a feature or a listed exception', (layer) => {
    const unknown = namesIn[layer].filter((name) => !FEATURES.includes(name) && !NOT_A_FEATURE[layer][name]);
    expect(unknown).toEqual([]);
  });

  it('lists no stale exception', () => {
    const stale = [
      ...Object.entries(ABSENT).flatMap(([f, layers]) => (Object.keys(layers) as Layer[]).filter((l) => namesIn[l].includes(f)).map((l) => `${f} in ${l}`)),
      ...(Object.keys(NOT_A_FEATURE) as Layer[]).flatMap((l) => Object.keys(NOT_A_FEATURE[l]).filter((n) => !namesIn[l].includes(n)).map((n) => `${n} in ${l}`)),
    ];
    expect(stale).toEqual([]);
  });
});
