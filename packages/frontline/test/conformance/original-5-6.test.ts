import { conformanceSlice } from './run.js';

conformanceSlice('original', [5, 6]);
