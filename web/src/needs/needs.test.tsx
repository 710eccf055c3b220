/**
 * "Safe for me" on the screens: the My needs page saves and clears, a list offers "Meets my needs"
 * and "Best for me" to a signed-in person only and shows "4 of 5" on each row, and a detail page
 * checks the person's needs against the entry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NEEDS_TEXT, NO_NEEDS } from '@ffc/domain/needs';
import { NOTE_TEXT } from '@ffc/domain/notes';
import { accommodationStatus, home, pageOf, referenceTypes, review } from '../../test/fixtures';
import { locationQuery, member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));
const needsAnswer = (needs: Record<string, unknown> = {}) => ({ __typename: 'Needs', ...NO_NEEDS, ...needs });
const HOME_NEEDS = ['fragrance-free-laundry', 'no-air-fresheners', 'fragrance-free-cleaning', 'no-smoking'];

/** A homes list's data, each row met `needsMet` of `needsTotal` (null: signed out). */
const homesData = (needsMet: number | null, needsTotal: number | null) => ({
  data: { page: pageOf('HomePage', [{ ...home(), reviews: undefined, needsMet, needsTotal }]) },
});

describe('my needs', () => {
  it('saves the needs chosen for each kind, and clears them in one step', async () => {
    let saved: unknown;
    let cleared = false;
    server.use(
      graphql.query('Needs', () =>
        HttpResponse.json({ data: { needs: cleared ? needsAnswer() : needsAnswer({ homes: ['no-smoking'] }) } }),
      ),
      graphql.mutation('UpdateNeeds', ({ variables }) => {
        saved = variables.input;
        return HttpResponse.json({ data: { updateNeeds: needsAnswer(variables.input) } });
      }),
      graphql.mutation('ClearNeeds', () => {
        cleared = true;
        return HttpResponse.json({ data: { clearNeeds: needsAnswer() } });
      }),
    );
    renderAt('/profile/needs', { user: member });
    expect(await screen.findByRole('heading', { name: NEEDS_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(NEEDS_TEXT.privacy)).toBeInTheDocument();
    const homes = screen.getByRole('group', { name: NEEDS_TEXT.kinds.homes });
    expect(within(homes).getByRole('checkbox', { name: 'No smoking on the property' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(homes).getByRole('checkbox', { name: 'Fragrance-free laundry and linens' }));
    const reactTo = screen.getByRole('group', { name: NEEDS_TEXT.sensitivities });
    await user.click(within(reactTo).getByRole('checkbox', { name: 'Essential oils' }));
    await user.click(screen.getByRole('button', { name: NEEDS_TEXT.save }));
    await waitFor(() =>
      expect(saved).toEqual({
        ...NO_NEEDS,
        homes: ['fragrance-free-laundry', 'no-smoking'],
        sensitivities: ['essential-oils'],
      }),
    );
    expect(await screen.findByText('Your needs successfully updated.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: NEEDS_TEXT.clear }));
    expect(await screen.findByText(NEEDS_TEXT.cleared)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: NEEDS_TEXT.kinds.homes })).getByRole('checkbox', {
          name: 'No smoking on the property',
        }),
      ).not.toBeChecked(),
    );
  });
});

describe('a list for me', () => {
  it('shows how many needs each row meets, and sends "Meets my needs" and "Best for me"', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Homes', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json(homesData(4, 5));
      }),
    );
    renderAt('/homes', { user: member });
    expect(await screen.findByRole('columnheader', { name: 'Your needs' })).toBeInTheDocument();
    expect(screen.getByText('4 of 5')).toHaveAttribute('title', 'Meets 4 of your 5 needs');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Meets my needs' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best for me');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { meetsNeeds: true, sort: 'forMe' } }));
    expect(locationQuery().get('meetsNeeds')).toBe('true');
    expect(locationQuery().get('sort')).toBe('for-me');
  });

  it('offers neither to someone signed out, and leaves them out of a shared address', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      types,
      graphql.query('Homes', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json(homesData(null, null));
      }),
    );
    renderAt('/homes?meetsNeeds=true&sort=for-me');
    expect(await screen.findByRole('link', { name: 'Quiet Cabin' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Meets my needs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Best for me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Your needs' })).not.toBeInTheDocument();
    expect(asked[0]!.filter).not.toHaveProperty('meetsNeeds');
    expect(asked[0]!.filter).not.toHaveProperty('sort');
  });

  it('says where to choose needs when a list is asked for them and none are chosen there', async () => {
    server.use(
      types,
      graphql.query('Homes', () => HttpResponse.json(homesData(0, 0))),
    );
    renderAt('/homes?meetsNeeds=true', { user: member });
    expect(await screen.findByText(NEEDS_TEXT.noneHere, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NEEDS_TEXT.choose })).toHaveAttribute('href', '/profile/needs');
  });
});

