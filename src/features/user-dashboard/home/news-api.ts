// Endpoint module of the worker's 'Novedades' (header auth-user; an extension of the specified
// API, see server/routes/user/news.ts):
//   GET  /api/users/news          → { data: NewsItem[], count }
//   POST /api/users/news/dismiss  { until } → { message, data: { dismissed } }
import * as v from 'valibot';
import { DismissNewsAnswerSchema, NewsAnswerSchema, type NewsItem } from '@/lib/contract/news.ts';
import { usersApi, type ApiClient } from '@/lib/http/index.ts';

export type { NewsItem };

export async function fetchNews(client: ApiClient = usersApi): Promise<NewsItem[]> {
  return v.parse(NewsAnswerSchema, await client.get<unknown>('/api/users/news')).data;
}

export async function dismissNews(until: number, client: ApiClient = usersApi): Promise<string> {
  return v.parse(DismissNewsAnswerSchema, await client.post<unknown>('/api/users/news/dismiss', { until })).message;
}
