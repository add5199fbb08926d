import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../../providers/i18n/testing/testI18nProvider';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return <Link to="/elsewhere">Elsewhere</Link>;
}

/** In a BrowserRouter, as the app runs: not a data router. */
function renderEditor(dirty: boolean) {
  window.history.pushState({}, '', '/editor');
  render(
    <BrowserRouter>
      <AdminContext i18nProvider={testI18nProvider('en')} store={memoryStore()}>
        <Routes>
          <Route path="/editor" element={<Editor dirty={dirty} />} />
          <Route path="/elsewhere" element={<p>Arrived</p>} />
        </Routes>
      </AdminContext>
    </BrowserRouter>,
  );
}

describe('useUnsavedChangesGuard', () => {
  it('keeps the page when the user declines to leave with unsaved changes', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/editor');
    expect(screen.queryByText('Arrived')).toBeNull();
  });

  it('follows the link when the user agrees', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderEditor(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });

  it('never asks without changes', () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderEditor(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });
});
