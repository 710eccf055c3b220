/**
 * A form validated by a domain schema, in one round: errors under the fields once touched, submit
 * only when valid, a primary submit button (and any other actions) at the bottom. Fields the
 * schema requires are marked; after a failed submit a summary is announced and focus moves to the
 * first field that needs correcting.
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMemo, useRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { z } from 'zod';
import { formErrors, M } from '@ffc/domain';
import { RequiredFields, requiredFieldsOf } from './formContext';

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
  const required = useMemo(() => requiredFieldsOf(schema), [schema]);
  const element = useRef<HTMLFormElement>(null);
  /** After the errors have rendered: the first control marked invalid takes focus. */
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return (
    <RequiredFields.Provider value={required}>
      <Form<V>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => formErrors(schema, toPayload(values))}
        render={({ handleSubmit, submitting, submitFailed, hasValidationErrors, hasSubmitErrors, dirtySinceLastSubmit, form }) => (
          <form
            ref={element}
            noValidate
            onSubmit={(event) => {
              const done = handleSubmit(event);
              if (form.getState().invalid) focusFirstInvalid();
              else void Promise.resolve(done).then(() => form.getState().hasSubmitErrors && focusFirstInvalid());
            }}
          >
            {submitFailed && (hasValidationErrors || (hasSubmitErrors && !dirtySinceLastSubmit)) && (
              <Callout intent={Intent.DANGER} role="alert" className="form-error-summary">
                {M.validationFailed}
              </Callout>
            )}
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
    </RequiredFields.Provider>
  );
}
