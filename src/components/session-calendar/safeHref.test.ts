import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it('keeps web addresses', () => {
    expect(safeHref('https://meet.example.com/abc?x=1')).toBe('https://meet.example.com/abc?x=1');
    expect(safeHref('http://zoom.example.com/j/1')).toBe('http://zoom.example.com/j/1');
  });

  it('refuses script, data and relative addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('meet.example.com/abc')).toBeNull();
  });
});
