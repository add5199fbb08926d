import { ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currencyCodes, useCurrency } from '../../lib/preferences';
import { ToolbarMenu } from './ToolbarMenu';

/** USD or EUR, kept in localStorage `currency`; money formatting reads the same key. */
export function CurrencyMenu() {
  const translate = useTranslate();
  const [code, setCode] = useCurrency();
  const label = `${translate('app.currency.label')}: ${translate(`app.currency.${code}`)}`;
  return (
    <ToolbarMenu label={label} trigger={code} triggerSx={{ minWidth: 0, px: 1, fontWeight: 600 }}>
      {(close) =>
        currencyCodes.map((c) => (
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
        ))
      }
    </ToolbarMenu>
  );
}
