import { describe, expect, it } from 'vitest';
import { settingScreens, type SettingDef } from '../../../../schema';
import { sizeProblem } from './imageLimits';

const defOf = (name: string) =>
  settingScreens.logoFav.settings.find((s) => s.name === name) as SettingDef;

describe('image limits checked before upload', () => {
  it('refuses a logo over 150 × 100 and names the size it got', () => {
    expect(sizeProblem(defOf('logo'), { width: 200, height: 120 })).toEqual({
      key: 'app.site.settings.too_large',
      values: { maxWidth: 150, maxHeight: 100, width: 200, height: 120 },
    });
    expect(sizeProblem(defOf('logo'), { width: 150, height: 101 })?.key).toBe(
      'app.site.settings.too_large',
    );
  });

  it('accepts a logo of exactly 150 × 100', () => {
    expect(sizeProblem(defOf('logo'), { width: 150, height: 100 })).toBeNull();
  });

  it('wants a square favicon', () => {
    expect(sizeProblem(defOf('favicon'), { width: 64, height: 32 })?.key).toBe(
      'app.site.settings.not_square',
    );
    expect(sizeProblem(defOf('favicon'), { width: 32, height: 32 })).toBeNull();
  });
});
