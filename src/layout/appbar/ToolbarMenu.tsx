import { Button, IconButton, Menu, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { usePopover } from './usePopover';

interface ToolbarMenuProps {
  /** Accessible name and tooltip of the button. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  /** Round icon button instead of a text button. */
  iconButton?: boolean;
  triggerSx?: SxProps<Theme>;
  /** The menu items; `close` dismisses the menu after a choice. */
  children: (close: () => void) => ReactNode;
}

/** A top-bar button that opens a menu of choices: the theme, language and currency pickers. */
export function ToolbarMenu({ label, trigger, iconButton, triggerSx, children }: ToolbarMenuProps) {
  const { anchor, isOpen, open, close } = usePopover();
  const menuId = useId();
  const triggerProps = {
    color: 'inherit' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': isOpen ? menuId : undefined,
    'aria-expanded': isOpen,
    onClick: open,
  };
  return (
    <>
      <Tooltip title={label}>
        {iconButton ? (
          <IconButton {...triggerProps}>{trigger}</IconButton>
        ) : (
          <Button {...triggerProps} sx={triggerSx}>
            {trigger}
          </Button>
        )}
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={close} disableScrollLock>
        {children(close)}
      </Menu>
    </>
  );
}
