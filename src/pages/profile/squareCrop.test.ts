import { describe, expect, it } from 'vitest';
import { squareCrop } from './squareCrop';

describe('squareCrop', () => {
  it('takes the largest centred square at zoom 1, for wide and tall pictures', () => {
    expect(squareCrop(800, 600, 1)).toEqual({ x: 100, y: 0, size: 600 });
    expect(squareCrop(600, 900, 1)).toEqual({ x: 0, y: 150, size: 600 });
  });

  it('closes in on the centre as the zoom grows, within the zoom range', () => {
    expect(squareCrop(800, 800, 2)).toEqual({ x: 200, y: 200, size: 400 });
    expect(squareCrop(800, 800, 10)).toEqual(squareCrop(800, 800, 3));
    expect(squareCrop(800, 800, 0.2)).toEqual(squareCrop(800, 800, 1));
  });
});
