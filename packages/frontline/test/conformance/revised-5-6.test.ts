import { conformanceSlice } from './run.js';

conformanceSlice('revised', [5, 6]);
