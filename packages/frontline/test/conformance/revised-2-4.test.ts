import { conformanceSlice } from './run.js';

conformanceSlice('revised', [2, 3, 4]);
