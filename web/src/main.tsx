/** Entry point: Blueprint's styles, ours, and the app. */
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
