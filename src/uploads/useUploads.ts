import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../lib/store/hooks';
import { checkUploadFile, type PickerKind } from './uploadRules';
import { UploadError } from './putSigned';
import { uploadFile, type UploadedFile } from './uploadFile';

export interface UploadItem {
  key: string;
  name: string;
  contentType: string;
  status: 'uploading' | 'done' | 'failed' | 'refused';
  progress: number;
  /** Error code when failed or refused (docs/protocol.md "Error codes"). */
  code: number | null;
  url: string | null;
}

/**
 * Uploads in a component: each picked file is checked, signed and PUT with progress; Cancel aborts;
 * a failed one can be retried from the kept File (a ref, never Redux: files are not serializable).
 */
export function useUploads(options: { kind?: PickerKind; onUploaded?: (item: UploadedFile, file: File) => void } = {}) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const onUploaded = useRef(options.onUploaded);
  onUploaded.current = options.onUploaded;
  const kind = options.kind;

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const run = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', progress: 0, code: null });
      uploadFile(dispatch, file, {
        kind,
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      }).then(
        (uploaded) => {
          controllers.current.delete(key);
          patch(key, { status: 'done', progress: 100, url: uploaded.url });
          onUploaded.current?.(uploaded, file);
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (error instanceof UploadError && error.aborted) {
            files.current.delete(key);
            setItems((current) => current.filter((item) => item.key !== key));
          } else patch(key, { status: 'failed', code: error instanceof UploadError ? error.code : null });
        },
      );
    },
    [dispatch, kind, patch],
  );

  const add = useCallback(
    (picked: Iterable<File>, pickerKind: PickerKind = kind ?? 'any') => {
      for (const file of picked) {
        const key = nanoid(8);
        const check = checkUploadFile(file, pickerKind);
        const item: UploadItem = {
          key,
          name: file.name,
          contentType: file.type,
          status: 'uploading',
          progress: 0,
          code: null,
          url: null,
        };
        if (!check.ok) {
          setItems((current) => [
            ...current.filter((old) => old.status !== 'refused'),
            { ...item, status: 'refused', code: check.code },
          ]);
          continue;
        }
        files.current.set(key, file);
        setItems((current) => [...current.filter((old) => old.status !== 'refused'), item]);
        run(key);
      }
    },
    [kind, run],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const retry = useCallback((key: string) => run(key), [run]);
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  /** Files uploaded earlier (a restored draft): shown as done, without their File. */
  const restore = useCallback((urls: readonly string[]) => {
    setItems((current) => [
      ...current,
      ...urls
        .filter((url) => !current.some((item) => item.url === url))
        .map((url): UploadItem => ({
          key: nanoid(8),
          name: url.slice(url.lastIndexOf('/') + 1),
          contentType: '',
          status: 'done',
          progress: 100,
          code: null,
          url,
        })),
    ]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    items,
    add,
    cancel,
    retry,
    remove,
    restore,
    urls: items.filter((item) => item.status === 'done' && item.url).map((item) => item.url as string),
  };
}
