/** Entry point: Blueprint's styles, ours, and the app. */
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole screen is built (on a phone that was the page's longest task).
// It starts once the address's screen is loaded, so it draws that screen over the served first
// paint, never the loading fallback; a screen that fails to load is loaded again as it renders.
const root = createRoot(document.getElementById('root')!);
void preloadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
