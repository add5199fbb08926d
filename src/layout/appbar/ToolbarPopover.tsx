import { Box, Divider, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { usePopover } from './usePopover';

interface ToolbarPopoverProps {
  /** Accessible name of the button (may say more than its tooltip, e.g. the unseen count). */
  label: string;
  tooltip: string;
  /** The icon the button shows. */
  trigger: ReactNode;
  /** Heading of the panel, which also names it for assistive technology. */
  title: string;
  /** Shown beside the heading (e.g. a count). */
  titleExtra?: ReactNode;
  width: number;
  /** The panel's content; `close` dismisses it after a choice. */
  children: (close: () => void) => ReactNode;
}

/** A top-bar icon that opens a titled panel: the notification bell and the apps grid. */
export function ToolbarPopover(props: ToolbarPopoverProps) {
  const { label, tooltip, trigger, title, titleExtra, width, children } = props;
  const { anchor, isOpen, open, close } = usePopover();
  const titleId = useId();
  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={open}
        >
          {trigger}
        </IconButton>
      </Tooltip>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
          {titleExtra}
        </Box>
        <Divider />
        {children(close)}
      </Popover>
    </>
  );
}
