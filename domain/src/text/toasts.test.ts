import { describe, expect, it } from 'vitest';
import { errorMessage, LABELS, successMessage } from './toasts.js';

describe('success toasts', () => {
  it('says what happened to the labelled thing by status', () => {
    expect(successMessage(LABELS.supportTicket, 200)).toBe('Support Ticket successfully updated.');
    expect(successMessage(LABELS.social, 201)).toBe('Social Group created successfully.');
    expect(successMessage(LABELS.business, 204)).toBe('Business deleted successfully.');
    expect(successMessage(LABELS.business, 202)).toBe('Success.');
  });
  it('says Login successful. for a login', () => {
    expect(successMessage(LABELS.login, 200)).toBe('Login successful.');
  });
});

describe('error toasts', () => {
  it('maps statuses to the spec texts', () => {
    expect(errorMessage(LABELS.signup, { status: 400 })).toBe('Bad request. Signup may already exist.');
    expect(errorMessage(LABELS.users, { status: 401 })).toBe('Unauthorized. Please log in again.');
    expect(errorMessage(LABELS.socials, { status: 404 })).toBe('Social Groups not found.');
    expect(errorMessage(LABELS.supportTickets, { status: 500 })).toBe(
      'Server error while processing Support Tickets. Try again later.',
    );
    expect(errorMessage(LABELS.user, { status: 418 })).toBe('Unknown error occurred.');
  });
  it('distinguishes no response from any other failure', () => {
    expect(errorMessage(LABELS.user, { noResponse: true })).toBe('Error: Request was made but no response received.');
    expect(errorMessage(LABELS.user, { message: 'boom' })).toBe('Error: boom');
  });
});
