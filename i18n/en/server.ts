import { documents } from './documents';
import { mail } from './mail';
import { notices } from './notices';
import { success } from './success';
import { attempts } from './refusals/attempts';
import { attendance } from './refusals/attendance';
import { accounts } from './refusals/accounts';
import { billing } from './refusals/billing';
import { campaigns } from './refusals/campaigns';
import { chat } from './refusals/chat';
import { content } from './refusals/content';
import { exams } from './refusals/exams';
import { finance } from './refusals/finance';
import { homework } from './refusals/homework';
import { imports } from './refusals/imports';
import { lists } from './refusals/lists';
import { marks } from './refusals/marks';
import { orders } from './refusals/orders';
import { payments } from './refusals/payments';
import { profile } from './refusals/profile';
import { publicApi } from './refusals/publicApi';
import { push } from './refusals/push';
import { questionAuthoring } from './refusals/questionAuthoring';
import { records } from './refusals/records';
import { requests } from './refusals/requests';
import { scheduling } from './refusals/scheduling';
import { site } from './refusals/site';
import { uploads } from './refusals/uploads';

/**
 * Texts the server answers with, in English: field messages of a 422 and the refusals of the
 * other statuses. `%{name}` is a value filled in per message; a field's name is its label as the
 * form shows it: lower-cased mid-sentence in English (`%{attribute}`), or quoted as written where
 * two fields are compared (`%{label}`, `%{other}`).
 */
export const server = {
  validation: {
    invalid: 'The given data was invalid.',
    andOneMore: '%{message} (and 1 more error)',
    andMore: '%{message} (and %{count} more errors)',
    required: 'The %{attribute} field is required.',
    readOnly: 'The %{attribute} field is read-only.',
    prohibited: 'The %{attribute} field is prohibited.',
    string: 'The %{attribute} field must be a string.',
    noNul: 'The %{attribute} field must not contain NUL characters.',
    minLength: 'The %{attribute} field must be at least %{min} characters.',
    maxLength: 'The %{attribute} field must not be greater than %{max} characters.',
    email: 'The %{attribute} field must be a valid email address.',
    linkOrPath: 'The %{attribute} field must be an http(s) URL or a path starting with a single /.',
    link: 'The %{attribute} field must be a valid URL.',
    phone: 'The %{attribute} field must be a valid phone number.',
    color: 'The %{attribute} field must be a valid colour.',
    integer: 'The %{attribute} field must be an integer.',
    min: 'The %{attribute} field must be at least %{min}.',
    max: 'The %{attribute} field must not be greater than %{max}.',
    amount: 'The %{attribute} field must be an amount.',
    amountDecimals: 'The %{attribute} field must be an amount with at most 2 decimal places.',
    boolean: 'The %{attribute} field must be true or false.',
    date: 'The %{attribute} field must be a valid date (YYYY-MM-DD).',
    datetime: 'The %{attribute} field must be a valid date and time.',
    time: 'The %{attribute} field must be a time (HH:mm).',
    choice: 'The selected %{attribute} is invalid.',
    ids: 'The %{attribute} field must be a list of ids.',
    file: 'The %{attribute} field must be a file.',
    json: 'The %{attribute} field must be valid JSON.',
    fixedAfterCreate: 'The %{attribute} of this record cannot be changed once it is made.',
    choices: 'The selected %{attribute} are invalid: %{ids}.',
    notOfParent: 'The selected “%{label}” does not belong to the selected “%{parent}”.',
    dateOnOrAfter: '“%{label}” must be the same date as “%{other}” or later.',
    notBelow: '“%{label}” must be at least “%{other}”.',
    timeAfter: '“%{label}” must be later than “%{other}”.',
    percentAtMostHundred: '“%{label}” may not be greater than 100 for a percentage.',
    taken: 'The %{attribute} has already been taken.',
    inUse: 'This %{record} is used by other records and cannot be changed or deleted.',
    pageTooDeep:
      'Pages more than %{rows} rows from the start or the end of a list are not shown: narrow the list with a filter or a search, or sort it the other way.',
  },
  http: {
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    notFound: 'Not found.',
    throttled: 'Too many attempts. Please try again in %{minutes} minutes.',
    tooManyRequests: 'Too many requests. Please slow down.',
    tooLarge: 'The upload is too large.',
    serverError: 'Server Error',
    slowRead: 'The database took too long to answer. Please try again.',
  },
  documents,
  scheduling,
  finance,
  orders,
  billing,
  attendance,
  exams,
  publicApi,
  requests,
  imports,
  profile,
  attempts,
  records,
  push,
  payments,
  chat,
  content,
  homework,
  lists,
  uploads,
  questionAuthoring,
  marks,
  campaigns,
  site,
  accounts,
  success,
  mail,
  notices,
};
