import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAnalytics } from './features/analytics/analytics.ts';
import { initCache } from './lib/cache.ts';
import { queryClient } from './lib/query-client.ts';
import { initTheme } from './lib/theme.ts';
import { createRouter } from './router.tsx';

initTheme();
initCache();
const router = createRouter();
void startAnalytics(router);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
