import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  memoryStore,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { ListPagination } from './ListPagination';

function renderPager(locale: 'en' | 'bn', total: number, meta?: Record<string, unknown>) {
  const list = {
    data: [],
    total,
    meta,
    page: 1,
    perPage: 25,
    isPending: false,
    isLoading: false,
    hasNextPage: total > 25,
    hasPreviousPage: false,
    setPage: () => undefined,
    setPerPage: () => undefined,
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={testI18nProvider(locale)} store={memoryStore()}>
      <ListContextProvider value={list}>
        <ListPagination />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('ListPagination', () => {
  it('groups a large total by thousands in English', () => {
    renderPager('en', 100021);
    expect(screen.getByText('1-25 of 100,021')).toBeInTheDocument();
  });

  it('groups a large total by lakh in Bangla digits in Bangla', () => {
    renderPager('bn', 100021);
    expect(screen.getByText('১,০০,০২১টির মধ্যে ১-২৫')).toBeInTheDocument();
  });

  it('reads "10,000+" when the server stopped counting', () => {
    renderPager('en', 10000, { totalAtLeast: true });
    expect(screen.getByText('1-25 of 10,000+')).toBeInTheDocument();
  });

  /** The numbered buttons, not the arrows (their labels are in the page's language). */
  const pageButtons = () =>
    Array.from(document.querySelectorAll('button.MuiPaginationItem-page'), (b) => b.textContent);

  it('writes the page buttons in Bangla digits in Bangla', () => {
    renderPager('bn', 60);
    expect(pageButtons()).toEqual(['১', '২', '৩']);
  });

  it('writes the page buttons in Latin digits in English', () => {
    renderPager('en', 60);
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });
});
