/*
 * Turns, one at a time, for work that would make one long task if done all at once: shelves whose
 * slider arrives together set theirs up one after another, each in a task of its own, so that a tap in
 * between is answered (three sliders of cards set up together hold the page up for a long while).
 */

/** The turn given to a waiter: `pass` hands it on, in a later task; calling it again does nothing. */
export type Turn = { pass(): void };

const queue: ((turn: Turn) => void)[] = [];
let busy = false;

function giveNext() {
  const next = queue.shift();
  busy = next !== undefined;
  if (!next) return;
  let passed = false;
  next({
    pass() {
      if (passed) return;
      passed = true;
      setTimeout(giveNext, 0);
    },
  });
}

/**
 * Calls `start` with the turn once every earlier waiter has passed theirs (at once when nobody holds
 * it). Answers a function that takes the waiter out of the queue, should it go before its turn.
 */
export function waitTurn(start: (turn: Turn) => void): () => void {
  queue.push(start);
  if (!busy) giveNext();
  return () => {
    const at = queue.indexOf(start);
    if (at >= 0) queue.splice(at, 1);
  };
}
