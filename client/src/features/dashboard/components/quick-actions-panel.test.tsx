import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appConfigQueryKey } from '#client/lib/get-app-config.ts';
import { WorkspaceProvider } from '#client/lib/workspace-context.tsx';
import type { AppConfig } from '#shared/app-api.ts';
import { QuickActionsPanel } from './quick-actions-panel.tsx';

/** The Quick Actions panel as this server's configuration draws it (the e2e server has a number configured). */
function quickActions(config: AppConfig) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigQueryKey, config);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <WorkspaceProvider firstSection="dashboard">
        <QuickActionsPanel />
      </WorkspaceProvider>
    </QueryClientProvider>,
  );
}

describe('Quick Actions (decision 809)', () => {
  it('offers Start an Interview and no Call Agent or dial link when no agent number is configured', () => {
    const html = quickActions({ signInWithProvider: false });
    expect(html).toContain('Start an Interview');
    expect(html).not.toContain('Call Agent');
    expect(html).not.toContain('tel:');
  });

  it('offers Call Agent, dialling the configured number, beside Start an Interview', () => {
    const html = quickActions({ agentPhoneNumber: '+44 20 7946 0000', signInWithProvider: false });
    expect(html).toContain('Start an Interview');
    expect(html).toContain('Call Agent');
    expect(html).toContain('href="tel:+442079460000"');
  });
});
