import ManageAccounts from '@mui/icons-material/ManageAccounts';
import {
  Avatar,
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Typography,
} from '@mui/material';
import { LinkBase, Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** docs/API.md: the server's default avatar, for users without an image. */
export const DEFAULT_AVATAR = '/images/avatar.svg';

/** Who is signed in, at the top of the menu: the avatar, name and e-mail. */
function UserMenuHeader() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const email = typeof identity.email === 'string' ? identity.email : undefined;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, minWidth: 220 }}>
        <Avatar src={identity.avatar ?? DEFAULT_AVATAR} alt="" sx={{ width: 40, height: 40 }}>
          {identity.fullName?.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {identity.fullName}
          </Typography>
          {email && (
            <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
              {email}
            </Typography>
          )}
        </Box>
      </Box>
      <Divider />
    </>
  );
}

/** The link to the user's own profile, /user/edit. */
function OwnProfileMenuItem() {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={LinkBase} to="/user/edit" onClick={menu?.onClose}>
      <ListItemIcon>
        <ManageAccounts fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.profile.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's user menu (name and avatar on the button, avatar alone on phones) with the
 * identity on top, the own profile and logout.
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <UserMenu
      label="app.user.menu"
      icon={
        <Avatar
          src={DEFAULT_AVATAR}
          alt={
            identity?.fullName ? translate('app.user.avatar_alt', { name: identity.fullName }) : ''
          }
          sx={{ width: 32, height: 32 }}
        />
      }
    >
      <UserMenuHeader />
      <OwnProfileMenuItem />
      <Logout redirectTo="/auth/signin" />
    </UserMenu>
  );
}
