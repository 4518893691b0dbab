// The first start stage (main.tsx): React and React DOM, whose modules run before anything else's.
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
