import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found · Heirloom';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
        <p className="mt-4">
          <a href="/" className="font-semibold text-primary underline underline-offset-4">
            Go to the Heirloom home page
          </a>
        </p>
      </div>
    </main>
  );
}
