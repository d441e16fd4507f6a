import { conformanceSlices } from './run.js';

conformanceSlices(0, 4);
