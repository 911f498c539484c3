/**
 * The Flo machine's API client checks answers with zod, whose fast path probes `new Function`.
 * On a host page whose CSP has no 'unsafe-eval' that probe is blocked and reported as a
 * violation even though zod recovers, so Flo turns the fast path off before any parsing.
 */
import { config } from 'zod';

config({ jitless: true });
