import { render } from 'preact';
import { App } from './app.js';
import { readLaunch } from './launch.js';
import { applyTheme } from './theme.js';

const launch = readLaunch();
applyTheme(launch.theme);
const root = document.getElementById('app');
if (root) render(<App launch={launch} />, root);
