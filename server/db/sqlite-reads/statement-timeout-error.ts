/**
 * A read on SQLite ran longer than SQLITE_STATEMENT_TIMEOUT_MS and was given up: the server is
 * fine and the same request may succeed later, so it is a 503 rather than a 500.
 */
import { HttpProblem } from '../../resources/errors';

export class StatementTimeoutError extends HttpProblem {
  constructor() {
    super(503, 'The database took too long to answer. Please try again.', {
      key: 'http.slowRead',
    });
  }
}
