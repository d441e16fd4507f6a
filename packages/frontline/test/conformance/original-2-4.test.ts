import { conformanceSlice } from './run.js';

conformanceSlice('original', [2, 3, 4]);
