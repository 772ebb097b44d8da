// Picture addresses on each API: a worker's photo and a posting's logo come from the users API, a
// company's logo and its applicants' photos from the business API.
import { PUBLIC_BUSINESS_API_URL, PUBLIC_USERS_API_URL } from 'astro:env/client';
import { assetUrl } from '../format/asset-url.ts';

export function usersAssetUrl(path: string | null | undefined): string | null {
  return assetUrl(path, PUBLIC_USERS_API_URL);
}

export function businessAssetUrl(path: string | null | undefined): string | null {
  return assetUrl(path, PUBLIC_BUSINESS_API_URL);
}
