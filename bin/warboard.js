#!/usr/bin/env node
// The warboard command. Sources are TypeScript; `npm ci` builds them (the root `prepare` script).
import { main } from '../packages/cli/dist/main.js';

process.exitCode = await main(process.argv);
