import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, LOAD_FAILED, loginToAddMessage, M, UI } from './messages.js';

describe('interface texts of the spec', () => {
  it('words the lists, dialogs and prompts exactly as spec section 2 does', () => {
    expect(UI.empty.socials).toBe('No Social Groups Found...');
    expect(UI.empty.supportTickets).toBe('No Support Tickets Found...');
    expect(UI.empty.users).toBe('No Users Found...');
    expect(UI.confirmIrreversible).toBe('Are you sure you want to proceed? This action cannot be undone.');
    expect(UI.deleteGroup).toBe('Delete Group');
    expect(UI.socialLoginPrompt).toBe('Please login to add or edit Social Groups and Reviews');
    expect(UI.affiliateHeading).toBe('Purchase Affiliated Online Retail Product');
    expect(Object.values(UI.companyOptions)).toEqual([
      'Use Existing Company',
      'Create NEW Company',
      'Update Existing Company',
    ]);
    expect(Object.values(UI.add)).toEqual(['Add a Business', 'Add a Home', 'Add a Product', 'Add a Social Group']);
    expect(loginToAddMessage('Businesses')).toBe('Please login to add or edit Businesses and Reviews.');
  });

  it('tells a disabled account the published address, not the support form it can no longer log in to', () => {
    expect(CONTACT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(M.accountDisabled).toContain(CONTACT_EMAIL);
    expect(M.accountDisabled).not.toMatch(/Support/);
  });

  it('words the load failures exactly as spec section 8 does', () => {
    expect(LOAD_FAILED.businesses).toBe('Failed to get businesses.');
    expect(LOAD_FAILED.homes).toBe('Failed to get Homes.');
    expect(LOAD_FAILED.homeReview).toBe('Error getting Home Review Information');
    expect(LOAD_FAILED.socials).toBe('Failed to get Social Groups');
  });

  it('says a corrected search, offers it as typed, and counts past the cap as "1,000+"', () => {
    expect(UI.correctedSearch('bakery portland')).toBe('Showing results for bakery portland');
    expect(UI.searchInsteadFor('bakry portlnd')).toBe('Search instead for bakry portlnd');
    expect(UI.suggestionsFound(1)).toBe('1 suggestion; use the up and down arrows.');
    expect(UI.suggestionsFound(8)).toBe('8 suggestions; use the up and down arrows.');
    expect(UI.resultCount(1, false)).toBe('1 result');
    expect(UI.resultCount(1000, true)).toBe('1,000+ results');
  });
});
