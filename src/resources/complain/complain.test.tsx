import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from '../generic/testing/renderAdmin';

/** What a student holds on complaints by default: file and follow their own. */
const complainant = [
  { action: 'read', subject: 'Complain' },
  { action: 'create', subject: 'Complain' },
];

const answered = {
  id: 5,
  subject: 'Room too cold',
  message: 'The AC in Room 201 is stuck.',
  answer: 'The AC has been repaired.',
  status: 1,
  created_at: '2026-11-20T08:00:00.000Z',
};
const waiting = { ...answered, id: 6, subject: 'Noisy corridor', answer: null, status: 0 };

const routes: Route = (url, init) => {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/complain')
    return { body: { data: [answered, waiting], meta: { total: 2 } } };
  if (method === 'GET' && url.pathname === '/api/complain/5') return { body: { data: answered } };
  if (method === 'GET' && url.pathname === '/api/complain/6') return { body: { data: waiting } };
  if (method === 'POST' && url.pathname === '/api/complain')
    return {
      status: 201,
      body: { status: true, message: 'Complain created successfully!', data: waiting },
    };
  return undefined;
};

describe('complaint screens', () => {
  it('asks a complainant only for subject and message', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/common/complain/create', routes, complainant, {
      withOverrides: true,
    });
    await user.type(await screen.findByLabelText(/^Subject/), 'Noisy corridor');
    await user.type(screen.getByLabelText(/^Message/), 'During the mock test.');
    expect(screen.queryByLabelText(/^Answer/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Status/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const form = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(form.get('subject')).toBe('Noisy corridor');
    expect(form.has('answer')).toBe(false);
  });

  it('gives staff the answer and status inputs', async () => {
    renderAdmin('/common/complain/create', routes, allOn('Complain'), { withOverrides: true });
    expect(await screen.findByLabelText(/^Answer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Status/)).toBeInTheDocument();
  });

  it('shows the answer read-only, and no edit button, to the complainant', async () => {
    renderAdmin('/common/complain/5/show', routes, complainant, { withOverrides: true });
    expect(await screen.findByText('The AC has been repaired.')).toBeInTheDocument();
    expect(screen.getByText('Answer from the academy')).toBeInTheDocument();
    expect(screen.getByText('Solved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens a row on the show screen for a complainant, and says when no answer came yet', async () => {
    const user = userEvent.setup();
    renderAdmin('/common/complain', routes, complainant, { withOverrides: true });
    await user.click(await screen.findByText('Noisy corridor'));
    expect(
      await screen.findByText('No answer yet. You will get a notification when there is one.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Answer/)).not.toBeInTheDocument();
  });
});
