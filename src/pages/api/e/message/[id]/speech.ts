/**
 * GET /api/e/message/{id}/speech → {data: AnswerSpeech}: where the reading aloud of the user's
 * bot message stands. POST starts it when none is ready or under way: 200 ready, 202 under way
 * (the `answer_audio` push follows); 404 not the user's, 409 not an answer, 503 no voice.
 */
import type { APIRoute } from 'astro';
import { speechResponse } from '~/server/read-aloud/http';

export const GET: APIRoute = (context) => speechResponse(context, 'message', false);
export const POST: APIRoute = (context) => speechResponse(context, 'message', true);