describe('a detail page for me', () => {
  it("checks the reader's needs against the entry: confirmed, offered, disputed or not listed", async () => {
    const entry = home({
      accommodations: ['no-smoking', 'fragrance-free-laundry', 'no-air-fresheners'],
      accommodationStatus: [
        accommodationStatus('no-smoking', {
          state: 'confirmed',
          confirmations: 2,
          lastConfirmed: '2026-11-01T10:00:00.000Z',
        }),
        accommodationStatus('fragrance-free-laundry'),
        accommodationStatus('no-air-fresheners', { state: 'disputed', disputes: 2 }),
      ],
    });
    server.use(
      graphql.query('Home', () => HttpResponse.json({ data: { entry } })),
      graphql.query('Needs', () => HttpResponse.json({ data: { needs: needsAnswer({ homes: HOME_NEEDS }) } })),
    );
    renderAt('/homes/11', { user: member });
    const section = await screen.findByRole('region', { name: NEEDS_TEXT.checklist });
    expect(within(section).getByText('Meets 3 of your 4 needs.')).toBeInTheDocument();
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Fragrance-free laundry and linens Offered, not confirmed recently/),
      expect.stringMatching(/^No air fresheners or plug-ins Disputed/),
      expect.stringMatching(/^Fragrance-free cleaning between guests Not listed/),
      expect.stringMatching(/^No smoking on the property Confirmed last confirmed/),
    ]);
  });
});

describe('a note to send ahead', () => {
  it("starts from the reader's needs here, adds only what they tick, and emails the place", async () => {
    server.use(
      graphql.query('Home', () =>
        HttpResponse.json({ data: { entry: home({ email: 'host@example.org', accommodations: [] }) } }),
      ),
      graphql.query('Needs', () =>
        HttpResponse.json({ data: { needs: needsAnswer({ homes: ['no-smoking'], sensitivities: ['smoke'] }) } }),
      ),
    );
    renderAt('/homes/11', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByText(NOTE_TEXT.title));
    const preview = await screen.findByRole('region', { name: NOTE_TEXT.preview });
    await waitFor(() =>
      expect(preview).toHaveTextContent('Could you make sure nobody smokes in the home before my stay?'),
    );
    // Nothing about the reader until they tick it.
    expect(preview).not.toHaveTextContent(/react|smoke affects/i);
    await user.click(screen.getByRole('checkbox', { name: NOTE_TEXT.why }));
    await user.click(screen.getByRole('checkbox', { name: 'Smoke' }));
    expect(preview).toHaveTextContent('I react to fragrances and scented products');
    expect(preview).toHaveTextContent('In particular, smoke affects me.');
    const email = screen.getByRole('link', { name: NOTE_TEXT.email });
    expect(email.getAttribute('href')).toMatch(/^mailto:host@example\.org\?subject=A%20request%20before%20my%20visit/);
  });
});

describe('reviews from people like me', () => {
  it("shows an author's needs when they show them, and asks for reviews from people who share the reader's", async () => {
    const asked: Record<string, unknown>[] = [];
    const entry = home({
      reviews: {
        ...home().reviews,
        content: [review(1, { kind: 'HOME', parentId: 11, reviewerNeeds: ['no-smoking', 'fragrance-free-laundry'] })],
      },
    });
    server.use(
      graphql.query('Home', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { entry } });
      }),
    );
    renderAt('/homes/11', { user: member });
    expect(await screen.findByText('Their needs: No smoking, Scent-free laundry')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: NEEDS_TEXT.likeMe }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ id: 11, reviewsLikeMe: true }));
    expect(locationQuery().get('likeMe')).toBe('true');
  });
});
