import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { imageSizeProblem, readImageSize } from '../utils/image-size.ts';

export interface PickedImage {
  key: string;
  file: File;
  url: string;
}

export const MAX_IMAGES = 10;

interface ImagePickerProps {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** A problem to show under the picker (no image, or the server's answer). */
  error?: string;
  /** Reads a file's pixel size; replaceable in tests (jsdom cannot decode images). */
  measure?: (file: File) => Promise<{ width: number; height: number } | undefined>;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Photos of a listing: each one checked for the minimum size before upload, then ordered or removed. */
export function ImagePicker({ images, onChange, error, measure = readImageSize }: ImagePickerProps) {
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const add = async (files: File[]) => {
    const accepted: PickedImage[] = [];
    let problem: string | undefined;
    for (const file of files) {
      const size = await measure(file);
      const sizeProblem = size === undefined ? 'Bu dosya bir görsel olarak okunamadı.' : imageSizeProblem(size);
      if (sizeProblem !== undefined) {
        problem = `${file.name}: ${sizeProblem}`;
        continue;
      }
      accepted.push({ key: `${file.name}-${file.lastModified}-${Math.random().toString(36).slice(2)}`, file, url: URL.createObjectURL(file) });
    }
    const room = MAX_IMAGES - images.length;
    if (accepted.length > room) problem = `En fazla ${MAX_IMAGES} görsel ekleyebilirsiniz.`;
    setRefusal(problem);
    if (accepted.length > 0) onChange([...images, ...accepted.slice(0, Math.max(room, 0))]);
  };

  const message = refusal ?? error;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">
        Görseller
      </Typography>
      <Typography variant="body2" color="textSecondary">
        En az 600x800 piksel, en fazla {MAX_IMAGES} görsel. İlk görsel vitrinde görünür.
      </Typography>
      {images.length > 0 && (
        <Box component="ol" aria-label="Seçilen görseller" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {images.map((image, index) => (
            <Paper component="li" key={image.key} variant="outlined" sx={{ p: 0.5, width: 132 }}>
              <Box
                component="img"
                src={image.url}
                alt={`Görsel ${index + 1}`}
                sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={`Görsel ${index + 1} sola taşı`}
                  disabled={index === 0}
                  onClick={() => onChange(move(images, index, index - 1))}
                >
                  <ArrowBack fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Görsel ${index + 1} kaldır`}
                  onClick={() => {
                    URL.revokeObjectURL(image.url);
                    onChange(images.filter((other) => other.key !== image.key));
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Görsel ${index + 1} sağa taşı`}
                  disabled={index === images.length - 1}
                  onClick={() => onChange(move(images, index, index + 1))}
                >
                  <ArrowForward fontSize="small" />
                </IconButton>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      <div>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AddPhotoAlternate />} disabled={images.length >= MAX_IMAGES}>
          Görsel ekle
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label="Görsel ekle"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void add(files);
            }}
          />
        </Button>
      </div>
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Stack>
  );
}
