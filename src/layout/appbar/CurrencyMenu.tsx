import { Button, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { currencyCodes, useCurrency } from '../../lib/preferences';
import { usePopover } from './usePopover';

/** SPEC 2/9: USD or EUR, kept in localStorage `currency`; money formatting reads the same key. */
export function CurrencyMenu() {
  const translate = useTranslate();
  const [code, setCode] = useCurrency();
  const { anchor, isOpen, open, close } = usePopover();
  const menuId = useId();
  const label = `${translate('app.currency.label')}: ${translate(`app.currency.${code}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <Button
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={isOpen ? menuId : undefined}
          aria-expanded={isOpen}
          onClick={open}
          sx={{ minWidth: 0, px: 1, fontWeight: 600 }}
        >
          {code}
        </Button>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={close} disableScrollLock>
        {currencyCodes.map((c) => (
          <MenuItem
            key={c}
            selected={c === code}
            onClick={() => {
              setCode(c);
              close();
            }}
          >
            <ListItemText primary={c} secondary={translate(`app.currency.${c}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
