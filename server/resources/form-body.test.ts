import { describe, expect, it } from 'vitest';
import { parseFormEntries, parseUrlEncoded } from './form-body';

describe('Laravel-style form bodies', () => {
  it('reads indexed and bracketed arrays', () => {
    expect(parseUrlEncoded('permissions[0]=3&permissions[1]=7').body).toEqual({
      permissions: ['3', '7'],
    });
    expect(parseUrlEncoded('tags[]=a&tags[]=b').body).toEqual({ tags: ['a', 'b'] });
  });

  it('keeps arrays past twenty items (qs would turn them into objects)', () => {
    const text = Array.from({ length: 30 }, (_, i) => `ids[${i}]=${i}`).join('&');
    const { ids } = parseUrlEncoded(text).body as { ids: string[] };
    expect(Array.isArray(ids)).toBe(true);
    expect(ids).toHaveLength(30);
  });

  it('reads nested objects', () => {
    expect(parseUrlEncoded('meta[title]=Hi&meta[size]=2').body).toEqual({
      meta: { title: 'Hi', size: '2' },
    });
  });

  it('takes _method out and upper-cases it', () => {
    expect(parseUrlEncoded('_method=put&name=Cash')).toEqual({
      method: 'PUT',
      body: { name: 'Cash' },
    });
    expect(parseUrlEncoded('name=Cash').method).toBeUndefined();
  });

  it('numbers repeated multipart keys and keeps file parts as they are', () => {
    const file = { filename: 'a.png', data: Buffer.from([1, 2]) };
    const parsed = parseFormEntries([
      ['ids[]', '4'],
      ['ids[]', '5'],
      ['logo', file],
      ['_method', 'PUT'],
    ]);
    expect(parsed.method).toBe('PUT');
    expect(parsed.body.ids).toEqual(['4', '5']);
    const logo = parsed.body.logo as typeof file;
    expect(logo.filename).toBe('a.png');
    expect(Buffer.isBuffer(logo.data) && logo.data.equals(file.data)).toBe(true);
  });
});
