import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M } from '@ffc/domain/messages';
import { referenceTypes } from '../../test/fixtures';
import { location, renderAt } from '../../test/render';
import { server } from '../../test/server';

const types = graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } }));
const emptyPage = (totalPages: number) => ({
  content: [],
  totalPages,
  totalElements: totalPages * 10,
  totalElementsIsEstimate: false,
  pageNumber: 40,
});

describe('a page past the results', () => {
  it('says there is no such page and offers the last one', async () => {
    server.use(
      types,
      graphql.query('Businesses', () => HttpResponse.json({ data: { page: emptyPage(3) } })),
    );
    renderAt('/businesses?page=41');
    expect(await screen.findByText('There is no page 41: the results end at page 3.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(location()).toBe('/businesses'));
  });

  it('says why a page too deep to count is refused, without the load-failure toast', async () => {
    server.use(
      types,
      graphql.query('Businesses', () =>
        HttpResponse.json({
          errors: [
            {
              message: M.pageTooDeep,
              extensions: {
                code: 'BAD_REQUEST',
                status: 400,
                fieldErrors: [{ field: 'page', message: M.pageTooDeep }],
              },
            },
          ],
        }),
      ),
    );
    renderAt('/businesses?page=9999');
    expect(await screen.findByText(M.pageTooDeep)).toBeInTheDocument();
    expect(screen.queryByText('Failed to get businesses.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeInTheDocument();
  });
});
