import { formatPlainNumber } from '../../lib/format';

/** What polyglot hands its `replace` implementation for each `%{name}`: the value, or the token. */
type Substitute = (token: string, name: string) => unknown;

/**
 * Polyglot's `replace` option, called like String.prototype.replace on the phrase: a number put
 * into a text (`%{smart_count}টি`, the pager's `%{total}`) is written in the page language's
 * digits through src/lib/format, while the plural form is still chosen from the number itself.
 * Strings (already formatted amounts, dates, names) pass unchanged.
 */
export function localizedInterpolation(currentLocale: () => string) {
  return function replace(this: string, pattern: RegExp, substitute: Substitute): string {
    return this.replace(pattern, (token: string, name: string) => {
      const value = substitute(token, name);
      return typeof value === 'number' ? formatPlainNumber(value, currentLocale()) : String(value);
    });
  };
}
