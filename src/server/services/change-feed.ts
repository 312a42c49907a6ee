import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/*
 * Tells every API process on the database that something changed, so that each drops what it keeps in
 * memory about it (the catalogue's answer and count caches). PostgreSQL's LISTEN/NOTIFY carries the
 * news: no other server to run, and PGlite speaks it too. The database itself says 'catalog' when any
 * statement writes a book, a writer, a category or a cover type (migration 0011), whatever wrote it:
 * an order taking stock, a cancellation giving it back, a script; and 'mail' when a mail is written to
 * the outbox (migration 0030), so that one process sends it at once. Code that writes the catalogue still
 * calls `announce`, so that its own process drops what it keeps before answering the request.
 */

export type ChangeTopic = 'catalog' | 'content' | 'mail';
const topics: readonly ChangeTopic[] = ['catalog', 'content', 'mail'];

const CHANNEL = 'shop_changes';
/** How long `announce` waits for its own notification to come back before it stops waiting. */
const ECHO_WAIT_MS = 1000;

export type ChangeFeed = {
  /** Runs `onChange` whenever `topic` changes, in this process or another; returns the unsubscribe. */
  subscribe(topic: ChangeTopic, onChange: () => void): () => void;
  /**
   * Tells this process at once and every other one through the database (they hear it within
   * milliseconds). Resolves once the database has handed the notification back to this process, or
   * after a second.
   */
  announce(topic: ChangeTopic): Promise<void>;
  /**
   * Tells this process only, at once: for a write whose table's trigger tells the other processes as it
   * commits (the books' stock an order takes or gives back), with no round trip to the database.
   */
  forgetHere(topic: ChangeTopic): void;
  close(): Promise<void>;
};

export async function openChangeFeed(database: Database): Promise<ChangeFeed> {
  const origin = randomUUID();
  const subscribers = new Map<ChangeTopic, Set<() => void>>(topics.map((topic) => [topic, new Set()]));
  const echoes = new Map<string, () => void>();
  let sequence = 0;

  const run = (topic: ChangeTopic) => {
    for (const onChange of subscribers.get(topic) ?? []) onChange();
  };

  const stop = await database.listen(CHANNEL, (payload) => {
    // 'topic origin id' from `announce`; the topic alone from the database's triggers.
    const [topic, from, id] = payload.split(' ');
    if (payload === '') {
      // The listening connection was lost for a while: anything may have changed meanwhile.
      for (const each of topics) run(each);
    } else if (from === origin) {
      echoes.get(id)?.();
    } else if ((topics as readonly string[]).includes(topic)) {
      run(topic as ChangeTopic);
    }
  });

  return {
    subscribe(topic, onChange) {
      subscribers.get(topic)!.add(onChange);
      return () => subscribers.get(topic)!.delete(onChange);
    },
    async announce(topic) {
      run(topic);
      sequence += 1;
      const id = String(sequence);
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${topic} ${origin} ${id}`})`);
        await echoed;
      } finally {
        clearTimeout(timer);
        echoes.delete(id);
      }
    },
    forgetHere: run,
    close: stop,
  };
}
