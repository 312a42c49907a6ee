import type { Db } from '#server/db/client.ts';

/*
 * A small in-process bus for events published inside a transaction (decision 070). Each subscriber
 * has a name and handles the event types it names; `publish` runs the handlers one after another, in
 * the order their subscribers first subscribed, with the publisher's transaction: what a handler
 * writes commits or rolls back with the change, and a handler that throws rolls the whole change back.
 * Subscribing again under the same name replaces the handlers in place (every app built in one
 * process subscribes its modules), so no handler ever runs twice for one event.
 */

export type EventHandler<E> = (tx: Db, event: E) => Promise<void>;

export type Handlers<E extends { type: string }> = {
  [T in E['type']]?: EventHandler<Extract<E, { type: T }>>;
};

export type EventBus<E extends { type: string }> = {
  /** Registers `handlers` under `name`; answers a function that takes them off again. */
  subscribe(name: string, handlers: Handlers<E>): () => void;
  /** Runs every handler of the event's type in `tx`; the first that throws stops the rest. */
  publish(tx: Db, event: E): Promise<void>;
};

export function eventBus<E extends { type: string }>(): EventBus<E> {
  const subscribers = new Map<string, Handlers<E>>();
  return {
    subscribe(name, handlers) {
      subscribers.set(name, handlers);
      return () => {
        if (subscribers.get(name) === handlers) subscribers.delete(name);
      };
    },
    async publish(tx, event) {
      for (const handlers of [...subscribers.values()]) {
        const handler = handlers[event.type as E['type']] as EventHandler<E> | undefined;
        if (handler) await handler(tx, event);
      }
    },
  };
}
