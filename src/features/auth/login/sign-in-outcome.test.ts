import { describe, expect, it } from 'vitest';
import { readSignInAnswer } from './sign-in-outcome.ts';

describe('reading a sign-in answer', () => {
  it('asks for the e-mail code when email_verification comes with a one-time token of 1 to 64 characters', () => {
    const answer = {
      message: 'Revisa tu correo',
      data: { email_verification: true, email_one_time_token: 'x'.repeat(64) },
    };
    expect(readSignInAnswer(answer)).toEqual({
      kind: 'verify-email',
      oneTimeToken: 'x'.repeat(64),
      message: 'Revisa tu correo',
    });
  });

  it('refuses a verification answer whose token is empty or longer than 64 characters', () => {
    for (const token of ['', 'x'.repeat(65), 42]) {
      expect(readSignInAnswer({ data: { email_verification: true, email_one_time_token: token } })).toEqual({
        kind: 'unusable',
      });
    }
  });

  it('treats role User as a user session and any other role as a business session, token apart', () => {
    const user = readSignInAnswer({
      message: 'Bienvenido, Camila',
      data: { role: 'User', email: 'a@b.cl', token_jwt: 't' },
    });
    expect(user).toEqual({
      kind: 'user',
      actor: { role: 'User', email: 'a@b.cl' },
      token: 't',
      message: 'Bienvenido, Camila',
    });
    expect(readSignInAnswer({ data: { role: 'Admin', email: 'e@b.cl', token_jwt: 't' } })).toMatchObject({
      kind: 'business',
    });
  });

  it('finds nothing usable without data, token or role', () => {
    expect(readSignInAnswer(null)).toEqual({ kind: 'unusable' });
    expect(readSignInAnswer({ data: { role: 'User' } })).toEqual({ kind: 'unusable' });
    expect(readSignInAnswer({ data: { token_jwt: 't' } })).toEqual({ kind: 'unusable' });
  });
});
