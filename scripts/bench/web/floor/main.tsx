// The floor of `npm run bench:web`: a bare Vite + React page with one heading and one paragraph.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function FloorPage() {
  return (
    <main>
      <h1>Çarşı</h1>
      <p>Taban ölçüm sayfası: yalnızca React ve bir paragraf.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><FloorPage /></StrictMode>);
