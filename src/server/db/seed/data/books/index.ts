import type { BookSeed } from '../catalogue.ts';
import { children } from './children.ts';
import { history } from './history.ts';
import { novels } from './novels.ts';
import { poetry } from './poetry.ts';
import { science } from './science.ts';
import { tableAndRoad } from './table-and-road.ts';
import { thought } from './thought.ts';

/** Every demo book, in ISBN order (the order the seed inserts them, so ids follow it). */
export const books: BookSeed[] = [
  ...novels,
  ...poetry,
  ...history,
  ...thought,
  ...science,
  ...children,
  ...tableAndRoad,
];
