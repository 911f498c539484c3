import { IMAGE_UPLOAD_TYPES } from '@flo/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { formProblemFrom } from '../../forms/api-error.ts';
import { showPhotos } from './queries.ts';
import { tooLargeToUpload, type UploadTarget, uploadImage } from './upload-image.ts';

interface Progress {
  name: string;
  fraction: number;
}

/**
 * A file input that uploads each chosen image in turn, saying which file is being sent and how
 * much of it, then what the API made of every file that failed (type, size, the 12-photo limit)
 * in an alert. `multiple` lets a business send several photos at once.
 */
export function ImageUpload({
  id,
  label,
  hint,
  target,
  multiple = false,
  disabled = false,
}: {
  id: string;
  label: string;
  hint: string;
  target: UploadTarget;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setProblems([]);
    setDone(null);
    const failed: string[] = [];
    let uploaded = 0;
    for (const file of files) {
      const tooLarge = tooLargeToUpload(file);
      if (tooLarge) {
        failed.push(tooLarge);
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        await uploadImage(target, file, (fraction) => setProgress({ name: file.name, fraction }));
        uploaded += 1;
        await showPhotos(queryClient);
      } catch (error) {
        failed.push(`${file.name}: ${formProblemFrom(error).message}`);
      }
    }
    setProgress(null);
    setProblems(failed);
    if (uploaded > 0) setDone(uploaded === 1 ? 'Uploaded.' : `${uploaded} images uploaded.`);
    input.value = '';
  };

  return (
    <div className="field photo-upload">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        className="photo-upload__input"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled || progress !== null}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
      />
      {progress ? (
        <p role="status" className="photo-upload__progress">
          <label htmlFor={`${id}-progress`}>{`Uploading ${progress.name}…`}</label>{' '}
          <progress id={`${id}-progress`} max={1} value={progress.fraction} />
        </p>
      ) : null}
      {done ? (
        <p role="status" className="business-notice">
          {done}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="form-alert">
          <p>Not uploaded:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
