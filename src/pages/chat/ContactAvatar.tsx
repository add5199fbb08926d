import { Avatar, Badge } from '@mui/material';
import { assetUrl } from '../../lib/api';

/** A contact's picture with a green dot while they are online. */
export function ContactAvatar({
  name,
  image,
  online,
  testId,
}: {
  name: string;
  image: string;
  online: boolean;
  testId?: string;
}) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      invisible={!online}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-testid={testId}
      data-online={online ? 'true' : 'false'}
      sx={{
        '& .MuiBadge-dot': {
          border: 2,
          borderColor: 'background.paper',
          width: 12,
          height: 12,
          borderRadius: '50%',
        },
      }}
    >
      <Avatar alt="" src={image ? assetUrl(image) : undefined}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </Badge>
  );
}
