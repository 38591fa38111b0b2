import type { User } from '@glad/contracts';
import { Avatar, type AvatarProps } from '@mantine/core';
import { useAuthedImage } from '../../../lib/authed-image';
import { displayName } from '../names';

/** A user's photo, or the ABR initials badge when there is none (docs/spec.md §3). */
export function UserAvatar({
  user,
  size = 'md',
  ...rest
}: { user: Pick<User, 'id' | 'name' | 'family' | 'ABR' | 'photo' | 'no_photo'> } & Omit<AvatarProps, 'src'>) {
  const photo = useAuthedImage(user.no_photo ? null : user.photo);
  return (
    <Avatar
      src={photo.src}
      alt={photo.src ? `Фото: ${displayName(user)}` : undefined}
      size={size}
      radius="xl"
      color="blue"
      variant="filled"
      {...rest}
    >
      {user.ABR}
    </Avatar>
  );
}
