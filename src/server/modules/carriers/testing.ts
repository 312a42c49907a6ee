/* What other modules' tests use of the carriers: the app with the carriers' stand-ins, and COD orders booked. */
export { setUpCarriersTest } from './test-carriers.ts';
