/** The one toaster (3000 ms), and the spec's success and error toasts built from a label. */
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { TOAST_TIMEOUT_MS } from '@ffc/domain/limits';
import { M } from '@ffc/domain/messages';
import { errorMessage, successMessage, type FailedCall } from '@ffc/domain/toasts';
import { errorsByField, isFieldError, type FieldError } from '@ffc/domain/errors';

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  // At the bottom: at the top they covered the navigation bar.
  toaster ??= OverlayToaster.createAsync({ position: Position.BOTTOM, maxToasts: 4 });
  return toaster;
}

export function toast(message: string, intent: Intent = Intent.NONE): void {
  void getToaster().then((t) => t.show({ message, intent, timeout: TOAST_TIMEOUT_MS }));
}

/** Dismisses every toast (tests start each case clean). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}

export const toastSuccess = (message: string) => toast(message, Intent.SUCCESS);
export const toastWarning = (message: string) => toast(message, Intent.WARNING);
export const toastError = (message: string) => toast(message, Intent.DANGER);

/** The toast after a successful write: 200 updated, 201 created, 204 deleted. */
export function notifySaved(label: string, status: 200 | 201 | 204): void {
  toastSuccess(successMessage(label, status));
}

export interface Failure extends FailedCall {
  code?: string;
  /** The server's own message, for statuses the shared handler does not cover. */
  serverMessage?: string;
  fieldErrors: FieldError[];
}

/** What a failed GraphQL call amounts to: the REST status, the server's message, field errors. */
export function describeFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    // The BFF's extensions: `code`, the REST `status` and `fieldErrors`; anything else there is not read.
    const ext = first?.extensions ?? {};
    const code = typeof ext.code === 'string' ? ext.code : undefined;
    const status = typeof ext.status === 'number' ? ext.status : undefined;
    return {
      code,
      status: status ?? (code === 'UPSTREAM_UNAVAILABLE' ? null : code ? 500 : null),
      noResponse: code === 'UPSTREAM_UNAVAILABLE',
      serverMessage: first?.message,
      fieldErrors: Array.isArray(ext.fieldErrors) ? ext.fieldErrors.filter(isFieldError) : [],
    };
  }
  if (ServerError.is(error)) return { status: error.statusCode, fieldErrors: [] };
  if (error instanceof TypeError) return { noResponse: true, fieldErrors: [] };
  return { message: error instanceof Error ? error.message : String(error), fieldErrors: [] };
}

/**
 * The shared error handler's text for a failed call about `label`; a rate limit, and a change that
 * needs a recent login, say so plainly.
 */
export function failureText(label: string, error: unknown): string {
  const failure = describeFailure(error);
  const plain = failure.status === 429 || (failure.status === 403 && failure.serverMessage === M.loginAgain);
  return plain && failure.serverMessage ? failure.serverMessage : errorMessage(label, failure);
}

/** The shared error handler's toast for a failed call about `label`. */
export function notifyFailure(label: string, error: unknown): Failure {
  toastError(failureText(label, error));
  return describeFailure(error);
}

/** Field errors keyed by field, as react-final-form's onSubmit returns them to show under the fields. */
export function submissionErrors(failure: Failure): Record<string, unknown> | undefined {
  if (!failure.fieldErrors.length) return undefined;
  return errorsByField(failure.fieldErrors);
}

/**
 * A write (a form's onSubmit, a delete): runs `call`, then `onSuccess`; on failure shows the shared
 * toast for `label` and answers the server's field errors, which react-final-form shows under the fields.
 */
export async function submitTo(label: string, call: () => Promise<unknown>, onSuccess: () => void) {
  try {
    await call();
    onSuccess();
    return undefined;
  } catch (error) {
    return submissionErrors(notifyFailure(label, error));
  }
}
