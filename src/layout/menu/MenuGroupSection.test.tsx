import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../testing/TestAdmin';
import { MenuGroupSection } from './MenuGroupSection';
import type { MenuSection } from './types';

// An entry with a badge, as a blog-post or messages entry declares one.
const section: MenuSection = {
  group: 'publicSite',
  entries: [
    {
      key: 'page:posts',
      group: 'publicSite',
      order: 1,
      to: '/public/blog/post',
      icon: 'ReceiptLong',
      label: 'Posts',
      access: { action: 'read', subject: 'Auth' },
      badge: 'pending_comments',
    },
  ],
};

const renderSection = (counters: Record<string, number> | undefined) =>
  render(
    <TestAdmin grants={['read:Auth']}>
      <MenuGroupSection section={section} counters={counters} />
    </TestAdmin>,
  );

describe('MenuGroupSection badges', () => {
  it('shows 0 when the counter is absent', async () => {
    renderSection({});
    const item = await screen.findByRole('menuitem', { name: /Posts/ });
    expect(within(item).getByTestId('badge-page:posts')).toHaveTextContent('0');
  });

  it('shows the counter when present', async () => {
    renderSection({ pending_comments: 7 });
    const item = await screen.findByRole('menuitem', { name: /Posts/ });
    await vi.waitFor(() =>
      expect(within(item).getByTestId('badge-page:posts')).toHaveTextContent('7'),
    );
  });
});
