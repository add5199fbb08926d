import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { SettingDef } from '../../../../schema';
import { assetUrl } from '../../../lib/api';
import { readImageSize, sizeProblem } from './imageLimits';

export interface ImageValue {
  /** The stored path ('' when none). */
  stored: string;
  /** A picked file, sent with the form. */
  file: File | null;
  cleared: boolean;
}

/**
 * An image setting: the current picture, a file picker whose choice is checked for its pixel
 * size at once (the logo's 150 × 100, the favicon's square), and a way to remove it. The server
 * checks again.
 */
export function ImageSettingField({
  def,
  label,
  value,
  error,
  onChange,
  onError,
}: {
  def: SettingDef;
  label: string;
  value: ImageValue;
  error: string | undefined;
  onChange: (value: ImageValue) => void;
  onError: (message: string | undefined) => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const preview = useMemo(
    () => (value.file ? URL.createObjectURL(value.file) : null),
    [value.file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? (!value.cleared && value.stored ? assetUrl(value.stored) : null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      const problem = sizeProblem(def, await readImageSize(file));
      if (problem) {
        onError(translate(problem.key, { name: label, ...problem.values }));
        return;
      }
    } catch {
      onError(translate('app.site.settings.not_image', { name: label }));
      return;
    }
    onError(undefined);
    onChange({ ...value, file, cleared: false });
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            minWidth: 160,
            minHeight: 110,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            p: 1,
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={label}
              data-testid={`setting-${def.name}-preview`}
              sx={{ maxWidth: 150, maxHeight: 100, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.site.settings.no_image')}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input
            ref={input}
            id={id}
            type="file"
            hidden
            accept={def.file?.accept?.join(',')}
            data-testid={`setting-${def.name}-input`}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" onClick={() => input.current?.click()}>
            {translate('app.site.settings.choose_image', { name: label })}
          </Button>
          {(value.file || (value.stored && !value.cleared)) && (
            <Button
              color="error"
              onClick={() => {
                onError(undefined);
                onChange({ ...value, file: null, cleared: true });
              }}
            >
              {translate('app.site.settings.remove_image')}
            </Button>
          )}
          {value.file && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate('app.site.settings.new_image')}
            </Typography>
          )}
        </Stack>
      </Stack>
      {error && (
        <FormHelperText error role="alert" data-testid={`setting-${def.name}-error`}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
