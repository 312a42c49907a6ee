/* Test support of the rights module, for the tests of other modules. */

export { insertEnquiry } from './test-enquiries.ts';
