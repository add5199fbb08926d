import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  allOn,
  renderAdmin,
  type Route as Answerer,
} from '../../resources/generic/testing/renderAdmin';
import { ConversionTablePage } from './ConversionTablePage';

const scale = {
  id: 7,
  label: 'Digital SAT Practice Form · M',
  code: 'M',
  min_score: 200,
  max_score: 800,
};
const table = (scaled: number[], rescored = 0) => ({
  data: { scale, rows: scaled.map((s, raw) => ({ raw_score: raw, scaled_score: s })), rescored },
});

const page = [
  <Route key="t" path="/admin/exam/satScale/:id/conversions" element={<ConversionTablePage />} />,
];

function server(answerPut: (rows: unknown) => { status?: number; body: unknown }) {
  const puts: unknown[] = [];
  const route: Answerer = (url, init) => {
    if (url.pathname !== '/api/sat-scale/7/conversions') return undefined;
    if (init?.method === 'PUT') {
      const { rows } = JSON.parse(String(init.body)) as { rows: unknown };
      puts.push(rows);
      return answerPut(rows);
    }
    return { body: table([200, 210, 230]) };
  };
  return { route, puts };
}

describe('ConversionTablePage', () => {
  it('edits the table as a grid and saves it whole', async () => {
    const { route, puts } = server(() => ({ body: table([200, 220, 230], 3) }));
    renderAdmin('/admin/exam/satScale/7/conversions', route, allOn('SatScale', 'Auth'), {
      routes: page,
    });
    const raw1 = await screen.findByLabelText('Scaled score 1');
    const user = userEvent.setup();
    await user.clear(raw1);
    await user.type(raw1, '220{Enter}');
    expect(screen.getByLabelText('Scaled score 2')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    await screen.findByText('Table saved; 3 attempts were scored again.');
    expect(puts).toEqual([
      [
        { raw_score: 0, scaled_score: 200 },
        { raw_score: 1, scaled_score: 220 },
        { raw_score: 2, scaled_score: 230 },
      ],
    ]);
  });

  it('shows the server’s refusal on the row it concerns', async () => {
    const { route } = server(() => ({
      status: 422,
      body: {
        message: 'The scaled score may not be lower than the one for a lower raw score.',
        errors: {
          'rows.2.scaled_score': [
            'The scaled score may not be lower than the one for a lower raw score.',
          ],
        },
      },
    }));
    renderAdmin('/admin/exam/satScale/7/conversions', route, allOn('SatScale', 'Auth'), {
      routes: page,
    });
    const user = userEvent.setup();
    const raw2 = await screen.findByLabelText('Scaled score 2');
    await user.clear(raw2);
    await user.type(raw2, '205');
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    await waitFor(() => expect(raw2).toHaveAttribute('aria-invalid', 'true'));
  });

  it('fills the grid from a pasted table', async () => {
    const { route } = server(() => ({ body: table([200]) }));
    renderAdmin('/admin/exam/satScale/7/conversions', route, allOn('SatScale', 'Auth'), {
      routes: page,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paste from a spreadsheet' }));
    await user.type(screen.getByLabelText('Rows'), '0\t200{Enter}1\t250{Enter}2\t300{Enter}3\t320');
    await user.click(screen.getByRole('button', { name: 'Use these rows' }));
    expect(await screen.findByLabelText('Scaled score 3')).toHaveValue('320');
  });

  it('only shows the table to those who may not change it', async () => {
    const { route } = server(() => ({ body: {} }));
    renderAdmin(
      '/admin/exam/satScale/7/conversions',
      route,
      [
        { action: 'read', subject: 'SatScale' },
        { action: 'read', subject: 'Auth' },
      ],
      { routes: page },
    );
    await screen.findByText('You may read this table but not change it.');
    expect(screen.getByText('230')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save table' })).toBeNull();
  });
});
