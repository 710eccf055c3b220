/**
 * A form validated by a domain schema: errors under the fields once touched, submit only when
 * valid, a primary submit button (and any other actions) at the bottom.
 */
import { Button, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { z } from 'zod';
import { formErrors } from '@ffc/domain';

type SubmitResult = Record<string, unknown> | undefined | void;

export function SchemaForm<V extends object>({
  schema,
  onSubmit,
  initialValues,
  toPayload = (values) => values,
  submitLabel,
  actions,
  children,
}: {
  schema: z.ZodType;
  onSubmit: (values: V) => Promise<SubmitResult> | SubmitResult;
  initialValues?: Partial<V>;
  /** The form's values as the schema sees them (e.g. without select ids it does not check). */
  toPayload?: (values: V) => unknown;
  submitLabel: string;
  /** Buttons beside the submit button (given the form, e.g. to reset it); without them the submit button fills the row. */
  actions?: ReactNode | ((form: FormApi<V>) => ReactNode);
  children: ReactNode;
}) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formErrors(schema, toPayload(values))}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <div className="form-actions">
            <Button type="submit" intent={Intent.PRIMARY} loading={submitting} fill={!actions}>
              {submitLabel}
            </Button>
            {typeof actions === 'function' ? actions(form) : actions}
          </div>
        </form>
      )}
    />
  );
}
