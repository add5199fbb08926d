import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type Route } from '../../resources/generic/testing/renderAdmin';
import { peopleRoutes } from '../people/routes';

const categories = [
  { id: 1, name: 'Getting started', position: 1, parent_id: null },
  { id: 2, name: 'SAT practice', position: 2, parent_id: null },
];
const tutorials = [
  {
    id: 10,
    title: 'Your first sign-in',
    category_id: 1,
    kind: 'video',
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    body: null,
  },
  {
    id: 11,
    title: 'Reading the score report',
    category_id: 2,
    kind: 'article',
    video_url: null,
    body: '<h2>Scores</h2><p>Each section is scored <b>200–800</b>.</p><img src="x" onerror="alert(1)">',
  },
  {
    id: 12,
    title: 'Pacing drill',
    category_id: 2,
    kind: 'video',
    video_url: 'https://media.example.com/pacing.mp4',
    body: null,
  },
];

function routes(all = tutorials): Route {
  return (url) => {
    if (url.pathname === '/api/tutorial-category')
      return { body: { data: categories, meta: { total: categories.length } } };
    if (url.pathname === '/api/tutorial') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const found = search
        ? all.filter((t) =>
            t.title
              .toLowerCase()
              .split(' ')
              .some((w) => w.startsWith(search)),
          )
        : all;
      return { body: { data: found, meta: { total: found.length } } };
    }
    return undefined;
  };
}

const reader = [
  { action: 'read', subject: 'Tutorial' },
  { action: 'read', subject: 'TutorialCategory' },
];
const open = (route: Route) => renderAdmin('/tutorial', route, reader, { routes: peopleRoutes });

describe('tutorial library', () => {
  it('shows the tutorials as cards under their categories', async () => {
    const { calls } = open(routes());
    const started = (
      await screen.findByRole('heading', { level: 2, name: 'Getting started' })
    ).closest('section')!;
    expect(within(started).getByText('Your first sign-in')).toBeInTheDocument();
    expect(within(started).getByText('YouTube')).toBeInTheDocument();
    const practice = screen
      .getByRole('heading', { level: 2, name: 'SAT practice' })
      .closest('section')!;
    expect(
      within(practice).getByText('Each section is scored 200–800.', { exact: false }),
    ).toBeInTheDocument();
    const query = calls.find((c) => c.url.pathname === '/api/tutorial')?.url.searchParams;
    expect(query?.get('filter[is_active]')).toBe('1');
  });

  it('plays a YouTube video through the no-cookie player, in a sandboxed frame', async () => {
    const user = userEvent.setup();
    open(routes());
    await user.click(await screen.findByText('Your first sign-in'));
    const dialog = await screen.findByRole('dialog', { name: 'Your first sign-in' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('title', 'Your first sign-in');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links other video addresses instead of embedding them', async () => {
    const user = userEvent.setup();
    open(routes());
    await user.click(await screen.findByText('Pacing drill'));
    const dialog = await screen.findByRole('dialog', { name: 'Pacing drill' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open the video' })).toHaveAttribute(
      'href',
      'https://media.example.com/pacing.mp4',
    );
  });

  it('renders an article purified', async () => {
    const user = userEvent.setup();
    open(routes());
    await user.click(await screen.findByText('Reading the score report'));
    const dialog = await screen.findByRole('dialog', { name: 'Reading the score report' });
    expect(within(dialog).getByRole('heading', { name: 'Scores' })).toBeInTheDocument();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('searches titles, and says when nothing matches', async () => {
    const user = userEvent.setup();
    open(routes());
    await user.type(await screen.findByRole('searchbox', { name: 'Search tutorials' }), 'pac');
    await waitFor(() =>
      expect(screen.queryByText('Reading the score report')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Pacing drill')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'zzz');
    expect(await screen.findByText('No tutorial title starts with “paczzz”.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    open(routes([]));
    expect(await screen.findByText('There are no tutorials for you yet.')).toBeInTheDocument();
  });
});
