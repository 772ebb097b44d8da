// The worker's 'Novedades' as loaded when the home opens ($news); dismissing them empties it.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { fetchNews } from './news-api.ts';

const store = remoteStore(() => fetchNews(), failureText);

export const $news = store.$entry;
export const newsState = store.stateFor;
export const loadNews = store.load;
export const forgetNews = store.reset;
