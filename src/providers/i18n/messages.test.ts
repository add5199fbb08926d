import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config';
import { enums, menuGroups } from '../../../schema';
import { locales } from '../../lib/locale';
import { loadMessages } from './loadMessages';
import { allMessages as messages, testI18nProvider } from './testing/testI18nProvider';

/** Every leaf key of a nested message object, dotted. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(obj: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, k) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined,
    obj,
  );
}

describe('messages', () => {
  it('has exactly the same keys in English and Bangla', () => {
    expect(leafKeys(messages.bn).sort()).toEqual(leafKeys(messages.en).sort());
  });

  it('has no empty texts (the boolean null label aside)', () => {
    for (const locale of ['en', 'bn'] as const) {
      const empty = leafKeys(messages[locale]).filter(
        (k) => k !== 'ra.boolean.null' && lookup(messages[locale], k.split('.')) === '',
      );
      expect(empty, locale).toEqual([]);
    }
  });

  it('labels every config resource, field, menu group and enum value in both languages', () => {
    const required: string[][] = [];
    for (const r of resources) {
      required.push(['resources', r.name, 'name']);
      for (const field of Object.keys(r.fields))
        required.push(['resources', r.name, 'fields', field]);
      if (r.menu) required.push(['menu', 'groups', r.menu.group]);
    }
    for (const group of menuGroups) required.push(['menu', 'groups', group]);
    for (const [name, values] of Object.entries(enums)) {
      for (const v of values) required.push(['enums', name, String(v)]);
    }
    for (const locale of ['en', 'bn'] as const) {
      const missing = required.filter((p) => typeof lookup(messages[locale], p) !== 'string');
      expect(
        missing.map((p) => p.join('.')),
        locale,
      ).toEqual([]);
    }
  });

  it('keeps the toast and confirmation texts word for word in English', () => {
    const t = testI18nProvider('en').translate;
    expect(t('app.notify.fetch_error')).toBe('An error occurred while fetching the data!');
    expect(t('app.notify.confirm_delete', { item: 'Bank' })).toBe(
      'Do you want to delete this Bank?',
    );
    expect(t('app.notify.deleted', { item: 'Bank' })).toBe('Bank has been deleted!');
    expect(t('app.notify.created', { title: 'Bank' })).toBe('Bank created successfully!');
    expect(t('app.notify.status_confirm')).toBe('Do you want to change status');
  });
});

describe('i18n provider', () => {
  it('reads a route-keyed resource label from the API-name key', () => {
    const en = testI18nProvider('en');
    expect(en.translate('resources.accounts/bank-account.name', { smart_count: 2 })).toBe(
      'Bank accounts',
    );
    expect(en.translate('resources.accounts/banks.fields.name')).toBe('Name');
    expect(testI18nProvider('bn').translate('resources.expenses.name', { smart_count: 1 })).toBe(
      'খরচ',
    );
  });

  it('hands a locale change to the caller, which moves the URL', async () => {
    const changes: string[] = [];
    const provider = testI18nProvider('en', (l) => changes.push(l));
    await provider.changeLocale('bn');
    expect(changes).toEqual(['bn']);
    expect(provider.translate('ra.action.save')).toBe('সংরক্ষণ');
  });
});

describe('loadMessages', () => {
  it("loads one language's tree on its own", async () => {
    for (const locale of locales) expect(await loadMessages(locale)).toBe(messages[locale]);
  });
});

describe('numbers in texts', () => {
  it('writes interpolated counts in Bangla digits and picks the plural from the number', () => {
    const bn = testI18nProvider('bn').translate;
    expect(bn('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 5, total: 5 })).toBe(
      '৫টির মধ্যে ১-৫',
    );
    expect(bn('app.exams.summary.questions', { smart_count: 4 })).toBe('৪টি প্রশ্ন');
  });

  it('leaves English texts with interpolated numbers as they were', () => {
    const en = testI18nProvider('en').translate;
    expect(en('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 5, total: 5 })).toBe(
      '1-5 of 5',
    );
    expect(en('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(en('ra.action.bulk_actions', { smart_count: 2026 })).toBe('2026 items selected');
  });
});
