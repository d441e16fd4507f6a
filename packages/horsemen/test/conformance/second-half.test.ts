import { conformanceSlices } from './run.js';

conformanceSlices(4, 4);
