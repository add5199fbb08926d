import { Button, type ButtonProps } from '@mui/material';

/** A call-to-action as the site shows it; in the preview it goes nowhere. */
export function SiteButton({ label, ...props }: { label: string } & ButtonProps) {
  if (!label) return null;
  return (
    <Button component="span" tabIndex={-1} disableRipple {...props}>
      {label}
    </Button>
  );
}
