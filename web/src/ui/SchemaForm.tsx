/**
 * A form validated by a domain schema, in one round: errors under the fields once touched, submit
 * only when valid, a primary submit button (and any other actions) at the bottom. Fields the
 * schema requires are marked; after a failed submit a summary is announced and focus moves to the
 * first field that needs correcting. A server's field errors appear under their fields, whether
 * they answer the submit or come later (a list's query refusing a filter).
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Form, useForm } from 'react-final-form';
import type { FormApi, MutableState } from 'final-form';
import type { z } from 'zod';
import { M } from '@ffc/domain/messages';
import { formErrors } from '@ffc/domain/validation';
import { errorsByField, type FieldError } from '@ffc/domain/errors';
import { RequiredFields, requiredFieldsOf } from './formContext';
import { useSameContent } from './useSameContent';

type SubmitResult = Record<string, unknown> | undefined | void;

/**
 * Shows a server's field errors as if the last submit had answered them: each under its field
 * until that field changes (final-form's submit errors and `dirtySinceLastSubmit`).
 */
function showServerErrors<V extends object>([errors]: readonly unknown[], state: MutableState<V>) {
  state.formState.submitErrors = errors && typeof errors === 'object' ? errors : undefined;
  if (state.formState.submitErrors) state.formState.lastSubmittedValues = { ...state.formState.values };
}

/** Applies the errors whenever they change (compared by content: a new answer may repeat the last). */
function ServerErrors({ errors }: { errors: readonly FieldError[] }) {
  const list = useSameContent(errors);
  // The form itself (the render prop's copy is new on every render).
  const form = useForm();
  const applied = useRef(false);
  useEffect(() => {
    if (!list.length && !applied.current) return;
    applied.current = list.length > 0;
    form.mutators.showServerErrors?.(list.length ? errorsByField(list) : undefined);
  }, [form, list]);
  return null;
}

export function SchemaForm<V extends object>({
  schema,
  onSubmit,
  initialValues,
  toPayload = (values) => values,
  submitLabel,
  actions,
  serverErrors,
  children,
}: {
  schema: z.ZodType;
  onSubmit: (values: V) => Promise<SubmitResult> | SubmitResult;
  initialValues?: Partial<V>;
  /** The form's values as the schema sees them (e.g. without select ids it does not check). */
  toPayload?: (values: V) => unknown;
  submitLabel: string;
  /**
   * Buttons beside the submit button (given the form, e.g. to reset it); without them the submit button fills the row.
   */
  actions?: ReactNode | ((form: FormApi<V>) => ReactNode);
  /** Field errors a server gave about the values outside a submit (a list query's refused filter). */
  serverErrors?: readonly FieldError[];
  children: ReactNode;
}) {
  const required = useMemo(() => requiredFieldsOf(schema), [schema]);
  // The same object every render: final-form is reconfigured whenever its mutators change.
  const mutators = useMemo(() => ({ showServerErrors: showServerErrors<V> }), []);
  const element = useRef<HTMLFormElement>(null);
  /**
   * After the errors have rendered: the first control marked invalid takes focus, unless the person
   * has already moved into another control of the form (their typing must not land elsewhere).
   */
  const focusFirstInvalid = () => {
    const before = document.activeElement;
    requestAnimationFrame(() => {
      const form = element.current;
      const now = document.activeElement;
      if (!form || (now !== before && now !== document.body && form.contains(now))) return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <RequiredFields.Provider value={required}>
      <Form<V>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => formErrors(schema, toPayload(values))}
        mutators={mutators}
        render={({
          handleSubmit,
          submitting,
          submitFailed,
          hasValidationErrors,
          hasSubmitErrors,
          dirtySinceLastSubmit,
          form,
        }) => (
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
            {serverErrors && <ServerErrors errors={serverErrors} />}
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
