import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UI } from '@ffc/domain/messages';
import { company, product, referenceTypes } from '../../test/fixtures';
import { location, member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const other = company({
  id: 6,
  name: 'Other Maker',
  city: null,
  state: null,
  country: { __typename: 'Option', id: 39, name: 'Canada' },
  website: 'https://other.example.org',
});
const handlers = [
  graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
  graphql.query('Companies', () => HttpResponse.json({ data: { companies: [company(), other] } })),
  graphql.query('States', ({ variables }) =>
    HttpResponse.json({ data: { states: variables.countryId === 233 ? [{ id: 1450, name: 'Oregon' }] : [] } }),
  ),
];

describe('product list', () => {
  it('cuts company names at 25, offers the chosen category types only, and filters by company', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      ...handlers,
      graphql.query('Products', ({ variables }) => {
        asked.push(variables);
        const row = { ...product(), reviews: undefined };
        return HttpResponse.json({
          data: {
            page: {
              __typename: 'ProductPage',
              content: [row],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        });
      }),
    );
    renderAt('/products');
    const user = userEvent.setup();
    expect(await screen.findByText('Plain Goods Company of Po...')).toBeInTheDocument();
    expect(screen.getByText('Please login to add or edit Products and Reviews.', { exact: false })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Laundry');
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any Type', 'Laundry Detergent']);
    await user.selectOptions(screen.getByLabelText('Company'), 'Other Maker');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: {
          company: 6,
          category: 4,
          type: null,
          searchText: null,
          accommodations: [],
          confirmedWithinMonths: null,
          sort: null,
        },
        page: 0,
      }),
    );
  });

  it('leads to the affiliate page, which nothing else links', async () => {
    server.use(
      ...handlers,
      graphql.query('Products', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'ProductPage',
              content: [],
              totalPages: 0,
              totalElements: 0,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        }),
      ),
    );
    renderAt('/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: UI.affiliateLink }));
    await waitFor(() => expect(location()).toBe('/amazon'));
    expect(await screen.findByRole('heading', { name: UI.affiliateHeading })).toBeInTheDocument();
  });

  it('offers no nearest order, not even in the Sort by placeholder: products have no place', async () => {
    server.use(
      ...handlers,
      graphql.query('Products', () =>
        HttpResponse.json({
          data: {
            page: {
              __typename: 'ProductPage',
              content: [{ ...product(), reviews: undefined }],
              totalPages: 1,
              totalElements: 1,
              totalElementsIsEstimate: false,
              pageNumber: 0,
            },
          },
        }),
      ),
    );
    renderAt('/products');
    const sort = await screen.findByLabelText('Sort by');
    const options = within(sort)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('Best match or name');
    expect(options.join(' ')).not.toMatch(/nearest/i);
  });
});

describe('product form', () => {
  it('shows the company fields by Company Option, clears them for a new company, and sends the choice', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      ...handlers,
      graphql.mutation(
        'CreateProduct',
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { saved: { ...product({ id: 30 }), reviews: undefined } } })
        ),
      ),
      graphql.query('Product', () => HttpResponse.json({ data: { entry: product({ id: 30 }) } })),
    );
    renderAt('/products/0/editV3', { user: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a Product' })).toBeInTheDocument();
    expect(
      screen.getByText("Link to the manufacturer's own page for this product: it shows the ingredients and photos."),
    ).toBeInTheDocument();
    expect(within(screen.getByLabelText('Product Category')).getAllByRole('option')[0]).toHaveTextContent(
      'Select a Category',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Category is required',
      'Type is required - select Category first',
      'Product website link required.',
      'Company Option is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Product Name'), 'Free Rinse');
    await user.type(screen.getByLabelText('Product Description'), 'No fragrance.');
    await user.type(screen.getByLabelText('Product Website Link'), 'https://maker.example.org/rinse');
    await user.selectOptions(screen.getByLabelText('Product Category'), 'Hair Care');
    expect(
      within(screen.getByLabelText('Product Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a Type', 'Shampoo', 'Conditioner']);
    await user.selectOptions(screen.getByLabelText('Product Type'), 'Conditioner');

    await user.selectOptions(screen.getByLabelText('Company Option'), 'Update Existing Company');
    await user.selectOptions(screen.getByLabelText('Company'), 'Plain Goods Company of Portland');
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Plain Goods Company of Portland');
    await waitFor(() => expect(screen.getByLabelText('State/Province')).toHaveValue('1450'));

    await user.selectOptions(screen.getByLabelText('Company Option'), 'Create NEW Company');
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('NEW Company Name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByText('Company Website is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('NEW Company Name'), 'Rinse Co');
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.type(screen.getByLabelText('Website'), 'https://rinse.example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/products/30'));
    expect(input).toMatchObject({
      name: 'Free Rinse',
      productCategoryTypeId: 2,
      productTypeId: 8,
      company: {
        mode: 'NEW',
        id: null,
        name: 'Rinse Co',
        countryId: 39,
        stateId: null,
        website: 'https://rinse.example.org',
      },
    });
    expect(await screen.findByText('Product created successfully.')).toBeInTheDocument();
  });

  it("shows the product's and the company's errors in one round", async () => {
    server.use(...handlers);
    renderAt('/products/0/editV3', { user: member });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Company Option'), 'Create NEW Company');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required',
      'Product website link required.',
      'Company Name is required',
      'Company Website is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('loads a product to edit with its ids filled in and the option on existing', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      ...handlers,
      graphql.query(
        'ProductForEdit',
        async () => (await delay(150), HttpResponse.json({ data: { entry: { ...product(), reviews: undefined } } })),
      ),
      graphql.mutation(
        'UpdateProduct',
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { saved: { ...product(), reviews: undefined } } })
        ),
      ),
      graphql.query('Product', () => HttpResponse.json({ data: { entry: product() } })),
    );
    renderAt('/products/21/editV3', { user: member });
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product Category')).toHaveValue('2');
    expect(screen.getByLabelText('Product Type')).toHaveValue('7');
    expect(screen.getByLabelText('Company Option')).toHaveValue('existing');
    expect(screen.getByLabelText('Company')).toHaveValue('5');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/products/21'));
    expect(input).toMatchObject({ productTypeId: 7, company: { mode: 'EXISTING', id: 5 } });
  });
});
