import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives already rendered (prerender.tsx): React takes over its markup instead of drawing it again.
if (root.dataset.prerendered === 'landing') hydrateRoot(root, app);
else createRoot(root).render(app);
