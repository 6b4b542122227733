// The journey walk in Mongolian (journey-walk.ts): every route as the history reader (signed in, months of history),
// at 320, 390 and 1366 px; one test per width, each listing all it found.
import { journeyWalkSpec } from './journey-walk-suite.js';

journeyWalkSpec(import.meta.url, 'mongolian', 'reader');
