import { Avatar, Box, Button, Slider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { cropToSquareFile, MAX_ZOOM, MIN_ZOOM } from './squareCrop';

const PREVIEW_SIDE = 160;

interface Picked {
  image: HTMLImageElement;
  name: string;
  url: string;
}

/**
 * The user's photo: a picture chosen from the device is shown in a square with a zoom, and the
 * square shown is what is uploaded (cropped in the browser, so the avatar is always square).
 */
export function AvatarCropInput({
  current,
  onChange,
}: {
  current: string;
  onChange: (file: File) => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  // The square just cropped, shown until the page has the saved photo.
  const [cropped, setCropped] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setZoom(MIN_ZOOM);
      setPicked({ image, name: file.name, url });
    };
    image.src = url;
  };

  const applyCrop = async () => {
    if (!picked) return;
    const file = await cropToSquareFile(picked.image, zoom, picked.name);
    setCropped(URL.createObjectURL(file));
    setPicked(null);
    onChange(file);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center" sx={{ mb: 2 }}>
      {picked ? (
        <Box
          role="img"
          aria-label={translate('app.profile.photo.crop_preview')}
          sx={{
            width: PREVIEW_SIDE,
            height: PREVIEW_SIDE,
            overflow: 'hidden',
            borderRadius: '50%',
            flexShrink: 0,
          }}
        >
          <Box
            component="img"
            src={picked.url}
            alt=""
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transform: `scale(${zoom})`,
            }}
          />
        </Box>
      ) : (
        <Avatar
          src={cropped ?? current}
          alt={translate('app.profile.photo.current')}
          sx={{ width: 96, height: 96 }}
        />
      )}
      <Stack spacing={1} sx={{ minWidth: 200 }}>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          aria-label={translate('app.profile.photo.choose')}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {picked ? (
          <>
            <Typography id="avatar-zoom" variant="caption">
              {translate('app.profile.photo.zoom')}
            </Typography>
            <Slider
              aria-labelledby="avatar-zoom"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={(_event, value) => setZoom(Array.isArray(value) ? value[0]! : value)}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="small" onClick={() => void applyCrop()}>
                {translate('app.profile.photo.use')}
              </Button>
              <Button size="small" onClick={() => setPicked(null)}>
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </>
        ) : (
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            {translate('app.profile.photo.choose')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
