/** Entry point: Blueprint's styles, ours, and the app. */
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The BFF served this page's title, description and link-preview tags for crawlers; from here on
// each screen sets its own (React hoists them), so the served ones must not linger beside them.
for (const tag of document.head.querySelectorAll('[data-served]')) tag.remove();

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole screen is built (on a phone that was the page's longest task).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
