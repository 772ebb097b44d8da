// robots.txt, built with the configured site URL so the sitemap line is right in every deployment.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /user/',
    'Disallow: /business/',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
