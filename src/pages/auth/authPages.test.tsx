import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../../layout/testing/TestAdmin';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { VerifyEmailPage } from './VerifyEmailPage';

afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('auth pages', () => {
  it('sign-in sends the credentials and shows the exact refusal text on a 422', async () => {
    const login = vi.fn(() =>
      Promise.reject(new HttpError('Nope', 422, { message: 'Nope', errors: { email: 'Nope' } })),
    );
    render(
      <TestAdmin auth={{ login }}>
        <SignInPage />
      </TestAdmin>,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email / password combination is invalid',
    );
    expect(login).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret123' });
  });

  it('sign-up puts 422 field errors on the fields', async () => {
    vi.stubGlobal(
      'fetch',
      reply(422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    render(
      <TestAdmin>
        <SignUpPage />
      </TestAdmin>,
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@b.co');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // Once in the alert, once under the e-mail field.
    expect(await screen.findAllByText('The email has already been taken.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("sign-up through a referral link sends the link's code with the form", async () => {
    const fetchMock = reply(201, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <TestAdmin path="/auth/signup?ref=AB3KX9PQ">
        <SignUpPage />
      </TestAdmin>,
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@b.co');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'ada@b.co', ref: 'AB3KX9PQ' });
  });

  it('verify-email shows the invalid link text on a 422', async () => {
    const fetchMock = reply(422, { message: 'The action link is invalid', errors: {} });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <TestAdmin path="/auth/verify-email?token=abc">
        <VerifyEmailPage />
      </TestAdmin>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The action link is invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
