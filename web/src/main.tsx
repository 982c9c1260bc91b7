import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { clearCachedListsOncePerSession } from './app/clear-cached-lists';
import { registerServiceWorker } from './app/register-service-worker';

clearCachedListsOncePerSession();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
