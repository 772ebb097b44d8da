// The three API clients, created once: users, business and general data.
import { PUBLIC_BUSINESS_API_URL, PUBLIC_DATA_API_URL, PUBLIC_USERS_API_URL } from 'astro:env/client';
import { createApiClient } from './create-client.ts';

export const usersApi = createApiClient({ baseURL: PUBLIC_USERS_API_URL, auth: 'user' });
export const businessApi = createApiClient({ baseURL: PUBLIC_BUSINESS_API_URL, auth: 'business' });
export const dataApi = createApiClient({ baseURL: PUBLIC_DATA_API_URL, auth: 'user' });
