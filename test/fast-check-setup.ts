import fc from 'fast-check';

/**
 * Property tests run on a fixed seed so CI is repeatable; `FC_SEED=random` (or a number) explores other
 * cases locally. A failure prints its seed and path, so any case found can be replayed.
 */
const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261122 });
