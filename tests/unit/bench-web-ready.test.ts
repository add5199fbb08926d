// @vitest-environment jsdom
/**
 * The web bench's "usable" selectors for create and edit screens, against the markup those
 * screens render: react-admin's views and a resource's own page inside the layout's content.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CREATE_READY, EDIT_READY } from '../../bench/web/screens';

const layout = (content: string) => `
  <header class="MuiAppBar-root"><form role="search"><input name="q" /></form></header>
  <div id="main-content" class="RaLayout-content">${content}</div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe("create and edit screens are usable at their form's first input", () => {
  it("matches a resource's own create page, a plain form in a card (the pay run's)", () => {
    document.body.innerHTML = layout(`
      <div><h1>New pay run</h1>
        <form class="MuiCard-root"><input type="month" name="period" /><textarea></textarea></form>
      </div>`);
    expect(document.querySelector(CREATE_READY)?.getAttribute('name')).toBe('period');
  });

  it("matches react-admin's create and edit views, past their hidden inputs", () => {
    for (const [selector, view] of [
      [CREATE_READY, 'RaCreate-main'],
      [EDIT_READY, 'RaEdit-main'],
    ] as const) {
      document.body.innerHTML = layout(
        `<div class="${view}"><form><input type="hidden" name="id" /><input name="title" /></form></div>`,
      );
      expect(document.querySelector(selector)?.getAttribute('name')).toBe('title');
    }
  });

  it("does not match the app bar's form while the screen is still loading", () => {
    document.body.innerHTML = layout('<div role="progressbar"></div>');
    expect(document.querySelector(CREATE_READY)).toBeNull();
    expect(document.querySelector(EDIT_READY)).toBeNull();
  });
});
