import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { SHELL } from './lib/catalogKeys';
import { loadMessages } from './lib/i18n';
import { formatLocale } from './lib/locale';
import { turnOffZodEvalProbe } from './lib/zodWithoutEval';
import './styles.css';

turnOffZodEvalProbe();
document.documentElement.lang = formatLocale;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The shell's words arrive while the router loads the first page's code and words. A dropped
// request does not keep the page from rendering.
loadMessages(SHELL).then(render, render);
