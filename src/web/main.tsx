import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { locale } from './lib/locale';
import { turnOffZodEvalProbe } from './lib/zodWithoutEval';
import './styles.css';

turnOffZodEvalProbe();
document.documentElement.lang = locale;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
