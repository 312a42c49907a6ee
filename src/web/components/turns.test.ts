import { describe, expect, it } from 'vitest';
import { type Turn, waitTurn } from './turns.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('turns', () => {
  it('gives the turn at once when nobody holds it, and to the next waiter only once it is passed', async () => {
    const given: string[] = [];
    const turns: Record<string, Turn> = {};
    for (const name of ['first', 'second', 'third']) {
      waitTurn((turn) => {
        given.push(name);
        turns[name] = turn;
      });
    }
    expect(given).toEqual(['first']);
    turns.first.pass();
    // Handed on in a later task, not in the one that passed it.
    expect(given).toEqual(['first']);
    await nextTask();
    expect(given).toEqual(['first', 'second']);
    turns.second.pass();
    turns.second.pass();
    await nextTask();
    expect(given).toEqual(['first', 'second', 'third']);
    turns.third.pass();
    await nextTask();
  });

  it('skips a waiter that left before its turn, and starts afresh once everyone is served', async () => {
    const given: string[] = [];
    let held: Turn | undefined;
    waitTurn((turn) => {
      given.push('holder');
      held = turn;
    });
    const leave = waitTurn(() => given.push('gone'));
    waitTurn((turn) => {
      given.push('stays');
      turn.pass();
    });
    leave();
    held?.pass();
    await nextTask();
    expect(given).toEqual(['holder', 'stays']);
    await nextTask();
    waitTurn((turn) => {
      given.push('later');
      turn.pass();
    });
    expect(given).toEqual(['holder', 'stays', 'later']);
    await nextTask();
  });
});
