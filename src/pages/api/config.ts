import type { APIRoute } from 'astro';
import { publicConfig } from '~/server/public-config';

export const GET: APIRoute = ({ locals }) =>
  Response.json(publicConfig(locals.platform.config), { headers: { 'Cache-Control': 'public, max-age=60' } });
