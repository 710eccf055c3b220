/**
 * The uploader (its own chunk, loaded by AddPhotoButton): a dialog with the guidance line, the file
 * (a phone offers its camera or its library: `capture` is not set), a preview of the chosen file,
 * the caption and what it shows; Upload sends it with XMLHttpRequest, whose progress fills the bar,
 * and Cancel aborts it. The API's refusals appear at their fields; on success the page refetches.
 */
import { Button, Callout, Dialog, DialogBody, Intent, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import {
  PHOTO,
  PHOTO_ACCEPT,
  PHOTO_SHOWS,
  PHOTO_SHOWS_LABELS,
  PHOTO_UI,
  photoFormSchema,
  type PhotoKind,
} from '@ffc/domain/photos';
import { errorMessage } from '@ffc/domain/toasts';
import { errorsByField } from '@ffc/domain/errors';
import { dispatchSessionEvent } from '../session/events';
import { useDialogFocus } from '../ui/dialogFocus';
import { FieldFrame, RadioGroupField, TextField } from '../ui/fields';
import { SchemaForm } from '../ui/SchemaForm';
import { toast, toastError, toastSuccess } from '../ui/toaster';
import { refusalOf, sendUpload, uploadUrl } from './upload';

interface UploadValues {
  caption?: string;
  shows?: string;
  file?: File | null;
}

/** The fields the form shows: the API's errors about them appear there, any other is said above the form. */
const FIELDS = new Set(['caption', 'shows', 'file']);
const SHOWS = PHOTO_SHOWS.map((key) => ({ key, label: PHOTO_SHOWS_LABELS[key] }));

/** The file input, bound to the form: it holds the chosen File (a file input cannot be given a value, only read). */
function FileField({ onChosen }: { onChosen: (file: File | null) => void }) {
  return (
    <Field<File | null> name="file">
      {({ input, meta }) => (
        <FieldFrame name="file" label={PHOTO_UI.file} meta={meta}>
          {(aria) => (
            <input
              {...aria}
              className="bp6-input photo-file-input"
              type="file"
              name="file"
              accept={PHOTO_ACCEPT}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                input.onChange(file);
                onChosen(file);
              }}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
            />
          )}
        </FieldFrame>
      )}
    </Field>
  );
}

/** The chosen file's preview: an address that never leaves the browser, let go when another is chosen or on leaving. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const previewUrl = useRef<string | null>(null);
  const choose = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  return { preview, choose };
}

/**
 * Sending the form to `url`: the fraction sent (null when not sending), and the refusal said above the
 * form; `send` resolves with the refusals of the form's fields, for the form to show at them.
 */
function useUpload(url: string, reviewId: number | undefined) {
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const send = async (values: UploadValues, onSent: () => void) => {
    setRefusal(null);
    const form = new FormData();
    form.append('caption', values.caption ?? '');
    form.append('shows', values.shows ?? '');
    if (reviewId !== undefined) form.append('reviewId', String(reviewId));
    if (values.file) form.append('file', values.file);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const answer = await sendUpload(url, form, { onProgress: setProgress, signal: controller.signal });
      if (answer.status === 201) {
        upload.current = null;
        toastSuccess(PHOTO_UI.added);
        onSent();
        return undefined;
      }
      // The BFF already tried the one refresh: the session is over.
      if (answer.status === 401) {
        dispatchSessionEvent('expired');
        return undefined;
      }
      const { message, errors } = refusalOf(answer.body);
      const atFields = errors.filter((e) => FIELDS.has(e.field));
      const elsewhere = errors.filter((e) => !FIELDS.has(e.field)).map((e) => e.message);
      if (elsewhere.length || (!atFields.length && answer.status < 500 && message))
        setRefusal(elsewhere.length ? elsewhere.join(' ') : (message ?? null));
      else if (!atFields.length) toastError(errorMessage(PHOTO_UI.label, { status: answer.status }));
      return atFields.length ? errorsByField(atFields) : undefined;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') toast(PHOTO_UI.cancelled);
      else toastError(errorMessage(PHOTO_UI.label, { noResponse: true }));
      return undefined;
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };
  /** Stops the upload under way; false when none is. */
  const abort = () => {
    const underWay = upload.current;
    underWay?.abort();
    return underWay !== null;
  };
  /** Takes back the refusal said above the form (the dialog closes). */
  const forget = () => setRefusal(null);
  return { progress, refusal, send, abort, forget };
}

/** The bar the upload's progress fills, and its percentage for sighted readers (the bar's value is announced). */
function UploadProgress({ progress }: { progress: number }) {
  return (
    <div className="photo-progress">
      <ProgressBar value={progress} intent={Intent.PRIMARY} stripes={false} aria-label={PHOTO_UI.uploading} />
      <span aria-hidden="true">{`${PHOTO_UI.uploading} ${Math.round(progress * 100)}%`}</span>
    </div>
  );
}

export default function PhotoUploader({
  kind,
  entryId,
  reviewId,
  isOpen,
  onClose,
  onAdded,
}: {
  kind: PhotoKind;
  entryId: number;
  reviewId?: number;
  isOpen: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const focus = useDialogFocus((dialog) => dialog.querySelector<HTMLElement>('input[type="file"]'));
  const { preview, choose } = usePreview();
  const { progress, refusal, send, abort, forget } = useUpload(uploadUrl(kind, entryId), reviewId);
  // A new form (empty) after a photo is added or the dialog is closed.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    abort();
    choose(null);
    forget();
    setFormKey((key) => key + 1);
    onClose();
  };
  const onSubmit = (values: UploadValues) =>
    send(values, () => {
      close();
      onAdded();
    });

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={reviewId === undefined ? PHOTO_UI.uploaderTitle : PHOTO_UI.addToReview}
      icon="camera"
      className="photo-uploader"
      {...focus}
    >
      <DialogBody>
        <p className="photo-guidance">{PHOTO.guidance}</p>
        {refusal && (
          <Callout intent={Intent.WARNING} role="alert" className="photo-refusal">
            {refusal}
          </Callout>
        )}
        <SchemaForm<UploadValues>
          key={formKey}
          schema={photoFormSchema}
          onSubmit={onSubmit}
          submitLabel={PHOTO_UI.upload}
          actions={
            // While sending, Cancel stops the upload; otherwise it closes the dialog.
            <Button
              onClick={() => {
                if (!abort()) close();
              }}
            >
              {PHOTO_UI.cancel}
            </Button>
          }
        >
          <FileField onChosen={choose} />
          {preview && <img className="photo-preview" src={preview} alt={PHOTO_UI.preview} />}
          <TextField name="caption" label={PHOTO.caption} />
          <RadioGroupField name="shows" label={PHOTO.shows} options={SHOWS} />
          {progress !== null && <UploadProgress progress={progress} />}
        </SchemaForm>
      </DialogBody>
    </Dialog>
  );
}
