// Types of the prepared home content handed to the section components.
import type { getHomeContent } from '@/features/public-site/content';

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>;
