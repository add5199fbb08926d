import { describe, expect, it } from 'vitest';
import { rewrites } from './changes';

describe('a write rewrites a field', () => {
  it('when the field is sent with another value', () => {
    expect(rewrites({ mark: 8 }, { mark: 7 }, 'mark')).toBe(true);
    expect(rewrites({ mark: null }, { mark: 7 }, 'mark')).toBe(true);
    expect(rewrites({ answer: 'x' }, undefined, 'answer')).toBe(true);
  });
  it('not when it is left out or sent back unchanged', () => {
    expect(rewrites({}, { mark: 7 }, 'mark')).toBe(false);
    expect(rewrites({ mark: 7 }, { mark: '7' }, 'mark')).toBe(false);
    expect(rewrites({ feedback: null }, { feedback: null }, 'feedback')).toBe(false);
    expect(rewrites({ mark: null }, undefined, 'mark')).toBe(false);
  });
  it('always for a new upload', () => {
    const upload = { filename: 'a.pdf', data: Buffer.from('%PDF') };
    expect(rewrites({ attachment: upload }, { attachment: '/uploads/a.pdf' }, 'attachment')).toBe(
      true,
    );
  });
});
