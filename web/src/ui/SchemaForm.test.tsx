import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { M } from '@ffc/domain/messages';
import { reviewSchema } from '@ffc/domain/reviews';
import { loginSchema } from '@ffc/domain/users';
import { SelectField, TextField } from './fields';
import { SchemaForm } from './SchemaForm';

describe('forms for keyboards and screen readers', () => {
  it('marks required fields visibly and for assistive technology', () => {
    render(
      <SchemaForm schema={reviewSchema} onSubmit={() => undefined} submitLabel="Save">
        <TextField name="name" label="Title" />
        <TextField name="comment" label="Comment" multiline />
      </SchemaForm>,
    );
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Comment')).not.toHaveAttribute('aria-required');
    expect(screen.getAllByText('(required)')).toHaveLength(1);
  });

  it('after a failed submit, announces a summary, ties each error to its field, and focuses the first', async () => {
    const user = userEvent.setup();
    render(
      <SchemaForm schema={loginSchema} onSubmit={() => undefined} submitLabel="Login">
        <TextField name="username" label="Username" />
        <TextField name="password" label="Password" type="password" />
      </SchemaForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.validationFailed);
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('leaves the focus where the person moved it before the errors drew', async () => {
    render(
      <SchemaForm schema={loginSchema} onSubmit={() => undefined} submitLabel="Login">
        <TextField name="username" label="Username" />
        <TextField name="password" label="Password" type="password" />
      </SchemaForm>,
    );
    const submit = screen.getByRole('button', { name: 'Login' });
    submit.focus();
    submit.click();
    // Into Password before the next frame, when the first invalid field would take the focus.
    const password = screen.getByLabelText('Password');
    password.focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.validationFailed);
    expect(password).toHaveFocus();
  });

  it('gives a select with an error the error border and its description', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SchemaForm schema={reviewSchema} onSubmit={() => undefined} submitLabel="Save">
        <TextField name="name" label="Title" />
        <SelectField name="rating" label="Rating" placeholder="Choose" options={[{ id: 1, name: 'One' }]} />
      </SchemaForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const rating = await screen.findByLabelText('Rating');
    await waitFor(() => expect(rating).toHaveAttribute('aria-invalid', 'true'));
    expect(rating).toHaveAccessibleDescription('Rating must be between 1 and 5');
    expect(container.querySelector('.field-invalid select')).toBe(rating);
  });
});
