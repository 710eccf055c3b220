import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  forgotUsernameSchema,
  formErrors,
  loginSchema,
  numericFilter,
  profileSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  signupSchema,
} from '../index.js';

describe('login rules', () => {
  it('requires a username and a password of at least 6', () => {
    expect(formErrors(loginSchema, {})).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(formErrors(loginSchema, { username: 'member', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(formErrors(loginSchema, { username: 'member', password: '123456' })).toEqual({});
  });
});

describe('signup rules', () => {
  it('keeps the username between 6 and 20 characters', () => {
    expect(formErrors(signupSchema, { username: 'abc' }).username).toBe('Username must be at least 6 characters');
    expect(formErrors(signupSchema, { username: 'a'.repeat(21) }).username).toBe(
      'Username must be at most 20 characters',
    );
    expect(formErrors(signupSchema, { username: '   ' }).username).toBe('Username is required');
  });
  it('requires a valid email', () => {
    expect(formErrors(signupSchema, { email: '' }).email).toBe('Email is required');
    expect(formErrors(signupSchema, { email: 'not-an-email' }).email).toBe('Invalid email address');
  });
  it('requires the confirmation to match the password', () => {
    const base = { username: 'newuser', password: 'secret1', email: 'n@example.org' };
    expect(formErrors(signupFormSchema, base).confirmPassword).toBe('Confirm Password is required');
    expect(formErrors(signupFormSchema, { ...base, confirmPassword: 'other' }).confirmPassword).toBe(
      'Passwords must match',
    );
    expect(formErrors(signupFormSchema, { ...base, confirmPassword: 'secret1' })).toEqual({});
  });
});

describe('forgot username and reset rules', () => {
  it('asks for an email address', () => {
    expect(formErrors(forgotUsernameSchema, {}).email).toBe('Email address is required');
    expect(formErrors(forgotUsernameSchema, { email: 'x' }).email).toBe('Invalid email address');
  });
  it('requires a new password of at least 6 and a matching confirmation', () => {
    const errors = formErrors(resetPasswordFormSchema, { username: 'member', email: 'm@example.org', newPassword: '' });
    expect(errors.newPassword).toBe('New Password is required');
    expect(errors.confirmPassword).toBe('Confirm Password is required');
    expect(
      formErrors(resetPasswordFormSchema, {
        username: 'member',
        email: 'm@example.org',
        newPassword: 'abcdef',
        confirmPassword: 'abcdeg',
      }).confirmPassword,
    ).toBe('Passwords must match');
  });
});

describe('profile rules', () => {
  it('checks only that the email is valid, and turns blanks into null', () => {
    expect(formErrors(profileSchema, { email: 'nope' })).toEqual({ email: 'Invalid email' });
    const parsed = profileSchema.parse({ name: '  ', email: '', country: { id: '3' }, state: null });
    expect(parsed).toMatchObject({ name: null, email: null, country: { id: 3 }, state: null });
  });
  it('reports a field over 255 characters', () => {
    expect(fieldErrors(profileSchema, { city: 'c'.repeat(256) })).toEqual([
      { field: 'city', message: 'Maximum of 255 characters allowed' },
    ]);
  });
});

describe('search filters', () => {
  it('must be numbers, and empty ones are dropped', () => {
    expect(numericFilter.parse('')).toBeNull();
    expect(numericFilter.parse('12')).toBe(12);
    expect(fieldErrors(numericFilter, 'abc')[0]?.message).toBe('Value must be a number');
  });
});
