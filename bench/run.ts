import { benchColdStart } from './cold-start.bench.ts';
import { benchCreateFlood } from './create-flood.bench.ts';
import { benchDeckCards } from './deck-cards.bench.ts';
import { benchHttp } from './http.bench.ts';
import { benchJournalSearch } from './journal-search.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchMemory } from './memory.bench.ts';
import { benchModel } from './model.bench.ts';
import { benchPostgresProcesses } from './postgres-processes.bench.ts';
import { benchReadings } from './readings.bench.ts';
import { benchUnlock } from './unlock.bench.ts';

// `npm run bench`: every benchmark in one run, so ratios compare numbers taken under the same load.
console.log(`Arcana benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
await benchUnlock();
await benchCreateFlood();
await benchHttp();
await benchReadings();
await benchModel();
await benchMemory();
await benchPostgresProcesses();
await benchColdStart();
await benchDeckCards();
await benchJournalSearch();
await benchLighthouse();
