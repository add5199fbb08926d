import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { NumberValueField } from './NumberValueField';

function renderCount(locale: 'en' | 'bn', capacity: unknown) {
  render(
    <AdminContext i18nProvider={testI18nProvider(locale)}>
      <RecordContextProvider value={{ id: 1, capacity }}>
        <span data-testid="cell">
          <NumberValueField source="capacity" />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );
  return screen.getByTestId('cell');
}

describe('NumberValueField', () => {
  it('writes a count in Bangla digits, grouped by lakh, in Bangla', () => {
    expect(renderCount('bn', 123456)).toHaveTextContent('১,২৩,৪৫৬');
  });

  it('writes a count grouped by thousands in English', () => {
    expect(renderCount('en', 123456)).toHaveTextContent('123,456');
  });

  it('writes nothing for no value', () => {
    expect(renderCount('bn', null)).toHaveTextContent(/^$/);
  });
});
