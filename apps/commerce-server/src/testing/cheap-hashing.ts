import { setHashCost } from '../auth/passwords';

// A setup file of the test projects whose tests are not about password hashing: new hashes use
// scrypt's smallest sensible work factor, so the customers they register and log in do not spend
// most of the suite's CPU in key derivation. The tests that time or count hashing run in the
// isolated projects, and the hash format test sets the real factor back itself.
setHashCost(1024);
