import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin } from '../../layout/testing/TestAdmin';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => vi.unstubAllGlobals());

describe('NotFoundPage', () => {
  it("shows the 404 page's texts and focuses the search on ctrl+/", async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({})));
    render(
      <TestAdmin grants={['read:Auth']} path="/nowhere">
        <NotFoundPage />
      </TestAdmin>,
    );
    expect(
      await screen.findByRole('heading', { name: 'How did you get here?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Sorry we can't seem to find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me Back' })).toBeInTheDocument();

    const search = screen.getByRole('combobox', { name: 'Search pages' });
    expect(search).not.toHaveFocus();
    fireEvent.keyDown(window, { key: '/', ctrlKey: true });
    expect(search).toHaveFocus();
  });
});
