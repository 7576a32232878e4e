import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { Router } from './router.tsx';

/** `path` is the page to show; the browser's own address unless the landing page is prerendered at build time. */
export function App({ path }: { path?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router path={path} />
      <Toaster />
    </QueryClientProvider>
  );
}
