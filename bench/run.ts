import { benchCreateFlood } from './create-flood.bench.ts';
import { benchReadings } from './readings.bench.ts';
import { benchDeckCards } from './deck-cards.bench.ts';
import { benchUnlock } from './unlock.bench.ts';

// `npm run bench`: every benchmark in one run, so ratios compare numbers taken under the same load.
console.log(`Arcana benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
await benchUnlock();
await benchCreateFlood();
await benchReadings();
await benchDeckCards();
