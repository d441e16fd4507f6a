import './zod-jitless.js'; // first: before any chunk that loads zod
import { render } from 'preact';
import { App } from './App.js';
import { lang } from './i18n/i18n.js';
import './styles.css';

document.documentElement.lang = lang.value;
render(<App />, document.getElementById('app')!);
