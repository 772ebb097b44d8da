// The worker's photo, or the default image when there is none or it fails to load.
import { useState } from 'react';
import { usersAssetUrl } from '@/lib/http/index.ts';
import './avatar.css';

interface AvatarProps {
  readonly path: string | null | undefined;
  readonly size: number;
  readonly className?: string;
}

export function Avatar({ path, size, className = '' }: AvatarProps) {
  const url = usersAssetUrl(path);
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url) {
    return (
      <img
        className={`ud-avatar ${className}`}
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setBroken(url)}
      />
    );
  }
  return (
    <svg
      className={`ud-avatar ud-avatar-default ${className}`}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <rect width="64" height="64" fill="#dfe7f3" />
      <circle cx="32" cy="25" r="12" fill="#8a9bb8" />
      <path d="M10 60c2-12 11-19 22-19s20 7 22 19z" fill="#8a9bb8" />
    </svg>
  );
}

export function fullName(user: { readonly firstname: string | null; readonly lastname: string | null }): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ');
}
