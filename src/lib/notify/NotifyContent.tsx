import Box from '@mui/material/Box';

interface NotifyContentProps {
  title: string;
  text: string;
}

/** A toast with a title line and a text line, like the original's alerts (SPEC 8). */
export function NotifyContent({ title, text }: NotifyContentProps) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="strong">{title}</Box>
      <Box component="span">{text}</Box>
    </Box>
  );
}
